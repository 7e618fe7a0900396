import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as Firestore from 'firebase/firestore';

type Listener = (snapshot: { docChanges: () => unknown[] }) => void;
const listeners: { query: unknown; next: Listener }[] = [];
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof Firestore>()),
  onSnapshot: (query: unknown, next: Listener) => {
    listeners.push({ query, next });
    return () => undefined;
  },
}));
vi.mock('../../../platform/organizations/current', () => ({ useCurrentOrganization: () => ({ id: 'org1' }) }));

const { useKitchenChanges } = await import('./useKitchenChanges');

describe('useKitchenChanges', () => {
  afterEach(() => void listeners.splice(0));

  it("refreshes the till's orders when the kitchen changes one, not for the first answer", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useKitchenChanges('restaurant', 'L1'), { wrapper });
    // The SDK loads on demand: the listener comes once it is there.
    await waitFor(() => expect(listeners).toHaveLength(1));
    const next = listeners[0]!.next;
    next({ docChanges: () => [{ type: 'added' }] });
    expect(invalidate).not.toHaveBeenCalled();
    next({ docChanges: () => [{ type: 'modified' }] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pos', 'org1'] });
  });

  it('does not listen before the location is known', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useKitchenChanges('restaurant', undefined), { wrapper });
    expect(listeners).toHaveLength(0);
  });
});
