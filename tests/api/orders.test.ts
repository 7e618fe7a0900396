import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  todayIn,
  type Category,
  type Dish,
  type Location,
  type ModifierGroup,
  type Order,
  type Organization,
  type PaymentResult,
  type RefundResult,
  type Ticket,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

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
  location = await createLocation(owner, org.id, {
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
  for (const name of ['orders', 'openTables', 'ticketSeries', 'tickets', 'idempotencyKeys', 'analyticsEvents'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
  await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: null });
});

const croquette = () => ({ kind: 'dish', dishId: croquettes.id, quantity: 1 });
const open = (lines: object[], tableId = 't1', key?: string) =>
  post<Order>(staff, '/orders', { locationId: location.id, tableId, lines }, 201, key);
/** Discounts need an encargado. */
const openAsOwner = (lines: object[]) => post<Order>(owner, '/orders', { locationId: location.id, tableId: '', lines });
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
      details: [{ label: 'Muy hecha', priceDeltaCents: 50 }],
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
      discountCents: 0,
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

  it('keeps each round the kitchen marks ready once, with its sent and ready moments (analytics)', async () => {
    const order = await open([steakLine()]);
    const sent = await post<Order>(staff, `/orders/${order.id}/send`, {}, 200);
    const status = (to: string) => post<Order>(staff, `/orders/${order.id}/status`, { status: to }, 200);
    expect((await status('preparing')).kitchenRounds).toBeUndefined();
    const ready = await status('ready');
    expect(ready.kitchenRounds).toEqual([{ round: 1, sentAt: sent.sentAt, readyAt: ready.statusAt }]);
    // Back to preparing and ready again: the first ready moment stays.
    await status('preparing');
    expect((await status('ready')).kitchenRounds).toEqual(ready.kitchenRounds);
    await status('served');
    expect((await status('ready')).kitchenRounds).toEqual(ready.kitchenRounds);

    await post<Order>(staff, `/orders/${order.id}/lines`, { lines: [croquette()] }, 200);
    const round2 = await post<Order>(staff, `/orders/${order.id}/send`, {}, 200);
    await status('preparing');
    const ready2 = await status('ready');
    expect(ready2.kitchenRounds).toEqual([
      ready.kitchenRounds![0],
      { round: 2, sentAt: round2.sentAt, readyAt: ready2.statusAt },
    ]);
    const stored = (await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).data()!;
    expect(stored.kitchenRounds).toEqual(ready2.kitchenRounds);
  });

  it('records one sold-out event when a sale takes a dish countdown stock to 0 (analytics)', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 2 });
    const events = async () =>
      (await adminDb().collection(`organizations/${org.id}/analyticsEvents`).get()).docs.map((d) => ({
        id: d.id,
        ...d.data(),
      }));
    await open([croquette()], '');
    expect(await events()).toEqual([]);
    await open([croquette()], '');
    const [event, ...more] = await events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      id: `soldOut_${croquettes.id}_${today}`,
      kind: 'soldOut',
      date: today,
      month: today.slice(0, 7),
      locationId: location.id,
      delta: { soldOut: { [croquettes.id]: { name: 'Croquetas', count: 1 } } },
      clientId: null,
      appliedAt: null,
    });
    const third = await api()
      .post(`${base}/orders`)
      .set(staff.auth)
      .send({ locationId: location.id, tableId: '', lines: [croquette()] });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe('Agotado: Croquetas');
    expect(await events()).toHaveLength(1);
    expect(await countOrders()).toBe(2);
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
    // The modifier's delta is printed once, beside its name.
    expect(result.ticket.lines[0]!.details).toEqual(['+ Muy hecha (+0,50 €)']);
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

    // Each key's answer carries the day Firestore's TTL policy may delete it: 90 days on.
    const records = (await adminDb().collection(`organizations/${org.id}/idempotencyKeys`).get()).docs;
    expect(records).toHaveLength(2);
    for (const record of records) {
      const { createdAt, expiresAt } = record.data() as { createdAt: Timestamp; expiresAt: Timestamp };
      expect(expiresAt.toMillis() - createdAt.toMillis()).toBe(90 * 86_400_000);
    }
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
      .post(`${base}/orders/${order.id}/cancel`)
      .set(staff.auth)
      .send({ reason: 'Se marcharon' });
    expect(staffCancel.status).toBe(403);
    await post<Order>(owner, `/orders/${order.id}/cancel`, { reason: 'Se marcharon' }, 200);
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

describe('money that always balances', () => {
  const discount = (amount: number | string) => ({ kind: 'discount', name: 'Invitación', amount });
  const tableLock = async () =>
    (await adminDb().doc(`organizations/${org.id}/openTables/${location.id}_t1`).get()).exists;

  it('an order paid in full by a split closes when the unpaid line left is removed, and frees its table', async () => {
    const order = await open([croquette(), steakLine()]);
    const [paid, unsent] = order.lines;
    await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'card', lineIds: [paid!.id] });
    const removed = await api().delete(`${base}/orders/${order.id}/lines/${unsent!.id}`).set(staff.auth);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'paid', dueCents: 0, paidCents: 800 });
    expect(await tableLock()).toBe(false);
  });

  it('a discount after a partial payment that leaves nothing due closes the order with a last ticket of 0 €', async () => {
    const order = await open([croquette(), steakLine()]);
    await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'cash', lineIds: [order.lines[0]!.id] });
    const discounted = await post<Order>(owner, `/orders/${order.id}/lines`, { lines: [discount(1000)] }, 200);
    expect(discounted).toMatchObject({ status: 'paid', dueCents: 0, paidCents: 800, totals: { totalCents: 800 } });
    // The discount was capped at what was due: 18,50 €, not 1000 €.
    expect(discounted.lines.find((l) => l.kind === 'discount')!.totalCents).toBe(-1850);
    const zero = (await adminDb().doc(`organizations/${org.id}/tickets/T-000002`).get()).data()!;
    expect(zero).toMatchObject({ totalCents: 0, discountCents: 1850, lines: [{ name: 'Entrecot' }] });
    expect(await tableLock()).toBe(false);
  });

  it('caps a discount at what is due: 1000 € off an 8 € order leaves 0, never a negative total', async () => {
    const order = await openAsOwner([croquette(), discount(1000)]);
    expect(order.totals).toMatchObject({ totalCents: 0, discountCents: 800 });
    expect(order.dueCents).toBe(0);
    // Nothing due but nothing paid: it is still payable (a ticket of 0 €) and closes.
    const paid = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'cash' });
    expect(paid.payment.amountCents).toBe(0);
    expect(paid.order.status).toBe('paid');
    // Once nothing is due, another discount has nothing to reduce.
    const full = await openAsOwner([croquette(), discount(8)]);
    const nothing = await api()
      .post(`${base}/orders/${full.id}/lines`)
      .set(owner.auth)
      .send({ lines: [discount(1)] });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe('No queda nada pendiente a lo que aplicar el descuento');
  });

  it('paying every line of a discounted order apart charges the discounted total, each part its share', async () => {
    // 16 € with 6 € off: two parts of 5 €.
    const order = await open([croquette(), croquette()]);
    await post<Order>(owner, `/orders/${order.id}/lines`, { lines: [discount(6)] }, 200);
    const [a, b] = order.lines;
    const first = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, {
      method: 'card',
      lineIds: [a!.id],
    });
    expect(first.payment).toMatchObject({ amountCents: 500, discountCents: 300 });
    expect(first.ticket).toMatchObject({ totalCents: 500, discountCents: 300 });
    const second = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, {
      method: 'card',
      lineIds: [b!.id],
    });
    expect(second.payment.amountCents).toBe(500);
    expect(second.order).toMatchObject({ status: 'paid', paidCents: 1000, totals: { totalCents: 1000 } });
    // A discount already taken by a payment cannot be removed; an unpaid one can.
  });

  it('a discount lowers the bases of the lines rate by rate, never adding a rate of its own', async () => {
    const beer = await post<Dish>(owner, '/restaurant/dishes', {
      name: 'Caña',
      price: '3',
      categoryId: steak.categoryId,
      vatRate: 21,
    });
    const order = await openAsOwner([croquette(), { kind: 'dish', dishId: beer.id, quantity: 4 }, discount(2)]);
    // 8 € at 10 % and 12 € at 21 %, 2 € off: 0,80 and 1,20 off each.
    expect(order.totals).toEqual({
      totalCents: 1800,
      discountCents: 200,
      vat: [
        { rate: 21, baseCents: 893, vatCents: 187, grossCents: 1080 },
        { rate: 10, baseCents: 655, vatCents: 65, grossCents: 720 },
      ],
    });
    const paid = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'card' });
    expect(paid.ticket.vat.map((row) => row.rate)).toEqual([21, 10]);
    expect(paid.ticket.discountCents).toBe(200);
    await adminDb().doc(`organizations/${org.id}/dishes/${beer.id}`).delete();
  });

  it('refuses to remove a discount a payment has taken; removes one not taken yet', async () => {
    const order = await open([croquette(), croquette()]);
    const withDiscount = await post<Order>(owner, `/orders/${order.id}/lines`, { lines: [discount(6)] }, 200);
    const discountId = withDiscount.lines.find((l) => l.kind === 'discount')!.id;
    await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'card', lineIds: [order.lines[0]!.id] });
    const refused = await api().delete(`${base}/orders/${order.id}/lines/${discountId}`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Este descuento ya se ha aplicado a un cobro');
  });
});

describe('refunds', () => {
  const croquettesStock = async () =>
    (await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).get()).data()!.stock as number;

  it('gives back some units of a paid line by the method it was paid with, with a rectifying ticket', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 10 });
    const order = await open([{ kind: 'dish', dishId: croquettes.id, quantity: 2 }, steakLine()], '');
    const paid = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, {
      method: 'mixed',
      card: '20',
      tendered: '15',
    });
    expect(await croquettesStock()).toBe(8);
    const [croquetteLine] = order.lines;

    const forbidden = await api()
      .post(`${base}/orders/${order.id}/refunds`)
      .set(staff.auth)
      .send({ lines: [{ lineId: croquetteLine!.id, quantity: 1 }] });
    expect(forbidden.status).toBe(403);

    const first = await post<RefundResult>(owner, `/orders/${order.id}/refunds`, {
      lines: [{ lineId: croquetteLine!.id, quantity: 1 }],
      reason: 'Frías',
      restock: true,
    });
    // Mixed payment of 34,50 € (20 by card): the card part goes back first.
    expect(first.refund).toMatchObject({ amountCents: 800, cardCents: 800, cashCents: 0, ticketCode: 'T-R000001' });
    expect(first.refund.rectifies).toEqual([paid.payment.ticketCode]);
    expect(first.ticket).toMatchObject({
      code: 'T-R000001',
      rectifies: ['T-000001'],
      reason: 'Frías',
      totalCents: -800,
      lines: [{ name: 'Croquetas', quantity: 1, totalCents: -800 }],
      vat: [{ rate: 10, grossCents: -800 }],
    });
    expect(first.order).toMatchObject({ status: 'paid', refundedCents: 800 });
    expect(await croquettesStock()).toBe(9);
    expect((await adminDb().doc(`organizations/${org.id}/tickets/T-R000001`).get()).exists).toBe(true);

    const second = await post<RefundResult>(owner, `/orders/${order.id}/refunds`, {
      lines: [
        { lineId: croquetteLine!.id, quantity: 1 },
        { lineId: order.lines[1]!.id, quantity: 1 },
      ],
    });
    // 20 € by card: 8 went back already, 12 more by card, the rest (8 + 18,50 - 12) in cash.
    expect(second.refund).toMatchObject({
      amountCents: 2650,
      cardCents: 1200,
      cashCents: 1450,
      ticketCode: 'T-R000002',
    });
    expect(await croquettesStock()).toBe(9); // not restocked this time
    const again = await api()
      .post(`${base}/orders/${order.id}/refunds`)
      .set(owner.auth)
      .send({ lines: [{ lineId: croquetteLine!.id, quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('No queda nada por devolver de estas líneas');
    // Ticket numbers of sales go on unaffected by the rectifying series.
    const next = await post<PaymentResult>(staff, `/orders/${(await open([croquette()], '')).id}/payments`, {
      method: 'card',
    });
    expect(next.payment.ticketCode).toBe('T-000002');
  });

  it('refuses to refund what was not paid, and gives back a discounted line at what it was charged', async () => {
    const order = await open(
      [
        { kind: 'dish', dishId: croquettes.id, quantity: 1 },
        { kind: 'dish', dishId: croquettes.id, quantity: 1 },
      ],
      '',
    );
    const unpaid = await api()
      .post(`${base}/orders/${order.id}/refunds`)
      .set(owner.auth)
      .send({ lines: [{ lineId: order.lines[0]!.id, quantity: 1 }] });
    expect(unpaid.status).toBe(409);
    await post<Order>(
      owner,
      `/orders/${order.id}/lines`,
      { lines: [{ kind: 'discount', name: 'Promo', amount: 6 }] },
      200,
    );
    await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'cash' });
    const back = await post<RefundResult>(owner, `/orders/${order.id}/refunds`, {
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
    });
    expect(back.refund).toMatchObject({ amountCents: 500, cashCents: 500 });
    expect(back.ticket).toMatchObject({ totalCents: -500, discountCents: -300 });
  });
});

describe('paying in parts', () => {
  const pay = (orderId: string, body: object, key?: string, status = 201) =>
    post<PaymentResult>(staff, `/orders/${orderId}/payments`, body, status, key);
  const refusal = async (orderId: string, body: object, key?: string) => {
    const request = api().post(`${base}/orders/${orderId}/payments`).set(staff.auth);
    if (key) request.set('Idempotency-Key', key);
    return request.send(body);
  };
  const tickets = async () =>
    (await adminDb().collection(`organizations/${org.id}/tickets`).orderBy('number').get()).docs.map(
      (d) => d.data() as Ticket,
    );

  it('splits 35 € evenly three ways: 11,67 + 11,67 + 11,66, one by card with a tip, each its own ticket', async () => {
    const order = await open([steakLine(1, 2), { ...croquette(), quantity: 2 }]);
    expect(order.totals.totalCents).toBe(3500);
    const part1 = await pay(order.id, { method: 'cash', split: { parts: 3, part: 1 } });
    expect(part1.payment).toMatchObject({
      amountCents: 1167,
      split: { id: part1.payment.id, part: 1, parts: 3, billCents: 3500 },
      tipCents: 0,
      ticketCode: 'T-000001',
    });
    expect(part1.order).toMatchObject({ status: 'open', paidCents: 1167, dueCents: 2333 });

    // While the split is open, nothing but its next part can be paid.
    const byLines = await refusal(order.id, { method: 'card', lineIds: [order.lines[0]!.id] });
    expect(byLines.status).toBe(409);
    const rest = await refusal(order.id, { method: 'card' });
    expect(rest.status).toBe(409);
    expect(rest.body.error.message).toBe('La cuenta se está pagando a partes iguales: cobra la parte siguiente');

    // Part 2 by card with a 2 € tip; retried with its key it answers the same, with another key it is refused.
    const key = randomUUID();
    const part2Body = { method: 'card', split: { parts: 3, part: 2 }, tip: '2' };
    const part2 = await pay(order.id, part2Body, key);
    expect(part2.payment).toMatchObject({ amountCents: 1167, cardCents: 1167, tipCents: 200, ticketCode: 'T-000002' });
    expect(part2.ticket).toMatchObject({
      totalCents: 1167,
      split: { part: 2, parts: 3, billCents: 3500 },
      payment: { method: 'card', cardCents: 1167, tipCents: 200 },
    });
    expect(await pay(order.id, part2Body, key)).toEqual(part2);
    const again = await refusal(order.id, part2Body, randomUUID());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esa parte ya está cobrada o no es la siguiente');
    expect((await refusal(order.id, { method: 'card', split: { parts: 4, part: 3 } })).status).toBe(409);

    const part3 = await pay(order.id, { method: 'mixed', card: '10', tendered: '5', split: { parts: 3, part: 3 } });
    expect(part3.payment).toMatchObject({ amountCents: 1166, cardCents: 1000, cashCents: 166, ticketCode: 'T-000003' });
    // The parts add up to the total; the tip stays out of the order's money and VAT.
    expect(part3.order).toMatchObject({ status: 'paid', paidCents: 3500, dueCents: 0 });
    expect(part3.order.totals).toEqual(order.totals);
    const stored = await tickets();
    expect(stored.map((t) => t.code)).toEqual(['T-000001', 'T-000002', 'T-000003']);
    expect(stored.reduce((sum, t) => sum + t.totalCents, 0)).toBe(3500);
    for (const rate of order.totals.vat)
      expect(stored.reduce((sum, t) => sum + (t.vat.find((r) => r.rate === rate.rate)?.grossCents ?? 0), 0)).toBe(
        rate.grossCents,
      );
    expect(stored.map((t) => t.payment.tipCents ?? 0)).toEqual([0, 200, 0]);
    // The table is free again.
    await open([croquette()]);
  });

  it('refuses a tip on cash, and a split mixed with lines, writing nothing', async () => {
    const order = await open([croquette()]);
    const tip = await refusal(order.id, { method: 'cash', tip: '1' });
    expect(tip.status).toBe(400);
    expect(tip.body.error.fields).toEqual({ tip: 'La propina solo se añade con tarjeta' });
    const both = await refusal(order.id, { method: 'card', split: { parts: 2, part: 1 }, lineIds: ['x1'] });
    expect(both.status).toBe(400);
    const part = await refusal(order.id, { method: 'card', split: { parts: 2, part: 3 } });
    expect(part.status).toBe(400);
    const tooMany = await refusal(order.id, { method: 'card', split: { parts: 801, part: 1 } });
    expect(tooMany.status).toBe(400);
    expect(await tickets()).toEqual([]);
    const tipped = await pay(order.id, { method: 'card', tip: '0,50' });
    expect(tipped.payment).toMatchObject({ amountCents: 800, cardCents: 800, tipCents: 50 });
    expect(tipped.order).toMatchObject({ paidCents: 800, totals: { totalCents: 800 } });
  });

  it('pays two of three units of a line: the line splits in the transaction, nothing created or lost', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 10 });
    const order = await open([{ ...croquette(), quantity: 3 }, steakLine()], '');
    const [croquetteLine, steakSold] = order.lines;
    const two = await pay(order.id, { method: 'card', lines: [{ lineId: croquetteLine!.id, quantity: 2 }] });
    expect(two.payment).toMatchObject({ amountCents: 1600, ticketCode: 'T-000001' });
    expect(two.ticket.lines).toEqual([expect.objectContaining({ name: 'Croquetas', quantity: 2, totalCents: 1600 })]);
    const [paidPart, leftPart, steakAfter] = two.order.lines;
    expect(paidPart).toMatchObject({ quantity: 2, paymentId: two.payment.id, consumes: [{ quantity: 2 }] });
    expect(leftPart).toMatchObject({
      id: croquetteLine!.id,
      quantity: 1,
      paymentId: null,
      consumes: [{ quantity: 1 }],
    });
    expect(steakAfter!.id).toBe(steakSold!.id);
    expect(two.order.totals).toEqual(order.totals);
    expect(two.order.dueCents).toBe(order.totals.totalCents - 1600);
    // Units a line does not have are refused.
    const tooMany = await refusal(order.id, { method: 'card', lines: [{ lineId: croquetteLine!.id, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    const last = await pay(order.id, { method: 'cash', lines: [{ lineId: croquetteLine!.id, quantity: 1 }] });
    expect(last.order.status).toBe('open');
    const steak = await pay(order.id, { method: 'cash', lineIds: [steakSold!.id] });
    expect(steak.order).toMatchObject({ status: 'paid', paidCents: order.totals.totalCents });
    // The stock taken for 3 stays 3; a refund of the 2 paid apart gives back 2.
    expect((await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).get()).data()!.stock).toBe(7);
    await post<RefundResult>(owner, `/orders/${order.id}/refunds`, {
      lines: [{ lineId: paidPart!.id, quantity: 2 }],
      restock: true,
    });
    expect((await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).get()).data()!.stock).toBe(9);
  });

  it('a line added during a split and covered by a discount closes the order after the last part, on a 0 € ticket', async () => {
    const order = await open([croquette()]);
    await pay(order.id, { method: 'cash', split: { parts: 2, part: 1 } });
    await post<Order>(staff, `/orders/${order.id}/lines`, { lines: [croquette()] }, 200);
    await post<Order>(
      owner,
      `/orders/${order.id}/lines`,
      { lines: [{ kind: 'discount', name: 'Invita', amount: 8 }] },
      200,
    );
    const last = await pay(order.id, { method: 'card', split: { parts: 2, part: 2 } });
    expect(last.order).toMatchObject({ status: 'paid', paidCents: 800, dueCents: 0 });
    expect((await tickets()).map((t) => [t.code, t.totalCents])).toEqual([
      ['T-000001', 400],
      ['T-000002', 400],
      ['T-000003', 0],
    ]);
  });

  it('answers the pre-bill of an order (not a ticket: no number), and printing it marks the bill asked', async () => {
    const order = await open([steakLine(), croquette()]);
    await pay(order.id, { method: 'card', lineIds: [order.lines[1]!.id] });
    const response = await api().get(`${base}/orders/${order.id}/pre-bill`).set(staff.auth);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      kind: 'preBill',
      table: 'Mesa 1',
      business: { name: 'Casa Lola S.L.' },
      totalCents: 2650,
      paidCents: 800,
      dueCents: 1850,
      diners: null,
    });
    expect(response.body.lines.map((l: { name: string }) => l.name)).toEqual(['Entrecot', 'Croquetas']);
    expect(await tickets()).toHaveLength(1);
    const marked = await post<Order>(staff, `/orders/${order.id}/bill`, {}, 200);
    expect(marked.billRequested).toBe(true);
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
    // The sale that took the last one recorded the sell-out, once (analytics).
    expect((await adminDb().collection(`organizations/${org.id}/analyticsEvents`).get()).size).toBe(1);
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

  it('two refunds of the same line at once give it back once', async () => {
    const order = await open([steakLine()], '');
    await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'card' });
    const refunds = await Promise.all(
      [1, 2].map(() =>
        api()
          .post(`${base}/orders/${order.id}/refunds`)
          .set(owner.auth)
          .send({ lines: [{ lineId: order.lines[0]!.id, quantity: 1 }] }),
      ),
    );
    expect(refunds.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = (await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).data()!;
    expect(stored.refunds).toHaveLength(1);
    expect(stored.refundedCents).toBe(1850);
    expect((await adminDb().collection(`organizations/${org.id}/tickets`).get()).size).toBe(2);
  });
});
