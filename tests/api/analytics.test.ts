import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  todayIn,
  type Category,
  type Dish,
  type FigureDoc,
  type GeneralReport,
  type Location,
  type Order,
  type Organization,
  type PaymentResult,
  type RefundResult,
} from '@plataforma/domain';
import { applyFigureEvent } from '../../functions/src/modules/analytics/apply';
import { rebuildFigures } from '../../functions/src/modules/analytics/rebuild';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 24: the figures of every sale and refund, counted once, and the general dashboard that reads them. */

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let centro: Location;
let terraza: Location;
let coffee: Dish;
let croquettes: Dish;
let wine: Dish;
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
const quick = (lines: object[], payment: object = { method: 'cash' }, location = centro, key?: string) =>
  call<PaymentResult>(staff, '/orders/quick-sale', { locationId: location.id, lines, payment }, 201, key);
async function atTable(tableId: string, lines: object[], payment: object = { method: 'card' }, location = centro) {
  const order = await call<Order>(staff, '/orders', { locationId: location.id, tableId, lines, diners: 2 }, 201);
  return call<PaymentResult>(staff, `/orders/${order.id}/payments`, payment, 201);
}
const report = (query: Record<string, string> = {}, actor = manager) =>
  call<GeneralReport>(actor, `/analytics?${new URLSearchParams({ from: today, to: today, ...query }).toString()}`);
const events = () => adminDb().collection(`organizations/${org.id}/analyticsEvents`);
const figureDocs = async () =>
  Object.fromEntries(
    (await adminDb().collection(`organizations/${org.id}/analyticsFigures`).get()).docs.map((doc) => {
      const { period, key, locationId, figures } = doc.data() as FigureDoc;
      return [doc.id, { period, key, locationId, figures }];
    }),
  );

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marta');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Cifras', ['restaurant', 'pos', 'orders', 'configuration', 'analytics']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  const tables = [
    { id: 't1', name: 'Mesa 1', zone: 'Salón', seats: 4 },
    { id: 't2', name: 'Mesa 2', zone: 'Salón', seats: 2 },
  ];
  centro = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'C', tables });
  terraza = await createLocation(owner, org.id, { name: 'Terraza', ticketSeries: 'TZ', tables });
  const category = await call<Category>(owner, '/restaurant/categories', { name: 'Carta' }, 201);
  const dish = (name: string, price: string, vatRate = 10) =>
    call<Dish>(owner, '/restaurant/dishes', { name, price, vatRate, categoryId: category.id }, 201);
  coffee = await dish('Café', '1,50');
  croquettes = await dish('Croquetas', '8');
  wine = await dish('Vino', '3,20', 21);
});

beforeEach(async () => {
  for (const name of ['orders', 'openTables', 'ticketSeries', 'tickets', 'analyticsEvents', 'analyticsFigures'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('the general dashboard', () => {
  it('adds up what was sold, by location, tender, item, hour and VAT rate, as computed from the orders', async () => {
    const sold = [
      await quick([line(coffee, 2), line(croquettes)]),
      await quick([line(wine, 3)], { method: 'card' }),
      await atTable('t1', [line(croquettes, 2), line(wine)]),
      await quick([line(coffee)], { method: 'cash' }, terraza),
    ];
    const orders = sold.map(({ order }) => order);
    const net = orders.reduce((sum, order) => sum + order.totals.totalCents, 0);
    const at = (location: Location) =>
      orders.filter((order) => order.locationId === location.id).reduce((sum, o) => sum + o.totals.totalCents, 0);
    const paidBy = (method: 'cashCents' | 'cardCents') =>
      orders.flatMap((order) => order.payments).reduce((sum, payment) => sum + payment[method], 0);

    const answer = await report();
    expect(answer.totals).toMatchObject({
      netCents: net,
      grossCents: net,
      tickets: 4,
      averageCents: Math.round(net / 4),
    });
    expect(answer.series).toEqual([{ period: today, netCents: net, tickets: 4 }]);
    expect(answer.byModule).toEqual([{ key: 'restaurant', name: 'restaurant', count: 4, cents: net }]);
    expect(answer.byLocation).toEqual([
      { key: centro.id, name: 'Centro', count: 3, cents: at(centro) },
      { key: terraza.id, name: 'Terraza', count: 1, cents: at(terraza) },
    ]);
    expect(Object.fromEntries(answer.byPayment.map((row) => [row.key, row.cents]))).toEqual({
      cash: paidBy('cashCents'),
      card: paidBy('cardCents'),
    });
    const units = (dish: Dish) =>
      orders
        .flatMap((order) => order.lines)
        .filter((l) => l.refId === dish.id)
        .reduce((sum, l) => sum + l.quantity, 0);
    expect(answer.topItems.map((item) => [item.name, item.quantity])).toEqual([
      ['Croquetas', units(croquettes)],
      ['Vino', units(wine)],
      ['Café', units(coffee)],
    ]);
    const vat = (rate: number) => orders.flatMap((order) => order.totals.vat).filter((row) => row.rate === rate);
    expect(answer.vat).toEqual(
      [21, 10].map((rate) => ({
        rate,
        baseCents: vat(rate).reduce((sum, row) => sum + row.baseCents, 0),
        vatCents: vat(rate).reduce((sum, row) => sum + row.vatCents, 0),
        totalCents: vat(rate).reduce((sum, row) => sum + row.grossCents, 0),
      })),
    );
    expect(answer.heat.reduce((sum, cell) => sum + cell.count, 0)).toBe(4);

    // One location, and a range without sales (the previous period is empty: no change to show).
    expect((await report({ locationId: terraza.id })).totals.netCents).toBe(at(terraza));
    const before = await report({ from: '2020-01-01', to: '2020-01-31', granularity: 'week' });
    expect(before.totals.tickets).toBe(0);
    expect(before.series.map((point) => point.period)).toEqual([
      '2019-12-30',
      '2020-01-06',
      '2020-01-13',
      '2020-01-20',
      '2020-01-27',
    ]);
  });

  it('counts a payment retried with its Idempotency-Key once, and an event delivered twice once', async () => {
    const first = await quick([line(croquettes)], { method: 'cash' }, centro, 'pay-once');
    const again = await quick([line(croquettes)], { method: 'cash' }, centro, 'pay-once');
    expect(again.order.id).toBe(first.order.id);

    // Three deliveries of the same event at once (a redelivery, a dashboard's drain...). Where the Functions emulator
    // runs (CI runs these tests beside it), the event function is a fourth, and may have been first.
    const [event] = (await events().get()).docs;
    const applied = await Promise.all([1, 2, 3].map(() => applyFigureEvent(org.id, event!.id)));
    expect(applied.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect((await events().doc(event!.id).get()).data()!.appliedAt).not.toBeNull();
    expect((await report()).totals).toMatchObject({ tickets: 1, netCents: 800 });
    // A later delivery finds it applied.
    expect(await applyFigureEvent(org.id, event!.id)).toBe(false);
    expect((await report()).totals).toMatchObject({ tickets: 1, netCents: 800 });
  });

  it('counts a refund on its own day, once, after the sale was counted', async () => {
    const sold = await quick([line(croquettes, 2), line(coffee)]);
    expect((await report()).totals.tickets).toBe(1);
    const refunded = await call<RefundResult>(
      owner,
      `/orders/${sold.order.id}/refunds`,
      { lines: [{ lineId: sold.order.lines[0]!.id, quantity: 1 }], reason: 'Fría' },
      201,
    );
    const answer = await report();
    expect(answer.totals).toMatchObject({
      tickets: 1,
      grossCents: sold.order.totals.totalCents,
      netCents: sold.order.totals.totalCents - refunded.refund.amountCents,
      refunds: { count: 1, cents: refunded.refund.amountCents },
    });
    expect(answer.topItems.find((item) => item.name === 'Croquetas')).toMatchObject({ quantity: 1, cents: 800 });
    const refundEvent = (await events().doc(`refund_${refunded.refund.id}`).get()).data();
    expect(refundEvent).toMatchObject({ kind: 'refund', date: today });
  });

  it('compares with the previous period and groups by month from the month documents', async () => {
    await quick([line(croquettes)]);
    // Last month's figures (a month document, as the aggregation writes it).
    const lastMonth = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
    lastMonth.setUTCDate(0);
    const month = lastMonth.toISOString().slice(0, 7);
    await adminDb()
      .doc(`organizations/${org.id}/analyticsFigures/month_${month}_${centro.id}`)
      .set({ period: 'month', key: month, locationId: centro.id, figures: { sales: { count: 2, cents: 400 } } });
    const thisMonth = { from: `${today.slice(0, 7)}-01`, to: today };
    const monthStart = new Date(`${thisMonth.from}T00:00:00Z`);
    const days = (new Date(`${today}T00:00:00Z`).getTime() - monthStart.getTime()) / 86_400_000 + 1;
    const answer = await report({ ...thisMonth, granularity: 'month' });
    expect(answer.series).toEqual([{ period: today.slice(0, 7), netCents: 800, tickets: 1 }]);
    // The previous period is as long, just before: it reads last month's document only when it covers it whole.
    expect(answer.previousRange.to).toBe(lastMonth.toISOString().slice(0, 10));
    expect(answer.previous.tickets).toBe(days >= 28 && answer.previousRange.from.endsWith('-01') ? 2 : 0);
  });

  it('rebuilds from the orders the very figures kept sale by sale', async () => {
    // Generated sales: items, quantities, tenders, locations and refunds from a seeded sequence.
    let seed = 24;
    const next = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0; // mulberry32
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const dishes = [coffee, croquettes, wine];
    const sold: PaymentResult[] = [];
    for (let i = 0; i < 12; i += 1) {
      const lines = [line(dishes[next(3)]!, 1 + next(3)), line(dishes[next(3)]!, 1)];
      const payment = next(2) ? { method: 'cash' } : { method: 'card' };
      sold.push(
        next(3) === 0
          ? await atTable(`t${1 + next(2)}`, lines, payment)
          : await quick(lines, payment, next(2) ? centro : terraza),
      );
    }
    for (const { order } of sold.filter((_, index) => index % 4 === 1))
      await call<RefundResult>(
        owner,
        `/orders/${order.id}/refunds`,
        { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }], reason: 'Error' },
        201,
      );
    const kept = await report();
    const incremental = await figureDocs();
    expect(Object.keys(incremental).length).toBeGreaterThan(0);

    const result = await rebuildFigures(org.id);
    expect(result).toMatchObject({ orders: 12, refunds: 3 });
    expect(await figureDocs()).toEqual(incremental);
    expect(await report()).toEqual(kept);
    // Nothing left to apply: the rebuild marked the events it counted.
    expect((await events().where('appliedAt', '==', null).get()).size).toBe(0);
  });
});

describe('who sees the figures', () => {
  it('refuses staff (403), strangers (404), the signed-out (401) and bad ranges (400, nothing read)', async () => {
    const path = `${base}/analytics?from=${today}&to=${today}`;
    expect((await api().get(path).set(staff.auth)).status).toBe(403);
    expect((await api().get(path)).status).toBe(401);
    const stranger = await registeredUser('Pepe');
    await createOrganization(stranger, 'Otra Casa', ['analytics']);
    expect((await api().get(path).set(stranger.auth)).status).toBe(404);
    expect((await api().get(path).set(owner.auth)).status).toBe(200);

    const bad = await api().get(`${base}/analytics?from=2026-02-30&to=2025-01-01&granularity=year`).set(owner.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      from: 'La fecha no es válida (AAAA-MM-DD)',
      granularity: expect.any(String),
    });
    const reversed = await api().get(`${base}/analytics?from=2026-02-01&to=2026-01-01`).set(owner.auth);
    expect(reversed.body.error.fields.to).toBe('La fecha de inicio no puede ser posterior a la de fin');
    const long = await api().get(`${base}/analytics?from=2020-01-01&to=2026-01-01`).set(owner.auth);
    expect(long.body.error.fields.to).toBe('El periodo no puede pasar de dos años');
  });

  it('refuses the dashboard while analytics is off (403), and keeps counting the sales meanwhile', async () => {
    await api().delete(`${base}/modules/analytics`).set(owner.auth).expect(200);
    try {
      expect((await api().get(`${base}/analytics?from=${today}&to=${today}`).set(owner.auth)).status).toBe(403);
      await quick([line(coffee)]);
      expect((await events().get()).size).toBe(1);
    } finally {
      await api().post(`${base}/modules`).set(owner.auth).send({ moduleType: 'analytics' }).expect(200);
    }
    expect((await report()).totals.tickets).toBe(1);
  });
});
