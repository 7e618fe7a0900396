import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  todayIn,
  type Category,
  type Dish,
  type Location,
  type ModifierGroup,
  type Order,
  type Organization,
  type PaymentResult,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let location: Location;
let steak: Dish;
let croquettes: Dish;
let point: ModifierGroup;
const today = todayIn('Europe/Madrid');

async function post<T>(actor: Actor, path: string, body: object, status = 201, key?: string): Promise<T> {
  const request = api().post(`/api/organizations/${org.id}${path}`).set(actor.auth);
  if (key) request.set('Idempotency-Key', key);
  const response = await request.send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}

const steakLine = (quantity = 1, option = 1) => ({
  kind: 'dish',
  dishId: steak.id,
  quantity,
  modifiers: [{ groupId: point.id, optionIds: [point.options[option]!.id] }],
});
const menuLine = {
  kind: 'dailyMenu',
  date: today,
  quantity: 1,
  choices: [
    { course: 0, item: 1 },
    { course: 1, item: 0 },
  ],
};

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'orders', 'configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  await api()
    .put(base)
    .set(owner.auth)
    .send({ fiscal: { businessName: 'Casa Lola S.L.', taxId: 'B12345674' } });
  location = await post<Location>(owner, '/configuration/locations', {
    name: 'Centro',
    ticketSeries: 'T',
    tables: [
      { id: 't1', name: 'Mesa 1', zone: 'Salón', seats: 4 },
      { id: 't2', name: 'Mesa 2', zone: 'Salón', seats: 2 },
    ],
  });
  const category = await post<Category>(owner, '/restaurant/categories', { name: 'Carnes' });
  point = await post<ModifierGroup>(owner, '/restaurant/modifier-groups', {
    name: 'Punto de la carne',
    required: true,
    min: 1,
    max: 1,
    options: [{ name: 'Poco hecha' }, { name: 'Al punto' }, { name: 'Muy hecha', priceDelta: '0,50' }],
  });
  steak = await post<Dish>(owner, '/restaurant/dishes', {
    name: 'Entrecot',
    price: '18,50',
    categoryId: category.id,
    allergens: ['sulphites'],
    modifierGroupIds: [point.id],
    station: 'Plancha',
  });
  croquettes = await post<Dish>(owner, '/restaurant/dishes', {
    name: 'Croquetas',
    price: '8',
    categoryId: category.id,
  });
  await api()
    .put(`${base}/restaurant/daily-menus/${today}`)
    .set(owner.auth)
    .send({
      price: '13,50',
      courses: [
        { name: 'Primeros', items: [{ name: 'Gazpacho' }, { dishId: croquettes.id }] },
        { name: 'Segundos', items: [{ name: 'Merluza', allergens: ['fish'] }] },
      ],
    });
});

beforeEach(async () => {
  for (const name of ['orders', 'openTables', 'ticketSeries', 'tickets', 'idempotencyKeys'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
  await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: null });
});

const open = (lines: object[], tableId = 't1', key?: string) =>
  post<Order>(staff, '/orders', { locationId: location.id, tableId, lines }, 201, key);
const countOrders = async () => (await adminDb().collection(`organizations/${org.id}/orders`).get()).size;

describe('orders', () => {
  it('prices lines on the server: modifiers, the menú del día, VAT breakdown; a client price is refused', async () => {
    const order = await open([steakLine(2, 2), menuLine]);
    expect(order.status).toBe('open');
    expect(order.table).toEqual({ id: 't1', name: 'Mesa 1', zone: 'Salón' });
    const [steakSold, menuSold] = order.lines;
    expect(steakSold).toMatchObject({
      name: 'Entrecot',
      unitPriceCents: 1900,
      totalCents: 3800,
      details: [{ label: 'Muy hecha (+0,50 €)', priceDeltaCents: 50 }],
      station: 'Plancha',
      allergens: ['sulphites'],
      round: null,
    });
    expect(menuSold).toMatchObject({
      name: 'Menú del día',
      unitPriceCents: 1350,
      details: [{ label: 'Primeros: Croquetas' }, { label: 'Segundos: Merluza' }],
      allergens: ['fish'],
    });
    expect(order.totals).toEqual({
      totalCents: 5150,
      vat: [{ rate: 10, baseCents: 4682, vatCents: 468, grossCents: 5150 }],
    });
    expect(order.dueCents).toBe(5150);

    const priced = await api()
      .post(`${base}/orders`)
      .set(staff.auth)
      .send({ locationId: location.id, tableId: 't2', lines: [{ ...steakLine(), unitPriceCents: 1 }] });
    expect(priced.status).toBe(400);
    expect(priced.body.error.fields['lines.0.unitPriceCents']).toBe('Campo no permitido');
  });

  it('requires the modifiers a dish asks for, and refuses a second order on a busy table', async () => {
    const missing = await api()
      .post(`${base}/orders`)
      .set(staff.auth)
      .send({ locationId: location.id, tableId: 't1', lines: [{ kind: 'dish', dishId: steak.id, quantity: 1 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields['lines.0.modifiers']).toBe('Elige 1 en «Punto de la carne»');
    expect(await countOrders()).toBe(0);

    await open([steakLine()]);
    const busy = await api()
      .post(`${base}/orders`)
      .set(staff.auth)
      .send({ locationId: location.id, tableId: 't1', lines: [] });
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe('La mesa ya tiene un pedido abierto');
  });

  it('sends rounds to the kitchen, follows the kitchen states and refuses the moves that do not exist', async () => {
    const order = await open([steakLine()]);
    const sent = await post<Order>(staff, `/orders/${order.id}/send`, {}, 200);
    expect(sent).toMatchObject({ status: 'sent', round: 1 });
    expect(sent.lines[0]!.round).toBe(1);
    expect((await api().post(`${base}/orders/${order.id}/send`).set(staff.auth)).status).toBe(409);

    for (const status of ['preparing', 'ready', 'served'])
      expect((await post<Order>(staff, `/orders/${order.id}/status`, { status }, 200)).status).toBe(status);
    const wrong = await api().post(`${base}/orders/${order.id}/status`).set(staff.auth).send({ status: 'paid' });
    expect(wrong.status).toBe(409);

    // A second round takes the table back to the kitchen; sent lines cannot be removed, new ones can.
    const more = await post<Order>(staff, `/orders/${order.id}/lines`, { lines: [menuLine] }, 200);
    const fresh = more.lines[1]!;
    expect(fresh.round).toBeNull();
    const refused = await api().delete(`${base}/orders/${order.id}/lines/${more.lines[0]!.id}`).set(staff.auth);
    expect(refused.status).toBe(409);
    const round2 = await post<Order>(staff, `/orders/${order.id}/send`, {}, 200);
    expect(round2).toMatchObject({ status: 'sent', round: 2 });
    expect(round2.lines.map((l) => l.round)).toEqual([1, 2]);
  });

  it('charges 50 € cash with the right change, prints ticket T-000001 and frees the table', async () => {
    const order = await open([steakLine(2, 2), menuLine]);
    const result = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'cash', tendered: '60' });
    expect(result.payment).toMatchObject({
      amountCents: 5150,
      cashCents: 5150,
      tenderedCents: 6000,
      changeCents: 850,
      ticketCode: 'T-000001',
    });
    expect(result.order).toMatchObject({ status: 'paid', paidCents: 5150, dueCents: 0 });
    expect(result.ticket).toMatchObject({
      code: 'T-000001',
      business: { name: 'Casa Lola S.L.', taxId: 'B12345674' },
      table: 'Mesa 1',
      totalCents: 5150,
      vat: [{ rate: 10, baseCents: 4682, vatCents: 468 }],
      payment: { method: 'cash', changeCents: 850 },
    });
    expect((await adminDb().doc(`organizations/${org.id}/tickets/T-000001`).get()).exists).toBe(true);
    // The table is free: a new order opens on it.
    await open([steakLine()]);

    const short = await open([steakLine()], 't2');
    const refused = await api()
      .post(`${base}/orders/${short.id}/payments`)
      .set(staff.auth)
      .send({ method: 'cash', tendered: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('El importe entregado no cubre el total');
  });

  it('splits the bill by lines, each part with its own consecutive ticket', async () => {
    const order = await open([steakLine(), menuLine]);
    const [first] = order.lines;
    const part1 = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, {
      method: 'card',
      lineIds: [first!.id],
    });
    expect(part1.payment).toMatchObject({ amountCents: 1850, cardCents: 1850, ticketCode: 'T-000001' });
    expect(part1.order).toMatchObject({ status: 'open', dueCents: 1350 });
    expect(part1.ticket.lines.map((l) => l.name)).toEqual(['Entrecot']);
    const again = await api()
      .post(`${base}/orders/${order.id}/payments`)
      .set(staff.auth)
      .send({ method: 'card', lineIds: [first!.id] });
    expect(again.status).toBe(409);
    const part2 = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, {
      method: 'mixed',
      card: '10',
      tendered: '5',
    });
    expect(part2.payment).toMatchObject({
      amountCents: 1350,
      cardCents: 1000,
      cashCents: 350,
      changeCents: 150,
      ticketCode: 'T-000002',
    });
    expect(part2.order.status).toBe('paid');
    expect(part2.order.lines.map((l) => l.paymentId)).toEqual([part1.payment.id, part2.payment.id]);
  });

  it('replays a create and a payment with the same Idempotency-Key; another body with that key is refused', async () => {
    const key = randomUUID();
    const first = await open([steakLine()], 't1', key);
    const replay = await open([steakLine()], 't1', key);
    expect(replay).toEqual(first);
    expect(await countOrders()).toBe(1);
    const other = await api()
      .post(`${base}/orders`)
      .set(staff.auth)
      .set('Idempotency-Key', key)
      .send({ locationId: location.id, tableId: 't2', lines: [] });
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe('Esta clave de idempotencia ya se usó con otra petición');

    const payKey = randomUUID();
    const paid = await post<PaymentResult>(staff, `/orders/${first.id}/payments`, { method: 'card' }, 201, payKey);
    const paidAgain = await post<PaymentResult>(staff, `/orders/${first.id}/payments`, { method: 'card' }, 201, payKey);
    expect(paidAgain).toEqual(paid);
    expect((await adminDb().collection(`organizations/${org.id}/tickets`).get()).size).toBe(1);
  });

  it('gives countdown stock back when an unsent line is removed or the order is cancelled; staff cannot cancel', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 10 });
    const stock = async () =>
      (await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).get()).data()!.stock;
    const order = await open([{ kind: 'dish', dishId: croquettes.id, quantity: 3 }, menuLine]);
    expect(await stock()).toBe(6);
    await api().delete(`${base}/orders/${order.id}/lines/${order.lines[0]!.id}`).set(staff.auth).expect(200);
    expect(await stock()).toBe(9);
    const staffCancel = await api()
      .post(`${base}/orders/${order.id}/status`)
      .set(staff.auth)
      .send({ status: 'cancelled' });
    expect(staffCancel.status).toBe(403);
    await post<Order>(owner, `/orders/${order.id}/status`, { status: 'cancelled' }, 200);
    expect(await stock()).toBe(10);
    const discount = await api()
      .post(`${base}/orders/${order.id}/lines`)
      .set(staff.auth)
      .send({ lines: [{ kind: 'discount', name: 'Invitación', amount: 2 }] });
    expect(discount.status).toBe(409);
  });

  it('lists the active orders of a location and filters by status and date', async () => {
    const a = await open([steakLine()]);
    const b = await open([steakLine()], 't2');
    await post<Order>(staff, `/orders/${b.id}/send`, {}, 200);
    await post<PaymentResult>(staff, `/orders/${a.id}/payments`, { method: 'card' });
    const active = await api()
      .get(`${base}/orders?module=restaurant&locationId=${location.id}&active=true`)
      .set(staff.auth);
    expect(active.body.items.map((o: Order) => o.id)).toEqual([b.id]);
    const byStatus = await api().get(`${base}/orders?status=paid,cancelled&date=${today}`).set(staff.auth);
    expect(byStatus.body.items.map((o: Order) => o.id)).toEqual([a.id]);
  });

  it('serves the till its catalogue in one call', async () => {
    const response = await api().get(`${base}/pos/restaurant/catalog`).set(staff.auth);
    expect(response.status).toBe(200);
    expect(response.body.locationId).toBe(location.id);
    expect(response.body.locations[0].tables).toHaveLength(2);
    expect(response.body.dishes.map((d: Dish) => d.name)).toEqual(['Croquetas', 'Entrecot']);
    expect(response.body.dailyMenu.date).toBe(today);
  });
});

// Twenty transactions contending on one document retry with backoff on the emulator: these take 10-20 s.
describe('concurrency', { timeout: 90_000 }, () => {
  it('20 simultaneous sales of a dish with 15 in stock sell exactly 15; the rest get Agotado', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 15 });
    const sales = await Promise.all(
      Array.from({ length: 20 }, () =>
        api()
          .post(`${base}/orders`)
          .set(staff.auth)
          .send({
            locationId: location.id,
            tableId: '',
            lines: [{ kind: 'dish', dishId: croquettes.id, quantity: 1 }],
          }),
      ),
    );
    const statuses = sales.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    const refused = sales.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.body.error).toMatchObject({ code: 'out-of-stock', message: 'Agotado: Croquetas' });
    expect((await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).get()).data()!.stock).toBe(0);
    expect(await countOrders()).toBe(15);
  });

  it('two tills charging at once never share or skip a ticket number', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => open([steakLine()], '')));
    const results = await Promise.all(
      orders.map((order) =>
        api()
          .post(`${base}/orders/${order.id}/payments`)
          .set(staff.auth)
          .set('Idempotency-Key', randomUUID())
          .send({ method: 'card' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const codes = results.map((r) => r.body.payment.ticketCode as string).sort();
    expect(codes).toEqual(Array.from({ length: 12 }, (_, i) => `T-${String(i + 1).padStart(6, '0')}`));
  });
});
