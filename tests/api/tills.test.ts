import { beforeAll, describe, expect, it } from 'vitest';
import {
  todayIn,
  type Category,
  type CloseTillResult,
  type Dish,
  type Location,
  type Order,
  type Organization,
  type Page,
  type PaymentResult,
  type RefundResult,
  type TillReport,
  type TillSession,
  type TillState,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation, openTill } from '../support/locations';

/**
 * The till (caja) of a location: open with a float, cash in and out, X at any time, close with a count into a Z
 * numbered without gaps per location and never changed; money needs an open till.
 */
let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let steak: Dish;
let beer: Dish;
const today = todayIn('Europe/Madrid');

async function call<T>(actor: Actor, method: 'get' | 'post', path: string, body?: object, status = 200) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}
const refusal = async (method: 'get' | 'post', path: string, body: object | undefined, actor = staff) => {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  return { status: response.status, ...(response.body.error as { code: string; message: string; fields?: object }) };
};

const till = (location: Location) => `/tills/${location.id}`;
const sell = (location: Location, lines: object[]) =>
  call<Order>(staff, 'post', '/orders', { locationId: location.id, lines }, 201);
const pay = (order: Order, body: object) =>
  call<PaymentResult>(staff, 'post', `/orders/${order.id}/payments`, body, 201);
const xReport = (location: Location) => call<TillReport>(staff, 'get', `${till(location)}/report`);
const close = (location: Location, sessionId: string, count: object = { amount: 0 }) =>
  api()
    .post(`${base}${till(location)}/close`)
    .set(staff.auth)
    .send({ sessionId, count });
const stateOf = (location: Location) => call<TillState>(staff, 'get', till(location));
const steakLine = (quantity = 1) => ({ kind: 'dish', dishId: steak.id, quantity });
const beerLine = (quantity = 1) => ({ kind: 'dish', dishId: beer.id, quantity });
const menuLine = { kind: 'dailyMenu', date: today, quantity: 1, choices: [{ course: 0, item: 0 }] };
const newLocation = (name: string, series: string, options?: { till?: boolean }) =>
  createLocation(owner, org.id, { name, ticketSeries: series }, options);

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'orders', 'configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  const meat = await call<Category>(owner, 'post', '/restaurant/categories', { name: 'Carnes' }, 201);
  const drinks = await call<Category>(owner, 'post', '/restaurant/categories', { name: 'Bebidas' }, 201);
  steak = await call<Dish>(
    owner,
    'post',
    '/restaurant/dishes',
    { name: 'Entrecot', price: '18,50', categoryId: meat.id },
    201,
  );
  beer = await call<Dish>(
    owner,
    'post',
    '/restaurant/dishes',
    { name: 'Caña', price: '2,50', categoryId: drinks.id, vatRate: 21 },
    201,
  );
  await api()
    .put(`${base}/restaurant/daily-menus/${today}`)
    .set(owner.auth)
    .send({ price: '13,50', courses: [{ name: 'Primeros', items: [{ name: 'Gazpacho' }] }] })
    .expect(201);
}, 120_000);

// Whole evenings of calls: slow on a loaded machine.
describe('till sessions', { timeout: 120_000 }, () => {
  it('opens with a float counted by denomination, once: a second open is refused while it is open', async () => {
    const location = await newLocation('Centro', 'CE', { till: false });
    expect(await stateOf(location)).toEqual({ session: null });
    const session = await call<TillSession>(
      staff,
      'post',
      `${till(location)}/open`,
      {
        float: {
          denominations: [
            { cents: 5000, count: 1 },
            { cents: 1000, count: 4 },
            { cents: 200, count: 4 },
            { cents: 50, count: 4 },
          ],
        },
      },
      201,
    );
    expect(session).toMatchObject({
      locationId: location.id,
      status: 'open',
      float: { countedCents: 10000 },
      openedBy: { id: `user:${staff.uid}`, name: 'Sara Prueba' },
    });
    expect(session.float.denominations).toEqual([
      { cents: 5000, count: 1 },
      { cents: 1000, count: 4 },
      { cents: 200, count: 4 },
      { cents: 50, count: 4 },
    ]);
    expect((await stateOf(location)).session).toEqual(session);
    expect(await refusal('post', `${till(location)}/open`, { float: { amount: 50 } })).toMatchObject({
      status: 409,
      message: 'La caja ya está abierta',
    });
  });

  it('refuses bad counts and movements with field messages, and writes nothing', async () => {
    const location = await newLocation('Norte', 'NO', { till: false });
    for (const float of [
      {},
      { amount: '-5' },
      { amount: 10, denominations: [] },
      { denominations: [{ cents: 3, count: 1 }] },
    ]) {
      const refused = await refusal('post', `${till(location)}/open`, { float });
      expect(refused.status, JSON.stringify(float)).toBe(400);
      expect(Object.keys(refused.fields ?? {}).some((field) => field.startsWith('float'))).toBe(true);
    }
    const repeated = await refusal('post', `${till(location)}/open`, {
      float: {
        denominations: [
          { cents: 500, count: 1 },
          { cents: 500, count: 2 },
        ],
      },
    });
    expect(repeated.fields).toEqual({ 'float.denominations': 'Hay billetes o monedas repetidos' });
    expect(
      (await adminDb().collection(`organizations/${org.id}/tillSessions`).where('locationId', '==', location.id).get())
        .size,
    ).toBe(0);

    await openTill(staff, org.id, location.id);
    const empty = await refusal('post', `${till(location)}/movements`, { kind: 'out', amount: '0', reason: '' });
    expect(empty.status).toBe(400);
    expect(empty.fields).toMatchObject({ amount: 'Escribe un importe', reason: expect.any(String) });
    expect((await stateOf(location)).session!.movements).toEqual([]);
  });

  it('takes no money without an open till: pay and refund answer 409 "Abre la caja para cobrar"', async () => {
    const location = await newLocation('Sur', 'SU', { till: false });
    const order = await sell(location, [beerLine()]);
    const refused = await refusal('post', `/orders/${order.id}/payments`, { method: 'card' });
    expect(refused).toMatchObject({ status: 409, code: 'till-closed', message: 'Abre la caja para cobrar' });
    const stored = (await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).data()!;
    expect(stored.payments).toEqual([]);
    expect((await adminDb().doc(`organizations/${org.id}/ticketSeries/SU`).get()).exists).toBe(false);

    // Paid while open, refunded after the close: refused too.
    const session = await openTill(staff, org.id, location.id);
    await pay(order, { method: 'card' });
    expect((await close(location, session.id)).status).toBe(200);
    const refund = await refusal(
      'post',
      `/orders/${order.id}/refunds`,
      { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }] },
      owner,
    );
    expect(refund).toMatchObject({ status: 409, message: 'Abre la caja para cobrar' });
  });

  it('counts the evening: X at any time, expected cash by the formula, Z at closing with the count', async () => {
    const location = await newLocation('Plaza', 'PL', { till: false });
    const session = await openTill(staff, org.id, location.id, '100');
    const moved = await call<TillSession>(
      staff,
      'post',
      `${till(location)}/movements`,
      { kind: 'in', amount: '20', reason: 'Cambio del banco' },
      201,
    );
    await call(
      staff,
      'post',
      `${till(location)}/movements`,
      { kind: 'out', amount: '15,50', reason: 'Pan del proveedor' },
      201,
    );
    expect(moved.movements).toMatchObject([{ kind: 'in', amountCents: 2000, reason: 'Cambio del banco' }]);

    // Cash with change (2 steaks + 2 cañas = 42 €, 50 € handed over), card (menu 13,50 €), mixed (steak 18,50 €).
    const a = await sell(location, [steakLine(2), beerLine(2)]);
    const paidA = await pay(a, { method: 'cash', tendered: '50' });
    expect(paidA.payment).toMatchObject({ cashCents: 4200, changeCents: 800, tillSessionId: session.id });
    const b = await sell(location, [menuLine]);
    await pay(b, { method: 'card' });
    const c = await sell(location, [steakLine()]);
    await pay(c, { method: 'mixed', card: '10', tendered: '10' });
    // A caña of A given back in cash.
    const refunded = await call<RefundResult>(
      owner,
      'post',
      `/orders/${a.id}/refunds`,
      { lines: [{ lineId: paidA.order.lines[1]!.id, quantity: 1 }], reason: 'Estaba caliente' },
      201,
    );
    expect(refunded.refund).toMatchObject({ cashCents: 250, tillSessionId: session.id });
    expect(refunded.order.tillSessionIds).toEqual([session.id]);

    const x = await xReport(location);
    expect(x).toMatchObject({
      kind: 'X',
      number: null,
      sessionId: session.id,
      sales: { count: 3, totalCents: 7400, cashCents: 4200 + 850, cardCents: 1350 + 1000, discountCents: 0 },
      refunds: { count: 1, totalCents: 250, cashCents: 250, cardCents: 0 },
      netCents: 7150,
      tickets: { first: 'PL-000001', last: 'PL-000003', count: 3 },
      rectifyingTickets: { first: 'PL-R000001', last: 'PL-R000001', count: 1 },
      cash: {
        floatCents: 10000,
        salesCents: 5050,
        refundsCents: 250,
        inCents: 2000,
        outCents: 1550,
        // 100 + 50,50 - 2,50 + 20 - 15,50
        expectedCents: 15250,
        count: null,
      },
    });
    expect(x.categories).toEqual([
      { name: 'Bebidas', quantity: 2, totalCents: 500 },
      { name: 'Carnes', quantity: 3, totalCents: 5550 },
      { name: 'Menú del día', quantity: 1, totalCents: 1350 },
    ]);
    // VAT: the cañas at 21 % (5 € sold, 2,50 € back), the rest at 10 %; base + VAT = net.
    expect(x.vat.map((row) => [row.rate, row.grossCents])).toEqual([
      [21, 250],
      [10, 6900],
    ]);
    expect(x.vat.reduce((sum, row) => sum + row.baseCents + row.vatCents, 0)).toBe(x.netCents);
    // No PIN session: the signed-in account served (servedBy).
    expect(x.employees).toEqual([
      { id: `user:${staff.uid}`, name: 'Sara Prueba', count: 3, totalCents: 7400, tipCents: 0 },
    ]);

    // Closing: counted by denomination, 0,50 € short.
    const closed = await close(location, session.id, {
      denominations: [
        { cents: 10000, count: 1 },
        { cents: 5000, count: 1 },
        { cents: 100, count: 2 },
      ],
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const { session: done, report: z } = closed.body as CloseTillResult;
    expect(done).toMatchObject({
      status: 'closed',
      reportNumber: 1,
      closing: { expectedCents: 15250, count: { countedCents: 15200 }, differenceCents: -50 },
    });
    expect(z).toMatchObject({
      ...x,
      kind: 'Z',
      number: 1,
      issuedAt: expect.any(String),
      cash: { ...x.cash, count: { countedCents: 15200 }, differenceCents: -50 },
    });
    expect(await stateOf(location)).toEqual({ session: null });
    expect(await call<TillReport>(staff, 'get', `${till(location)}/reports/1`)).toEqual(z);

    // A second close of the same session is refused; so is charging until a new one opens.
    expect(
      await refusal('post', `${till(location)}/close`, { sessionId: session.id, count: { amount: 152 } }),
    ).toMatchObject({
      status: 409,
      message: 'Esta caja ya está cerrada',
    });
    expect(
      (await refusal('post', `/orders/${(await sell(location, [beerLine()])).id}/payments`, { method: 'card' })).status,
    ).toBe(409);
    expect(await refusal('get', `${till(location)}/report`, undefined)).toMatchObject({
      status: 409,
      message: 'La caja está cerrada',
    });

    // The next session starts from nothing and its Z is number 2; the list shows the newest first.
    const next = await openTill(staff, org.id, location.id, '50');
    expect((await xReport(location)).sales.count).toBe(0);
    expect((await close(location, next.id, { amount: '50' })).body.report).toMatchObject({
      number: 2,
      cash: { differenceCents: 0 },
    });
    const list = await call<Page<TillReport>>(staff, 'get', `${till(location)}/reports`);
    expect(list.items.map((r) => r.number)).toEqual([2, 1]);
    expect(list.total).toBe(2);
  });

  it('keeps a Z report and its closed session as issued: no route changes or deletes them', async () => {
    const location = await newLocation('Puerto', 'PU');
    const { session } = await stateOf(location);
    expect((await close(location, session!.id)).status).toBe(200);
    const path = `${base}${till(location)}/reports/1`;
    const before = (
      await adminDb().collection(`organizations/${org.id}/tillReports`).doc(`${location.id}_000001`).get()
    ).data();
    for (const response of [
      await api().put(path).set(owner.auth).send({ number: 9 }),
      await api().delete(path).set(owner.auth),
      await api()
        .put(`${base}${till(location)}`)
        .set(owner.auth)
        .send({}),
      await api()
        .delete(`${base}${till(location)}`)
        .set(owner.auth),
    ])
      expect([404, 405]).toContain(response.status);
    expect(
      (await adminDb().collection(`organizations/${org.id}/tillReports`).doc(`${location.id}_000001`).get()).data(),
    ).toEqual(before);
    expect((await adminDb().doc(`organizations/${org.id}/tillSessions/${session!.id}`).get()).data()!.status).toBe(
      'closed',
    );
  });

  it('lists in its Z the voids and cancellations made while it was open, whether the order was paid or not', async () => {
    const terrace = await newLocation('Terraza', 'TZ', { till: false });
    const before = await openTill(staff, org.id, terrace.id);
    // Voided in the session before, paid in this one: the earlier Z answers for the void.
    const early = await sell(terrace, [beerLine(2)]);
    await call(owner, 'post', `/orders/${early.id}/send`, {});
    await call(owner, 'post', `/orders/${early.id}/lines/${early.lines[0]!.id}/void`, {
      reason: 'Pedida de más',
      quantity: 1,
    });
    expect((await close(terrace, before.id, { amount: '100' })).status).toBe(200);
    const session = await openTill(staff, org.id, terrace.id);
    await pay(early, { method: 'cash', tendered: '2,50' });

    const paid = await sell(terrace, [beerLine(2), steakLine()]);
    await call(owner, 'post', `/orders/${paid.id}/send`, {});
    await call(owner, 'post', `/orders/${paid.id}/lines/${paid.lines[0]!.id}/void`, {
      reason: 'Se ha derramado',
      quantity: 1,
    });
    await pay(paid, { method: 'card' });
    const unpaid = await sell(terrace, [steakLine(), beerLine()]);
    await call(owner, 'post', `/orders/${unpaid.id}/send`, {});
    await call(owner, 'post', `/orders/${unpaid.id}/cancel`, { reason: 'Se han ido' });

    const answer = await close(terrace, session.id, { amount: '102,50' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { report } = answer.body as CloseTillResult;
    expect(report.voids.items.map((v) => [v.name, v.quantity, v.amountCents, v.reason])).toEqual([
      ['Caña', 1, 250, 'Se ha derramado'],
      ['Entrecot', 1, 1850, 'Se han ido'],
      ['Caña', 1, 250, 'Se han ido'],
    ]);
    expect(report.voids.items.every((v) => v.authorizedBy?.id === `user:${owner.uid}`)).toBe(true);
    expect(report.sales).toMatchObject({ count: 2, totalCents: 250 + 250 + 1850 });
    const first = await call<TillReport>(staff, 'get', `${till(terrace)}/reports/1`);
    expect(first.voids.items.map((v) => [v.name, v.reason])).toEqual([['Caña', 'Pedida de más']]);
  });

  it('numbers Z reports without gaps per location when two locations close at once, and closes a session once', async () => {
    const [east, west] = await Promise.all([
      newLocation('Este', 'ES', { till: false }),
      newLocation('Oeste', 'OE', { till: false }),
    ]);
    for (let round = 0; round < 3; round++) {
      const [e, w] = await Promise.all([openTill(staff, org.id, east.id), openTill(staff, org.id, west.id)]);
      // Each session asked to close twice at once: exactly one close wins.
      const answers = await Promise.all([close(east, e.id), close(west, w.id), close(east, e.id), close(west, w.id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409]);
    }
    for (const location of [east, west]) {
      const list = await call<Page<TillReport>>(staff, 'get', `${till(location)}/reports`);
      expect(list.items.map((r) => r.number)).toEqual([3, 2, 1]);
      expect(new Set(list.items.map((r) => r.sessionId)).size).toBe(3);
    }
  });

  it('never loses a payment racing the close: it is in the Z, or refused', async () => {
    const location = await newLocation('Feria', 'FE', { till: false });
    const session = await openTill(staff, org.id, location.id);
    const orders = await Promise.all([1, 2, 3].map(() => sell(location, [beerLine()])));
    const [closing, ...payments] = await Promise.all([
      close(location, session.id),
      ...orders.map((order) =>
        api().post(`${base}/orders/${order.id}/payments`).set(staff.auth).send({ method: 'cash' }),
      ),
    ]);
    expect(closing.status).toBe(200);
    const paid = payments.filter((p) => p.status === 201);
    expect(payments.every((p) => p.status === 201 || p.status === 409)).toBe(true);
    const z = (closing.body as CloseTillResult).report;
    expect(z.sales.count).toBe(paid.length);
    expect(z.cash.salesCents).toBe(paid.length * 250);
  });

  it('answers 404 for a location of another organization, and staff may run the till', async () => {
    const other = await createOrganization(owner, 'Otra', ['restaurant', 'pos', 'orders', 'configuration']);
    const theirs = await createLocation(owner, other.id, { name: 'Ajeno', ticketSeries: 'AJ' });
    for (const [method, path, body] of [
      ['get', `/tills/${theirs.id}`, undefined],
      ['post', `/tills/${theirs.id}/open`, { float: { amount: 1 } }],
      ['post', `/tills/${theirs.id}/movements`, { kind: 'out', amount: 1, reason: 'x' }],
      ['get', `/tills/${theirs.id}/report`, undefined],
      ['get', `/tills/${theirs.id}/reports`, undefined],
    ] as const)
      expect((await refusal(method, path, body, owner)).status, path).toBe(404);
    const session = (await api().get(`/api/organizations/${other.id}/tills/${theirs.id}`).set(owner.auth)).body.session;
    expect(
      (await refusal('post', `/tills/${theirs.id}/close`, { sessionId: session.id, count: { amount: 0 } }, owner))
        .status,
    ).toBe(404);
    expect(
      (await api().get(`/api/organizations/${other.id}/tills/${theirs.id}`).set(owner.auth)).body.session.status,
    ).toBe('open');
  });
});
