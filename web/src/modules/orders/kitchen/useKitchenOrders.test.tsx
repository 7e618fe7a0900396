import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { todayIn, type OrderLine } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';

// The Firestore SDK loads after the board is up; here its listener answers when the test says.
const listener = vi.hoisted(() => ({ answer: undefined as undefined | ((snapshot: unknown) => void) }));
vi.mock('../../../platform/firebase/firestore', () => ({
  firestore: {},
  collection: () => ({}),
  query: () => ({}),
  where: () => ({}),
  onSnapshot: (_query: unknown, _options: unknown, next: (snapshot: unknown) => void) => {
    listener.answer = next;
    return () => undefined;
  },
}));

const line = (name: string): OrderLine =>
  ({
    id: name,
    name,
    quantity: 1,
    details: [],
    notes: '',
    station: 'Cocina',
    allergens: [],
    round: 1,
    course: 0,
  }) as unknown as OrderLine;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('kitchen board first paint', () => {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'staff' as const };
  beforeEach(() => {
    localStorage.clear();
    listener.answer = undefined;
    setSession(testUser([lola]));
    const date = todayIn('Europe/Madrid');
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/configuration/locations?sort=name&pageSize=100': {
        items: [],
        total: 0,
        page: 1,
        pageSize: 100,
      },
      [`/api/organizations/o1/orders?module=restaurant&status=sent%2Cpreparing%2Cready%2Cserved&date=${date}&pageSize=100`]:
        {
          items: [
            {
              id: 'a',
              status: 'sent',
              table: { id: 't1', name: 'Mesa 1', zone: '' },
              round: 1,
              lines: [line('Croquetas')],
              createdAt: minutesAgo(9).toISOString(),
              sentAt: minutesAgo(7).toISOString(),
              statusAt: minutesAgo(7).toISOString(),
            },
          ],
          total: 1,
          page: 1,
          pageSize: 100,
        },
    });
  });

  it("paints the API's orders before the live listener answers, then the listener's", async () => {
    renderRoute('/casa-lola/orders/restaurant');
    const ticket = await screen.findByRole('article', { name: 'Mesa 1, ronda 1, Enviado a cocina' });
    expect(ticket).toHaveTextContent('1 × Croquetas');
    expect(ticket).toHaveTextContent('7 min');

    await vi.waitFor(() => expect(listener.answer).toBeDefined());
    const at = (date: Date) => ({ toMillis: () => date.getTime() });
    act(() =>
      listener.answer!({
        metadata: { fromCache: false },
        docs: [
          {
            id: 'a',
            data: () => ({
              status: 'preparing',
              table: { id: 't1', name: 'Mesa 1', zone: '' },
              round: 1,
              lines: [line('Croquetas')],
              createdAt: at(minutesAgo(9)),
              sentAt: at(minutesAgo(7)),
              statusAt: at(minutesAgo(1)),
            }),
          },
        ],
      }),
    );
    const preparing = within(screen.getByRole('region', { name: 'En preparación' }));
    expect(preparing.getByRole('article', { name: 'Mesa 1, ronda 1, En preparación' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Nuevo' })).queryByRole('article')).toBeNull();
  });
});
