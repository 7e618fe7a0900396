import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Combo } from '@plataforma/domain';
import { renderRoute } from '../../test/render-route';
import { setSession, testOrganization, testUser } from '../../test/session';

const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'manager' as const };
const combo = {
  id: 'k1',
  name: 'Menú infantil',
  description: '',
  priceCents: 900,
  vatRate: 10,
  active: true,
  slots: [],
  dishIds: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
} as unknown as Combo;

/** The list requests the page made, as query strings of /restaurant/combos. */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  setSession(testUser([lola]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      const [route, query = ''] = path.split('?');
      if (route === '/api/organizations/o1/restaurant/combos') requested.push(query);
      const body =
        route === '/api/organizations/o1'
          ? testOrganization(lola)
          : { items: [combo], total: 1, page: 1, pageSize: 25 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a resource list', () => {
  it('sorts the whole list by any column, and a searched list only in its default order', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/restaurant/combos');
    expect(await screen.findByText('Menú infantil')).toBeInTheDocument();
    expect(requested).toEqual(['page=1&pageSize=25&sort=name&order=asc']);

    await user.click(screen.getByRole('columnheader', { name: /Precio fijo/ }));
    await waitFor(() => expect(requested).toContain('page=1&pageSize=25&sort=price&order=asc'));

    // A search asks for the default order (no sort: the API's), and the columns no longer sort meanwhile.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar combo' }), 'menu');
    await waitFor(() => expect(requested).toContain('q=menu&page=1&pageSize=25'));
    expect(screen.getByRole('status')).toHaveTextContent('se ordena por Nombre');
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    const count = requested.length;
    await user.click(screen.getByRole('columnheader', { name: /Precio fijo/ }));
    expect(requested.slice(count).some((query) => query.includes('sort='))).toBe(false);

    // Clearing the search brings back the person's order (its page is still cached).
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar combo' }));
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('se ordena por'));
    expect(screen.getByRole('columnheader', { name: /Precio fijo/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});
