import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, RestaurantPosCatalog } from '@plataforma/domain';
import { renderRoute } from '../../../../test/render-route';
import { setSession, stubApi, testOrganization, testUser } from '../../../../test/session';

// The kitchen's live signal is tested on its own (useKitchenChanges.test); here the pages run on the stubbed API.
vi.mock('../../shell/useKitchenChanges', () => ({ useKitchenChanges: () => undefined }));

const meta = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const catalog = {
  locationId: 'L1',
  locations: [
    {
      id: 'L1',
      name: 'Centro',
      timezone: 'Europe/Madrid',
      ticketSeries: 'C1',
      tables: [
        { id: 't1', name: 'Mesa 1', zone: 'Terraza', seats: 4 },
        { id: 't2', name: 'Mesa 2', zone: 'Terraza', seats: 2 },
        { id: 't3', name: 'Barra 1', zone: '', seats: 1 },
      ],
    },
  ],
  categories: [{ ...meta, id: 'c1', name: 'Bebidas', description: '', active: true, position: 0 }],
  dishes: [
    ['d1', 'Caña', 250, true],
    ['d2', 'Tinto de verano', 300, true],
    ['d3', 'Sidra', 350, false],
  ].map(([id, name, priceCents, available]) => ({
    ...meta,
    id,
    name,
    description: '',
    priceCents,
    vatRate: 10,
    categoryId: 'c1',
    allergens: id === 'd1' ? ['gluten'] : [],
    available,
    stock: null,
    station: 'Barra',
    modifierGroupIds: [],
  })),
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
} as unknown as RestaurantPosCatalog;

const open = {
  id: 'o1',
  table: { id: 't1', name: 'Mesa 1', zone: 'Terraza' },
  status: 'sent',
  billRequested: false,
  totals: { totalCents: 1230, vat: [] },
  createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
  diners: 3,
} as unknown as Order;
const waiting = { ...open, id: 'o2', table: { id: 't2', name: 'Mesa 2', zone: 'Terraza' }, billRequested: true };

describe('restaurant POS screens', () => {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'staff' as const };
  beforeEach(() => {
    localStorage.clear();
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': catalog,
      // No employee has a PIN: the till never locks (see pos/staff).
      '/api/organizations/o1/staff/status?locationId=L1': { pinsInUse: false, idleLockMinutes: 5 },
      '/api/organizations/o1/tills/L1': { session: { id: 's1', locationId: 'L1', status: 'open', movements: [] } },
      '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
        items: [open, waiting],
        total: 2,
        page: 1,
        pageSize: 100,
      },
    });
  });

  it('asks to open the till when the location has none open; orders can still be taken ("Ahora no")', async () => {
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': catalog,
      '/api/organizations/o1/tills/L1': { session: null },
      '/api/organizations/o1/staff/status?locationId=L1': { pinsInUse: false, idleLockMinutes: 5 },
    });
    renderRoute('/casa-lola/pos/restaurant');
    const dialog = await screen.findByRole('dialog', { name: 'Abrir caja' });
    expect(within(dialog).getByText(/fondo de caja de Centro/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    expect(await screen.findByRole('button', { name: 'Mesa 1: Libre' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Caja: Caja cerrada' })).toHaveAttribute(
      'href',
      '/casa-lola/pos/till?location=L1',
    );
  });

  it('shows the tables by zone with their state, and takeaway (a list without a floor plan)', async () => {
    renderRoute('/casa-lola/pos/restaurant');
    expect(await screen.findByRole('link', { name: 'Mesa 1: En cocina' })).toHaveTextContent('12,30 €');
    expect(screen.getByRole('link', { name: 'Mesa 1: En cocina' })).toHaveTextContent('12 min');
    expect(screen.getByRole('link', { name: 'Mesa 1: En cocina' })).toHaveTextContent('3 comensales');
    expect(screen.queryByTestId('floor-plan')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mesa 2: Esperando la cuenta' })).toHaveAttribute(
      'href',
      '/casa-lola/pos/restaurant/order?table=t2&order=o2',
    );
    const terrace = screen.getByRole('region', { name: 'Terraza' });
    expect(within(terrace).getAllByTestId('pos-table')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Sala' })).getByRole('button', { name: 'Barra 1: Libre' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Para llevar' })).toBeInTheDocument();
    // The counter's quick sale and the ticket history are one tap away from the bar.
    expect(screen.getByRole('link', { name: 'Venta rápida' })).toHaveAttribute(
      'href',
      '/casa-lola/pos/restaurant/quick',
    );
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/casa-lola/pos/tickets');
  });

  it('draws the floor plan by zone, filters a zone, and asks the diners of a free table before opening it', async () => {
    const placed = structuredClone(catalog);
    const [m1, m2, bar] = placed.locations[0]!.tables;
    Object.assign(m1!, { position: { col: 0, row: 0 } });
    Object.assign(m2!, { position: { col: 2, row: 1 } });
    Object.assign(bar!, { position: { col: 0, row: 0 } });
    const ready = { ...open, status: 'ready' };
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': placed,
      '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
        items: [ready],
        total: 1,
        page: 1,
        pageSize: 100,
      },
      '/api/organizations/o1/orders': { ...ready, id: 'o9', table: { id: 't2', name: 'Mesa 2', zone: 'Terraza' } },
    });
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant');
    const plan = await screen.findByRole('group', { name: 'Plano de Terraza' });
    const first = await within(plan).findByRole('link', { name: 'Mesa 1: Listo para servir' });
    expect(first).toHaveAttribute('data-state', 'ready');
    expect(first.parentElement).toHaveStyle({ gridColumn: '1', gridRow: '1' });
    expect(within(plan).getByRole('button', { name: 'Mesa 2: Libre' }).parentElement).toHaveStyle({
      gridColumn: '3',
      gridRow: '2',
    });
    await user.click(screen.getByRole('tab', { name: 'Sala' }));
    expect(screen.queryByRole('group', { name: 'Plano de Terraza' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Plano de Sala' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Terraza' }));
    await user.click(screen.getByRole('button', { name: 'Mesa 2: Libre' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mesa 2: ¿cuántos comensales?' })).getByRole('button', { name: '4' }),
    );
    expect(await screen.findByRole('heading', { name: 'Mesa 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar comensales: 4' })).toHaveTextContent('4 comensales');
    // The first round opens the order with its diners.
    await user.click(await screen.findByRole('button', { name: /^Caña/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    const calls = (fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls;
    const create = calls.find(([url, init]) => url === '/api/organizations/o1/orders' && init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body))).toMatchObject({ tableId: 't2', diners: 4 });
  });

  it('fills the cart from the keyboard without the network, sold-out dishes disabled', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    expect(await screen.findByRole('heading', { name: 'Barra 1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sidra.*Agotado/ })).toBeDisabled();
    // The cart is the device's until it is sent: no call writes anything (reads may refresh on their own).
    const writes = () =>
      (fetch as unknown as { mock: { calls: [unknown, RequestInit?][] } }).mock.calls.filter(
        ([, init]) => (init?.method ?? 'GET') !== 'GET',
      ).length;
    const calls = writes();
    await user.keyboard('/');
    expect(screen.getByLabelText('Buscar plato')).toHaveFocus();
    await user.keyboard('tinto{Enter}{Escape}');
    await user.click(screen.getByRole('button', { name: /^Caña/ }));
    await user.click(screen.getByRole('button', { name: /^Caña/ }));
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('2 × Caña');
    expect(screen.getByTestId('pos-total')).toHaveTextContent('8,00 €');
    await user.click(screen.getByRole('button', { name: 'Quitar Tinto de verano' }));
    expect(screen.getByTestId('pos-total')).toHaveTextContent('5,00 €');
    expect(writes()).toBe(calls);
    expect(screen.getByRole('button', { name: 'Enviar a cocina' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cobrar' })).toBeDisabled();
    // Discounts are an encargado's: staff has no button for them.
    expect(screen.queryByRole('button', { name: 'Descuento' })).toBeNull();
  });

  it('lets a manager add a discount line, negative in the totals', async () => {
    const manager = { ...lola, role: 'manager' as const };
    setSession(testUser([manager]));
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order');
    expect(await screen.findByRole('heading', { name: 'Para llevar' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Tinto de verano/ }));
    await user.click(screen.getByRole('button', { name: 'Descuento' }));
    const dialog = screen.getByRole('dialog', { name: 'Descuento' });
    expect(within(dialog).getByRole('button', { name: 'Aplicar descuento' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Importe'), '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar descuento' }));
    const lines = screen.getAllByTestId('cart-line');
    expect(lines[1]).toHaveTextContent('Descuento');
    expect(within(lines[1]!).queryByRole('button', { name: /Una más/ })).toBeNull();
    expect(screen.getByTestId('pos-total')).toHaveTextContent('2,50 €');
  });

  it('splits 2 of 3 cañas to a free table, and offers only free tables to move to', async () => {
    const cana = {
      id: 'l1',
      kind: 'dish',
      name: 'Caña',
      quantity: 3,
      unitPriceCents: 250,
      totalCents: 750,
      details: [],
      notes: '',
      allergens: [],
      round: 1,
      paymentId: null,
    };
    const seated = { ...open, lines: [cana], payments: [], dueCents: 750, locationId: 'L1', diners: 3 };
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog?locationId=L1': catalog,
      '/api/organizations/o1/orders/o1': seated,
      '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
        items: [seated, waiting],
        total: 2,
        page: 1,
        pageSize: 100,
      },
      '/api/organizations/o1/orders/o1/split': { from: seated, to: { ...seated, id: 'o3' } },
    });
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t1&order=o1');
    expect(await screen.findByRole('button', { name: 'Cambiar comensales: 3' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mesa' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar de mesa' }));
    const picker = screen.getByRole('dialog', { name: 'Mesa 1: ¿a qué mesa se cambia?' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Barra 1', 'Cancelar']);
    await user.click(within(picker).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Mesa' }));
    await user.click(screen.getByRole('menuitem', { name: 'Dividir cuenta en otra mesa' }));
    const dialog = screen.getByRole('dialog', { name: 'Dividir la cuenta de Mesa 1' });
    const confirm = within(dialog).getByRole('button', { name: 'Pasar a la otra mesa' });
    expect(confirm).toBeDisabled();
    const more = within(dialog).getByRole('button', { name: 'Unidades de Caña que pasan: +1' });
    await user.click(more);
    await user.click(more);
    expect(within(dialog).getByLabelText('Unidades de Caña que pasan')).toHaveTextContent('2');
    await user.type(within(dialog).getByLabelText('Comensales que se cambian'), '1');
    await user.click(confirm);
    const calls = (fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls;
    const split = calls.find(([url]) => url === '/api/organizations/o1/orders/o1/split');
    expect(JSON.parse(String(split?.[1]?.body))).toEqual({
      tableId: 't3',
      lines: [{ lineId: 'l1', quantity: 2 }],
      diners: 1,
    });
    expect(new Headers(split?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });
});
