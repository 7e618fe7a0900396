import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  todayIn,
  type Order,
  type PaymentResult,
  type RestaurantPosCatalog,
  type Role,
  type Ticket,
} from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { setSession, testOrganization, testUser } from '../../../test/session';
import { savePrinterChoice } from '../printing/printer-choice';

/** Issue 14 at the counter: the ticket history and the quick sale, against a fake API and a fake print bridge. */

const today = todayIn('Europe/Madrid');
const meta = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const catalog = {
  locationId: 'L1',
  locations: [
    {
      id: 'L1',
      name: 'Centro',
      timezone: 'Europe/Madrid',
      ticketSeries: 'T',
      tables: [{ id: 't1', name: 'Mesa 1', zone: 'Sala', seats: 4 }],
    },
  ],
  categories: [{ ...meta, id: 'c1', name: 'Barra', description: '', active: true, position: 0 }],
  dishes: [
    ['d1', 'Café', 150],
    ['d2', 'Tostada', 250],
  ].map(([id, name, priceCents]) => ({
    ...meta,
    id,
    name,
    description: '',
    priceCents,
    vatRate: 10,
    categoryId: 'c1',
    allergens: [],
    available: true,
    stock: null,
    station: 'Barra',
    modifierGroupIds: [],
  })),
  modifierGroups: [],
  combos: [],
  dailyMenu: null,
} as unknown as RestaurantPosCatalog;

const ticket = (number: number, fields: Partial<Ticket> & { employee?: { id: string; name: string } } = {}) =>
  ({
    code: `T-${String(number).padStart(6, '0')}`,
    series: 'T',
    number,
    issuedAt: `${today}T${String(8 + number).padStart(2, '0')}:00:00.000Z`,
    timezone: 'Europe/Madrid',
    business: { name: 'Casa Lola S.L.', taxId: 'B12345674', address: '' },
    location: { name: 'Centro', address: '', phone: '' },
    table: 'Para llevar',
    lines: [{ name: 'Café', quantity: 1, unitPriceCents: 150, totalCents: 150, details: [] }],
    discountCents: 0,
    vat: [{ rate: 10, baseCents: 136, vatCents: 14, grossCents: 150 }],
    totalCents: 150,
    payment: { method: 'cash', cashCents: 150, cardCents: 0, tenderedCents: 150, changeCents: 0 },
    locationId: 'L1',
    date: today,
    tableId: '',
    ...fields,
  }) as Ticket;

const TICKETS = [
  ticket(3, { employee: { id: 'e1', name: 'Ana' } }),
  ticket(2, { table: 'Mesa 1', tableId: 't1', totalCents: 1200 }),
  ticket(1, { employee: { id: 'e2', name: 'Beto' } }),
];
const ORDER = {
  id: 'o2',
  table: { id: 't1', name: 'Mesa 1', zone: 'Sala' },
  status: 'paid',
  lines: [{ id: 'l1', kind: 'dish', name: 'Café', quantity: 1, totalCents: 150, unitPriceCents: 150, paymentId: 'p1' }],
  payments: [{ id: 'p1', method: 'cash', amountCents: 150, lineIds: ['l1'], ticketCode: 'T-000002' }],
  refunds: [],
  ticketCodes: ['T-000002'],
} as unknown as Order;

type Call = { url: URL; method: string; body: unknown; key: string | null };
let calls: Call[];
/** Answers a POST of the quick sale; tests replace it (a failure, a slow answer). */
let quickSale: (call: Call) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: the organization, the catalogue, the ticket history filtered as the server does, the quick sale. */
function fakeApi(role: Role) {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role };
  setSession(testUser([lola]));
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const call = {
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: headers.get('Idempotency-Key'),
      };
      calls.push(call);
      const path = url.pathname;
      if (path === '/api/organizations/o1') return json(testOrganization(lola));
      if (path === '/api/organizations/o1/pos/restaurant/catalog') return json(catalog);
      if (path === '/api/organizations/o1/orders/quick-sale') return quickSale(call);
      if (path === '/api/organizations/o1/tickets') {
        const q = url.searchParams;
        const items = TICKETS.filter(
          (t) =>
            (!q.has('date') || t.date === q.get('date')) &&
            (!q.has('code') || t.number === Number(q.get('code'))) &&
            (!q.has('table') || t.tableId === q.get('table')) &&
            (!q.has('employee') || (t as { employee?: { id: string } }).employee?.id === q.get('employee')),
        );
        return json({ items, total: items.length, page: 1, pageSize: 25 });
      }
      const code = /^\/api\/organizations\/o1\/tickets\/(.+)$/.exec(path)?.[1];
      if (code)
        return json({ ticket: TICKETS.find((t) => t.code === code), order: code === 'T-000002' ? ORDER : null });
      return json({ error: { code: 'route-not-found', message: 'Ruta inválida' } }, 404);
    }),
  );
}

const ticketQueries = () =>
  calls.filter((c) => c.url.pathname === '/api/organizations/o1/tickets').map((c) => c.url.searchParams.toString());

/** A fake Android print bridge that prints everything it is sent. */
function installBridge() {
  const printed: { type: string; address: string }[] = [];
  const listeners: ((event: { data: unknown }) => void)[] = [];
  (globalThis as Record<string, unknown>).PlataformaPrinter = {
    postMessage: (message: string) => {
      const request = JSON.parse(message) as { id: string; type: string; address: string };
      printed.push(request);
      setTimeout(() => listeners.forEach((l) => l({ data: JSON.stringify({ v: 1, id: request.id, ok: true }) })), 5);
    },
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => listeners.push(listener),
  };
  savePrinterChoice({ kind: 'bluetooth', name: 'MTP-II', address: '66:22:B3:01:02:03', paperWidth: 58 });
  return printed;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).PlataformaPrinter;
});

describe('the ticket history', () => {
  it("lists today's tickets newest first and narrows by number, table and who served", async () => {
    fakeApi('staff');
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/tickets');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('ticket-row');
    expect(rows[0]).toHaveTextContent('T-000003 · Para llevar');
    expect(rows[1]).toHaveTextContent('T-000002 · Mesa 1');
    expect(rows[1]).toHaveTextContent('12,00 €');
    expect(ticketQueries()[0]).toBe(`locationId=L1&page=1&pageSize=25&date=${today}`);

    await user.type(screen.getByLabelText('Número'), '2');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByTestId('ticket-row')).toHaveTextContent('T-000002');
    expect(ticketQueries().at(-1)).toBe(`locationId=L1&page=1&pageSize=25&date=${today}&code=2`);
    await user.clear(screen.getByLabelText('Número'));

    await user.click(screen.getByLabelText('Mesa'));
    await user.click(await screen.findByRole('option', { name: 'Sin mesa (para llevar, venta rápida)' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(2));
    expect(ticketQueries().at(-1)).toBe(`locationId=L1&page=1&pageSize=25&date=${today}&table=`);

    await user.click(screen.getByRole('button', { name: 'Ver los tickets de Beto' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByTestId('ticket-row')).toHaveTextContent('T-000001');
    expect(ticketQueries().at(-1)).toContain('employee=e2');
    await user.click(screen.getByTitle('Quitar el filtro de empleado'));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(2));
  });

  it('opens a ticket as printed with its order, reprints it through the bridge; staff refund with a manager PIN', async () => {
    fakeApi('staff');
    const printed = installBridge();
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/tickets');
    await user.click((await screen.findAllByTestId('ticket-row'))[1]!);
    await screen.findByRole('document', { name: 'Ticket T-000002' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('ticket-order')).toHaveTextContent('Pedido: Mesa 1 · tickets T-000002');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printed.map((r) => r.type)).toContain('print'));
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    const refund = await screen.findByRole('dialog', { name: 'Devolver de T-000002' });
    await user.click(within(refund).getByRole('button', { name: /^Una más de / }));
    const confirm = within(refund).getByRole('button', { name: 'Devolver' });
    expect(confirm).toBeDisabled();
    await user.type(within(refund).getByLabelText('PIN del encargado'), '2222');
    expect(confirm).toBeEnabled();
  });

  it("lets an encargado give a ticket's lines back through the sales core's refund", async () => {
    fakeApi('manager');
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/tickets');
    await user.click((await screen.findAllByTestId('ticket-row'))[1]!);
    await screen.findByRole('document', { name: 'Ticket T-000002' });
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByRole('dialog', { name: 'Devolver de T-000002' })).toBeInTheDocument();
    expect(screen.getAllByTestId('refund-line')).toHaveLength(1);
    expect(screen.queryByLabelText('PIN del encargado')).toBeNull();
  });

  it('says when a ticket is older than the history and has no order to open', async () => {
    fakeApi('manager');
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/tickets');
    await user.click((await screen.findAllByTestId('ticket-row'))[0]!);
    await screen.findByRole('document', { name: 'Ticket T-000003' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('ticket-order')).toHaveTextContent('Ticket anterior al historial');
    expect(within(dialog).queryByRole('button', { name: 'Devolver' })).toBeNull();
  });
});

describe('the quick sale', () => {
  const sold = (call: Call): PaymentResult =>
    ({
      order: { id: 'q1', quick: true, status: 'paid' },
      payment: { id: 'p1', method: (call.body as { payment: { method: string } }).payment.method },
      ticket: ticket(4, { totalCents: 450 }),
    }) as unknown as PaymentResult;
  // What the till posted but the device's registration (device-series).
  const posts = () => calls.filter((c) => c.method === 'POST' && !c.url.pathname.endsWith('/devices'));

  it('sells in two taps: products, then Cobrar (cash exact); the ticket prints and the till is ready again', async () => {
    fakeApi('staff');
    quickSale = async (call) => json(sold(call), 201);
    const printed = installBridge();
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/quick');
    await user.click(await screen.findByRole('button', { name: /^Café/ }));
    await user.click(screen.getByRole('button', { name: /^Café/ }));
    await user.click(screen.getByRole('button', { name: /^Tostada/ }));
    await user.click(screen.getByRole('button', { name: 'Cobrar 5,50 €' }));
    await waitFor(() => expect(printed.map((r) => r.type)).toContain('print'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      module: 'restaurant',
      locationId: 'L1',
      lines: [
        expect.objectContaining({ kind: 'dish', dishId: 'd1', quantity: 2 }),
        expect.objectContaining({ kind: 'dish', dishId: 'd2', quantity: 1 }),
      ],
      payment: { method: 'cash' },
    });
    expect(posts()[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cobrar 0,00 €' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Último ticket' }));
    expect(await screen.findByRole('document', { name: 'Ticket T-000004' })).toBeInTheDocument();
  });

  it('charges by card in one tap', async () => {
    fakeApi('staff');
    quickSale = async (call) => json(sold(call), 201);
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/quick');
    await user.click(await screen.findByRole('button', { name: /^Café/ }));
    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ payment: { method: 'card' } });
  });

  it('sends the coupon typed with the sale (the server prices it); its refusal shows under it', async () => {
    fakeApi('staff');
    quickSale = async (call) =>
      (call.body as { coupon?: string }).coupon === 'NOPE'
        ? json(
            {
              error: {
                code: 'coupon-not-found',
                message: 'No hay ningún cupón con ese código',
                fields: { code: 'No hay ningún cupón con ese código' },
              },
            },
            400,
          )
        : json(sold(call), 201);
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/quick');
    await user.click(await screen.findByRole('button', { name: /^Café/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Cupón' }), 'nope{Enter}');
    expect(screen.getByTestId('order-coupon')).toHaveTextContent('Cupón NOPE: se aplica al cobrar');
    await user.click(screen.getByRole('button', { name: 'Cobrar 1,50 €' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay ningún cupón con ese código');
    expect(posts()[0]!.body).toMatchObject({ coupon: 'NOPE' });
    // Taken off and another typed: the sale goes with it, and the field is empty for the next customer.
    await user.click(screen.getByRole('button', { name: 'Quitar cupón' }));
    await user.type(screen.getByRole('textbox', { name: 'Cupón' }), 'bienvenida10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await user.click(screen.getByRole('button', { name: 'Cobrar 1,50 €' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toMatchObject({ coupon: 'BIENVENIDA10', payment: { method: 'cash' } });
    await waitFor(() => expect(screen.queryByTestId('order-coupon')).toBeNull());
  });

  it('never charges twice: a double tap sends one sale, and a retry after a failure reuses its key', async () => {
    fakeApi('staff');
    let answer: (response: Response) => void = () => undefined;
    quickSale = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    renderRoute('/casa-lola/pos/restaurant/quick');
    await user.click(await screen.findByRole('button', { name: /^Café/ }));
    const pay = screen.getByRole('button', { name: 'Cobrar 1,50 €' });
    await user.dblClick(pay);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(pay).toBeDisabled();
    // The answer is lost (the network failed): the sale stays in the cart, and the next tap sends the same key.
    answer(json({ error: { code: 'internal', message: 'Error del servidor' } }, 500));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cobrar 1,50 €' })).toBeEnabled());
    quickSale = async (call) => json(sold(call), 201);
    await user.click(screen.getByRole('button', { name: 'Cobrar 1,50 €' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.key).toBe(posts()[0]!.key);
  });
});
