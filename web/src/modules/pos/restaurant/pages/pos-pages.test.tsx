import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderLine, RestaurantPosCatalog } from '@plataforma/domain';
import { resetKeyboardForTests } from '../../../../platform/device/keyboard';
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

  it('with PINs in use asks for a PIN first, and only then to open the till (no dialog under the lock)', async () => {
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': catalog,
      '/api/organizations/o1/tills/L1': { session: null },
      '/api/organizations/o1/staff/status?locationId=L1': { pinsInUse: true, idleLockMinutes: 5 },
      '/api/organizations/o1/staff/unlock': {
        sessionId: 'ss1',
        locationId: 'L1',
        employee: { id: 'e1', name: 'Ana' },
        mayAuthorize: false,
        idleLockMinutes: 5,
      },
    });
    renderRoute('/casa-lola/pos/restaurant');
    // Once the till is known to be closed (hidden or not: a modal would hide the rest of the page)...
    await screen.findByRole('link', { name: 'Caja: Caja cerrada', hidden: true });
    // ...the lock screen is what can be used, and no dialog hides it.
    const lock = screen.getByRole('dialog', { name: 'Caja bloqueada' });
    expect(screen.queryByRole('dialog', { name: 'Abrir caja', hidden: true })).toBeNull();
    for (const digit of '1111') await userEvent.click(within(lock).getByRole('button', { name: digit }));
    expect(await screen.findByRole('dialog', { name: 'Abrir caja' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Caja bloqueada' })).toBeNull();
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
    // At a table the new lines are headed as not sent to the kitchen yet.
    expect(screen.getByText('Sin enviar')).toBeVisible();
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

/** The order as the server answers it, for the stubbed create / send / fire calls. */
function serverOrder(lines: [name: string, course: number, round: number | null][], heldCourses: number[]): Order {
  const orderLines = lines.map(
    ([name, course, round], index) =>
      ({
        id: `l${index}`,
        kind: 'dish',
        refId: 'd1',
        name,
        quantity: 1,
        unitPriceCents: 250,
        vatRate: 10,
        details: [],
        notes: '',
        station: 'Barra',
        allergens: [],
        round,
        paymentId: null,
        totalCents: 250,
        consumes: [],
        category: '',
        course,
      }) satisfies OrderLine,
  );
  const total = orderLines.length * 250;
  return {
    ...open,
    id: 'o9',
    table: { id: 't3', name: 'Barra 1', zone: '' },
    status: orderLines.some((l) => l.round !== null) ? 'sent' : 'open',
    lines: orderLines,
    round: Math.max(0, ...orderLines.map((l) => l.round ?? 0)),
    totals: { totalCents: total, discountCents: 0, vat: [] },
    payments: [],
    refunds: [],
    paidCents: 0,
    dueCents: total,
    refundedCents: 0,
    heldCourses,
  };
}

/** What the page posted, path and body, in order (but the till device's registration, see device-series). */
const posts = () =>
  (fetch as unknown as { mock: { calls: [unknown, RequestInit?][] } }).mock.calls
    .filter(([url, init]) => init?.method === 'POST' && !String(url).endsWith('/devices'))
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

/** A window of `width` px with a touch screen (no hover, coarse pointer), as MUI's useMediaQuery asks it. */
function stubScreen(width: number, { finePointer = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes('pointer')
      ? finePointer
      : (!maxWidth || width <= Number(maxWidth[1])) && (!minWidth || width >= Number(minWidth[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

describe('restaurant POS: courses and the phone', () => {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role: 'staff' as const };
  const created = serverOrder(
    [
      ['Caña', 1, null],
      ['Tinto de verano', 2, null],
      ['Caña', 0, null],
    ],
    [],
  );
  const sent = serverOrder(
    [
      ['Caña', 1, 1],
      ['Tinto de verano', 2, null],
      ['Caña', 0, 1],
    ],
    [2],
  );
  const fired = serverOrder(
    [
      ['Caña', 1, 1],
      ['Tinto de verano', 2, 2],
      ['Caña', 0, 1],
    ],
    [],
  );
  beforeEach(() => {
    localStorage.clear();
    resetKeyboardForTests();
    setSession(testUser([lola]));
    stubApi({
      '/api/organizations/o1': testOrganization(lola),
      '/api/organizations/o1/pos/restaurant/catalog': catalog,
      '/api/organizations/o1/orders?module=restaurant&active=true&pageSize=100&locationId=L1': {
        items: [],
        total: 0,
        page: 1,
        pageSize: 100,
      },
      '/api/organizations/o1/orders': created,
      '/api/organizations/o1/orders/o9/send': sent,
      '/api/organizations/o1/orders/o9/fire': fired,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('groups the order by course, holds segundos when sending and marches them later', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    const picker = await screen.findByRole('group', { name: 'Curso de los platos que añades' });
    expect(within(picker).getByRole('button', { name: 'Sin curso' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(picker).getByRole('button', { name: 'Primeros' }));
    await user.click(await screen.findByRole('button', { name: /^Caña/ }));
    await user.click(within(picker).getByRole('button', { name: 'Segundos' }));
    await user.click(screen.getByRole('button', { name: /^Tinto de verano/ }));
    await user.click(within(picker).getByRole('button', { name: 'Sin curso' }));
    await user.click(screen.getByRole('button', { name: /^Caña/ }));

    // Sin curso first (drinks come at once), then the courses; a caña in two courses is two lines.
    const cart = screen.getByRole('region', { name: 'Pedido' });
    expect(
      within(cart)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sin curso', 'Primeros', 'Segundos']);
    const sections = within(cart).getAllByTestId('cart-section');
    expect(sections[2]).toHaveTextContent('1 × Tinto de verano');
    expect(within(sections[0]!).queryByRole('button', { name: /en espera/ })).toBeNull();

    const hold = within(sections[2]!).getByRole('button', { name: 'Segundos en espera' });
    await user.click(hold);
    expect(hold).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Enviar a cocina' }));

    await waitFor(() => expect(posts()).toHaveLength(2));
    const [[, create], [sendPath, sendBody]] = posts() as [[string, { lines: { course: number }[] }], [string, object]];
    expect(create.lines.map((line) => line.course)).toEqual([1, 2, 0]);
    expect([sendPath, sendBody]).toEqual(['/api/organizations/o1/orders/o9/send', { hold: [2] }]);

    // Segundos wait on the order ('En espera'), with the button that marches them.
    const seconds = (await screen.findAllByTestId('cart-section'))[2]!;
    expect(within(seconds).getByTestId('order-line')).toHaveTextContent('En espera');
    await user.click(within(seconds).getByRole('button', { name: 'Marchar segundos' }));
    await waitFor(() => expect(posts().at(-1)).toEqual(['/api/organizations/o1/orders/o9/fire', { course: 2 }]));
    expect(await screen.findByText('Ronda 2 · enviada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marchar segundos' })).toBeNull();
  });

  it('lets the waiter write a note for the kitchen on a line, sent with it', async () => {
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    await user.click(await screen.findByRole('button', { name: /^Tinto de verano/ }));
    await user.click(screen.getByRole('button', { name: 'Notas de Tinto de verano' }));
    await user.type(screen.getByRole('textbox', { name: 'Notas de Tinto de verano' }), 'Sin hielo{Enter}');
    expect(screen.getByTestId('cart-line')).toHaveTextContent('Sin hielo');
    await user.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await waitFor(() => expect(posts().length).toBeGreaterThan(0));
    expect(posts()[0]![1]).toMatchObject({ lines: [{ notes: 'Sin hielo' }] });
  });

  it('on a 390 px phone shows the menu and the order as two tabs, the order tab counting what is on it', async () => {
    stubScreen(390);
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    const tabs = await screen.findByRole('tablist', { name: 'Carta o pedido' });
    expect(within(tabs).getByRole('tab', { name: 'Carta' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Pedido (0)' })).toBeInTheDocument();
    // The order is on its own tab: not on the menu's.
    expect(screen.queryByRole('region', { name: 'Pedido' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar a cocina' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: /^Caña/ }));
    await user.click(screen.getByRole('button', { name: /^Caña/ }));
    await user.click(screen.getByRole('button', { name: /^Tinto de verano/ }));
    // Every tap shows on the tab, one more of the same line too.
    await user.click(within(tabs).getByRole('tab', { name: 'Pedido (3)' }));

    expect(screen.getByRole('tabpanel', { name: 'Pedido (3)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'TPV del restaurante' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar a cocina' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cobrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuenta' })).toBeInTheDocument();
  });

  it('hints at keys only where there is a keyboard: a mouse, or a first key pressed outside a text field', async () => {
    stubScreen(390);
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    const search = await screen.findByRole('textbox', { name: 'Buscar plato' });
    expect(search).toHaveAttribute('placeholder', 'Buscar');
    // Typing into the search box may be the on-screen keyboard: no hint yet.
    await user.type(search, 'ca');
    expect(search).toHaveAttribute('placeholder', 'Buscar');
    await user.clear(search);
    search.blur();
    await user.keyboard('{Control>}{/Control}');
    expect(search).toHaveAttribute('placeholder', 'Pulsa / para buscar');
  });

  it('hints at keys at once on a computer with a mouse', async () => {
    stubScreen(1280, { finePointer: true });
    renderRoute('/casa-lola/pos/restaurant/order?table=t3');
    expect(await screen.findByRole('textbox', { name: 'Buscar plato' })).toHaveAttribute(
      'placeholder',
      'Pulsa / para buscar',
    );
    expect(screen.queryByRole('tablist', { name: 'Carta o pedido' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Pedido' })).toBeInTheDocument();
  });
});
