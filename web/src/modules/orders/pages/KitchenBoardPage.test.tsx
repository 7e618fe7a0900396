import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderLine } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../test/session';
import type { KitchenOrder } from '../kitchen/useKitchenOrders';

// The board's live source is a Firestore listener; here it answers a fixed list.
const live = vi.hoisted(() => ({ orders: [] as KitchenOrder[] }));
vi.mock('../kitchen/useKitchenOrders', () => ({
  useKitchenOrders: () => ({ orders: live.orders, error: null, loading: false, fromCache: false }),
}));

const line = (id: string, name: string, round: number, station: string, extra: Partial<OrderLine> = {}): OrderLine => ({
  id,
  kind: 'dish',
  refId: id,
  name,
  quantity: 1,
  unitPriceCents: 1000,
  vatRate: 10,
  details: [],
  notes: '',
  station,
  allergens: [],
  round,
  paymentId: null,
  totalCents: 1000,
  consumes: [],
  category: '',
  course: 0,
  ...extra,
});

const order = (
  id: string,
  status: KitchenOrder['status'],
  table: string | null,
  minutesAgo: number,
  lines: OrderLine[],
) =>
  ({
    id,
    module: 'restaurant',
    locationId: 'L1',
    table: table ? { id: table, name: table, zone: '' } : null,
    status,
    lines,
    round: Math.max(...lines.map((l) => l.round ?? 0)),
    billRequested: false,
    sentAtMs: Date.now() - minutesAgo * 60_000,
    statusAtMs: Date.now() - minutesAgo * 60_000,
  }) as unknown as KitchenOrder;

describe('kitchen board', () => {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'staff' as const };
  beforeEach(() => {
    localStorage.clear();
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/configuration/locations?sort=name&pageSize=100': {
        items: [],
        total: 0,
        page: 1,
        pageSize: 100,
      },
    });
    live.orders = [
      order('a', 'sent', 'Mesa 1', 7, [
        line('a1', 'Croquetas', 1, 'Cocina'),
        line('a2', 'Entrecot', 2, 'Plancha', {
          details: [{ label: 'Al punto', priceDeltaCents: 0 }],
          notes: 'Sin sal',
          allergens: ['mustard'],
        }),
      ]),
      order('b', 'ready', null, 3, [line('b1', 'Caña', 1, 'Barra')]),
      order('c', 'served', 'Mesa 3', 30, [line('c1', 'Flan', 1, 'Cocina')]),
    ];
  });

  it('shows the current round of each ticket in its column, with minutes, details, notes and allergens', async () => {
    renderRoute('/casa-lola/orders/restaurant');
    const fresh = within(await screen.findByRole('region', { name: 'Nuevo' }));
    const ticket = fresh.getByRole('article', { name: 'Mesa 1, ronda 2, Enviado a cocina' });
    expect(ticket).toHaveTextContent('1 × Entrecot');
    expect(ticket).toHaveTextContent('Al punto');
    expect(ticket).toHaveTextContent('Sin sal');
    expect(within(ticket).getByRole('listitem', { name: 'Mostaza' })).toBeInTheDocument();
    expect(ticket).toHaveTextContent('7 min');
    expect(ticket).not.toHaveTextContent('Croquetas');
    expect(within(screen.getByRole('region', { name: 'Listo' })).getByRole('article')).toHaveTextContent('Para llevar');
    // Served long ago: gone from the board.
    expect(within(screen.getByRole('region', { name: 'Servido' })).queryByRole('article')).toBeNull();
  });

  it('strikes through a voided line of the round, with its reason', async () => {
    const voided = line('a3', 'Chuletón', 2, 'Plancha', { quantity: 2 });
    live.orders[0] = {
      ...live.orders[0]!,
      voids: [
        { id: 'v1', line: voided, quantity: 1, reason: 'Se equivocó de mesa' },
        { id: 'v0', line: line('a0', 'Gazpacho', 1, 'Cocina'), quantity: 1, reason: 'Ronda anterior' },
      ],
    } as unknown as KitchenOrder;
    renderRoute('/casa-lola/orders/restaurant');
    const ticket = await screen.findByRole('article', { name: 'Mesa 1, ronda 2, Enviado a cocina' });
    const [struck] = within(ticket).getAllByTestId('kitchen-void');
    expect(within(ticket).getAllByTestId('kitchen-void')).toHaveLength(1);
    expect(struck!.querySelector('del')).toHaveTextContent('1 × Chuletón');
    expect(struck).toHaveTextContent('Anulado: Se equivocó de mesa');
    expect(ticket).toHaveTextContent('1 × Entrecot');
  });

  it('moves a ticket on with a tap, and back one step', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/restaurant');
    await user.click(await screen.findByRole('button', { name: 'Pasar a En preparación' }));
    await user.click(screen.getByRole('button', { name: 'Devolver a En preparación' }));
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/status'));
    expect(calls.map(([url, init]) => [String(url), init?.body])).toEqual([
      ['/api/organizations/o1/orders/a/status', JSON.stringify({ status: 'preparing' })],
      ['/api/organizations/o1/orders/b/status', JSON.stringify({ status: 'preparing' })],
    ]);
  });

  it('filters by kitchen station', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/orders/restaurant');
    await user.click(await screen.findByRole('combobox', { name: 'Puesto' }));
    await user.click(screen.getByRole('option', { name: 'Barra' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Caña');
  });

  it('shows a round course by course, and the courses the waiter still holds back', async () => {
    live.orders = [
      {
        ...order('d', 'sent', 'Mesa 4', 1, [
          line('d1', 'Merluza', 2, 'Cocina', { course: 2 }),
          line('d2', 'Ensalada', 2, 'Cocina', { course: 1 }),
          line('d3', 'Caña', 2, 'Barra'),
          line('d4', 'Flan', 1, 'Cocina', { course: 3, round: null }),
        ]),
        heldCourses: [3],
      },
    ];
    renderRoute('/casa-lola/orders/restaurant');
    const ticket = await screen.findByRole('article', { name: 'Mesa 4, ronda 2, Enviado a cocina' });
    expect(
      within(ticket)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sin curso1 × Caña', 'Primeros1 × Ensalada', 'Segundos1 × Merluza']);
    expect(ticket).toHaveTextContent('En espera: Postres');
    expect(ticket).not.toHaveTextContent('Flan');
  });

  it('strikes a voided line through under its own course', async () => {
    const merluza = line('e2', 'Merluza', 1, 'Cocina', { course: 2 });
    live.orders = [
      {
        ...order('e', 'sent', 'Mesa 5', 1, [
          line('e1', 'Ensalada', 1, 'Cocina', { course: 1 }),
          line('e3', 'Flan', 1, 'Cocina', { course: 3 }),
        ]),
        voids: [{ id: 'v1', line: merluza, quantity: 1, reason: 'Sin existencias' }],
      } as unknown as KitchenOrder,
    ];
    renderRoute('/casa-lola/orders/restaurant');
    const ticket = await screen.findByRole('article', { name: 'Mesa 5, ronda 1, Enviado a cocina' });
    expect(
      within(ticket)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primeros1 × Ensalada', 'Segundos1 × MerluzaAnulado: Sin existencias', 'Postres1 × Flan']);
    expect(within(ticket).getByTestId('kitchen-void').querySelector('del')).toHaveTextContent('1 × Merluza');
  });
});
