import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  KITCHEN_STATUSES,
  todayIn,
  type Category,
  type Dish,
  type Location,
  type Order,
  type Organization,
  type Page,
  type PaymentResult,
  type RefundResult,
  type Ticket,
  type TicketDetail,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 14: the ticket history (tickets after the sale) and the quick sale at the counter. */

let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let centro: Location;
let terraza: Location;
let coffee: Dish;
let croquettes: Dish;
const today = todayIn('Europe/Madrid');

async function call<T>(actor: Actor, path: string, body?: object, status = 200, key?: string): Promise<T> {
  const request = body ? api().post(`${base}${path}`) : api().get(`${base}${path}`);
  request.set(actor.auth);
  if (key) request.set('Idempotency-Key', key);
  const response = await request.send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}

const line = (dish: Dish, quantity = 1) => ({ kind: 'dish', dishId: dish.id, quantity });
const quick = (lines: object[], payment: object = { method: 'cash' }, key?: string, location = centro) =>
  call<PaymentResult>(staff, '/orders/quick-sale', { locationId: location.id, lines, payment }, 201, key);
/** An order at a table (or a takeaway), paid in full. */
async function sellAt(tableId: string, lines: object[], location = centro): Promise<PaymentResult> {
  const order = await call<Order>(staff, '/orders', { locationId: location.id, tableId, lines }, 201);
  return call<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'card' }, 201);
}
const list = (query: Record<string, string>) =>
  call<Page<Ticket>>(staff, `/tickets?${new URLSearchParams({ locationId: centro.id, ...query }).toString()}`);
const codes = (page: Page<Ticket>) => page.items.map((ticket) => ticket.code);

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'orders', 'configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  const tables = [
    { id: 't1', name: 'Mesa 1', zone: 'Salón', seats: 4 },
    { id: 't2', name: 'Mesa 2', zone: 'Salón', seats: 2 },
  ];
  centro = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'T', tables });
  terraza = await createLocation(owner, org.id, { name: 'Terraza', ticketSeries: 'TZ', tables });
  const category = await call<Category>(owner, '/restaurant/categories', { name: 'Barra' }, 201);
  coffee = await call<Dish>(owner, '/restaurant/dishes', { name: 'Café', price: '1,50', categoryId: category.id }, 201);
  croquettes = await call<Dish>(
    owner,
    '/restaurant/dishes',
    { name: 'Croquetas', price: '8', categoryId: category.id, station: 'Cocina' },
    201,
  );
});

beforeEach(async () => {
  for (const name of ['orders', 'openTables', 'ticketSeries', 'tickets', 'idempotencyKeys'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('the ticket history', () => {
  it("lists the location's tickets newest first, filed by day and table, and narrows by number, table and amount", async () => {
    const first = await sellAt('t1', [line(croquettes)]); // T-000001, 8 €
    const second = await sellAt('', [line(coffee, 2)]); // T-000002, 3 €, takeaway
    const third = await quick([line(croquettes)]); // T-000003, 8 €, no table
    await sellAt('t2', [line(coffee)], terraza); // another location's series

    const all = await list({});
    expect(codes(all)).toEqual(['T-000003', 'T-000002', 'T-000001']);
    expect(all.total).toBe(3);
    expect(all.items[2]).toMatchObject({ locationId: centro.id, date: today, tableId: 't1', table: 'Mesa 1' });
    expect(all.items[0]).toMatchObject({ tableId: '', table: 'Para llevar', totalCents: 800 });

    expect(codes(await list({ date: today }))).toEqual(['T-000003', 'T-000002', 'T-000001']);
    expect(codes(await list({ date: '2020-01-01' }))).toEqual([]);
    expect(codes(await list({ code: '2' }))).toEqual([second.ticket.code]);
    expect(codes(await list({ code: 'T-000001' }))).toEqual([first.ticket.code]);
    expect(codes(await list({ table: 't1' }))).toEqual(['T-000001']);
    expect(codes(await list({ table: '' }))).toEqual(['T-000003', 'T-000002']);
    expect(codes(await list({ amount: '8' }))).toEqual([third.ticket.code, first.ticket.code]);
    expect(codes(await list({ amount: '8,00', table: 't1', date: today }))).toEqual(['T-000001']);
    expect(codes(await list({ amount: '3,01' }))).toEqual([]);
  });

  it('narrows by who served (tickets carry the employee once the staff switch names them)', async () => {
    await sellAt('t1', [line(coffee)]);
    const served = await sellAt('t2', [line(coffee)]);
    await adminDb()
      .doc(`organizations/${org.id}/tickets/${served.ticket.code}`)
      .update({ employee: { id: 'e1', name: 'Ana' } });
    expect(codes(await list({ employee: 'e1' }))).toEqual([served.ticket.code]);
    expect(codes(await list({ employee: 'e2' }))).toEqual([]);
  });

  it('pages through the list, newest first, with its total', async () => {
    for (let i = 0; i < 5; i += 1) await quick([line(coffee)]);
    const page1 = await list({ pageSize: '2' });
    const page2 = await list({ pageSize: '2', page: '2' });
    const page3 = await list({ pageSize: '2', page: '3' });
    expect([page1.total, page2.total, page3.total]).toEqual([5, 5, 5]);
    expect([...codes(page1), ...codes(page2), ...codes(page3)]).toEqual([
      'T-000005',
      'T-000004',
      'T-000003',
      'T-000002',
      'T-000001',
    ]);
  });

  it('refuses a list without its location or with filters it cannot read, with field errors', async () => {
    const response = await api().get(`${base}/tickets?code=abc&amount=-3&date=ayer`).set(staff.auth);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['amount', 'code', 'date', 'locationId']);
    expect(response.body.error.fields.code).toBe('Escribe el número del ticket (123 o T-000123)');
  });

  it('opens a ticket with its order, and a rectifying ticket leads to the same order', async () => {
    const sold = await sellAt('t1', [line(croquettes, 2)]);
    const detail = await call<TicketDetail>(staff, `/tickets/${sold.ticket.code}`);
    expect(detail.ticket).toEqual(sold.ticket);
    expect(detail.order?.id).toBe(sold.order.id);
    expect(detail.order?.ticketCodes).toEqual([sold.ticket.code]);

    const refunded = await call<RefundResult>(
      owner,
      `/orders/${sold.order.id}/refunds`,
      { lines: [{ lineId: sold.order.lines[0]!.id, quantity: 1 }], reason: 'Fría' },
      201,
    );
    const rectifying = await call<TicketDetail>(staff, `/tickets/${refunded.ticket.code}`);
    expect(rectifying.ticket).toMatchObject({ code: 'T-R000001', totalCents: -800, tableId: 't1' });
    expect(rectifying.order?.id).toBe(sold.order.id);
    expect(rectifying.order?.ticketCodes).toEqual([sold.ticket.code, refunded.ticket.code]);
  });

  it('opens a ticket stored before the history with no order, its day from when it was issued; 404 for none', async () => {
    const sold = await sellAt('t1', [line(coffee)]);
    const { locationId: _l, date: _d, tableId: _t, ...old } = sold.ticket;
    await adminDb()
      .doc(`organizations/${org.id}/tickets/T-000099`)
      .set({ ...old, code: 'T-000099', number: 99, issuedAt: '2025-06-30T22:30:00.000Z' });
    const detail = await call<TicketDetail>(staff, '/tickets/T-000099');
    expect(detail.order).toBeNull();
    expect(detail.ticket).toMatchObject({ locationId: '', tableId: '', date: '2025-07-01' });
    // Not listed: the history lists a location's tickets.
    expect(codes(await list({}))).toEqual([sold.ticket.code]);

    const missing = await api().get(`${base}/tickets/T-000404`).set(staff.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Ticket no encontrado');
  });
});

describe('the quick sale', () => {
  it('creates and pays a counter sale in one go: cash exact by default, no table, never sent, its ticket issued', async () => {
    const sold = await quick([line(coffee, 2)]);
    expect(sold.order).toMatchObject({
      status: 'paid',
      quick: true,
      table: null,
      round: 0,
      paidCents: 300,
      dueCents: 0,
      ticketCodes: ['T-000001'],
    });
    expect(sold.order.lines.every((l) => l.round === null)).toBe(true);
    expect(sold.payment).toMatchObject({ method: 'cash', amountCents: 300, tenderedCents: 300, changeCents: 0 });
    expect(sold.ticket).toMatchObject({ code: 'T-000001', totalCents: 300, table: 'Para llevar', tableId: '' });
    const stored = await adminDb().doc(`organizations/${org.id}/tickets/T-000001`).get();
    expect(stored.data()).toEqual(sold.ticket);

    const card = await quick([line(croquettes)], { method: 'card' });
    expect(card.payment).toMatchObject({ method: 'card', cardCents: 800, cashCents: 0 });
    const change = await quick([line(coffee)], { method: 'cash', tendered: '5' });
    expect(change.payment).toMatchObject({ tenderedCents: 500, changeCents: 350 });
    // Orders opened as usual are not quick ones.
    const usual = await call<Order>(staff, '/orders', { locationId: centro.id, lines: [line(coffee)] }, 201);
    expect(usual.quick).toBe(false);
  });

  it('never reaches the kitchen: not in the board query, not among the active orders, cannot be sent', async () => {
    const sold = await quick([line(croquettes)]);
    const sent = await call<Order>(
      staff,
      '/orders',
      { locationId: centro.id, tableId: 't1', lines: [line(coffee)] },
      201,
    );
    await call(staff, `/orders/${sent.id}/send`, {});
    // The kitchen board's live query (useKitchenOrders), run as it is.
    const board = await adminDb()
      .collection(`organizations/${org.id}/orders`)
      .where('module', '==', 'restaurant')
      .where('status', 'in', [...KITCHEN_STATUSES])
      .where('date', '==', today)
      .where('locationId', '==', centro.id)
      .get();
    expect(board.docs.map((d) => d.id)).toEqual([sent.id]);
    const active = await call<Page<Order>>(staff, `/orders?active=true&locationId=${centro.id}`);
    expect(active.items.map((o) => o.id)).toEqual([sent.id]);
    const send = await api().post(`${base}/orders/${sold.order.id}/send`).set(staff.auth);
    expect(send.status).toBe(409);
  });

  it('charges once for a double tap: the same key answers the same sale, even at the same moment', async () => {
    const key = 'quick-sale-double-tap-1';
    const [a, b] = await Promise.all([quick([line(coffee)], undefined, key), quick([line(coffee)], undefined, key)]);
    const again = await quick([line(coffee)], undefined, key);
    expect(b.order.id).toBe(a.order.id);
    expect(again.ticket.code).toBe(a.ticket.code);
    const orders = await adminDb().collection(`organizations/${org.id}/orders`).get();
    const tickets = await adminDb().collection(`organizations/${org.id}/tickets`).get();
    expect([orders.size, tickets.size]).toEqual([1, 1]);
    // The next sale (a new key) takes the next number: the first took only one.
    expect((await quick([line(coffee)], undefined, 'quick-sale-double-tap-2')).ticket.code).toBe('T-000002');
    // The same key with another sale is refused, nothing written.
    const other = await api()
      .post(`${base}/orders/quick-sale`)
      .set(staff.auth)
      .set('Idempotency-Key', key)
      .send({ locationId: centro.id, lines: [line(croquettes)], payment: { method: 'cash' } });
    expect(other.status).toBe(422);
  });

  it('refuses an empty sale or one that does not pay, and writes nothing', async () => {
    const empty = await api()
      .post(`${base}/orders/quick-sale`)
      .set(staff.auth)
      .send({ locationId: centro.id, lines: [], payment: { method: 'cash' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.lines).toBe('Añade algo a la venta');
    const short = await api()
      .post(`${base}/orders/quick-sale`)
      .set(staff.auth)
      .send({ locationId: centro.id, lines: [line(croquettes)], payment: { method: 'cash', tendered: '5' } });
    expect(short.status).toBe(400);
    const withTable = await api()
      .post(`${base}/orders/quick-sale`)
      .set(staff.auth)
      .send({ locationId: centro.id, tableId: 't1', lines: [line(coffee)], payment: { method: 'cash' } });
    expect(withTable.status).toBe(400);
    expect((await adminDb().collection(`organizations/${org.id}/orders`).get()).size).toBe(0);
    expect((await adminDb().collection(`organizations/${org.id}/tickets`).get()).size).toBe(0);
  });
});
