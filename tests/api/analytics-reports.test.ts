import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  saleEvent,
  saleEventId,
  soldOutEvent,
  soldOutEventId,
  todayIn,
  type Category,
  type Client,
  type CrmReport,
  type Dish,
  type Location,
  type Order,
  type Organization,
  type PaymentResult,
  type RestaurantReport,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Issue 24: the CRM and restaurant dashboards, checked against figures worked out here from what the test sold (the
 * dishes' prices, the diners, the clients), not from the API's own numbers. Sales go through the real API; what
 * other helpers' work records (the kitchen's ready times, sold-out dishes) is written as those records would be:
 * `kitchenRounds` on the order before it is paid, and sold-out outbox events built by domain's soldOutEvent.
 */

const ZONE = 'Europe/Madrid';
const today = todayIn(ZONE);
const month = today.slice(5, 7);
const MINUTE = 60_000;

let owner: Actor;
let manager: Actor;
let staff: Actor;
let intruder: Actor;
let org: Organization;
let withoutCrm: Organization;
let base: string;
let centro: Location;
let terraza: Location;
let croquetas: Dish;
let entrecot: Dish;
let cafe: Dish;
const clients: Record<'ana' | 'bea' | 'carlos' | 'dani' | 'eva', Client> = {} as never;

/** Prices in cents, as the dishes are created below. */
const PRICE = { croquetas: 800, entrecot: 1850, cafe: 150, menu: 1250 };

async function call<T>(actor: Actor, method: 'get' | 'post' | 'put', path: string, body?: object, status = 200) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

const dish = (item: Dish, quantity = 1) => ({ kind: 'dish', dishId: item.id, quantity });
const orderDoc = (id: string) => adminDb().doc(`organizations/${org.id}/orders/${id}`);

/**
 * An order at a table with its diners, sent to the kitchen, opened `minutesAgo` before now (its creation moved back,
 * as if it had been opened then), its round ready `kitchenMinutes` after it was sent, for a client, paid in full.
 */
async function tableOrder(options: {
  location: Location;
  tableId: string;
  diners: number;
  lines: object[];
  clientId?: string;
  minutesAgo: number;
  kitchenMinutes?: number;
}): Promise<PaymentResult> {
  const { location, tableId, diners, lines } = options;
  const order = await call<Order>(staff, 'post', '/orders', { locationId: location.id, tableId, diners, lines }, 201);
  if (options.clientId) await call(staff, 'put', `/orders/${order.id}/client`, { clientId: options.clientId });
  const now = Date.now();
  const moved: Record<string, unknown> = { createdAt: Timestamp.fromMillis(now - options.minutesAgo * MINUTE) };
  if (options.kitchenMinutes !== undefined) {
    await call(staff, 'post', `/orders/${order.id}/send`, {});
    const sentAt = new Date(now - options.minutesAgo * MINUTE + 5 * MINUTE);
    const readyAt = new Date(sentAt.getTime() + options.kitchenMinutes * MINUTE);
    moved.kitchenRounds = [{ round: 1, sentAt: sentAt.toISOString(), readyAt: readyAt.toISOString() }];
  }
  await orderDoc(order.id).update(moved);
  return call<PaymentResult>(staff, 'post', `/orders/${order.id}/payments`, { method: 'card' }, 201);
}

const quickSale = (location: Location, lines: object[], clientId?: string) =>
  call<PaymentResult>(
    staff,
    'post',
    '/orders/quick-sale',
    { locationId: location.id, lines, payment: { method: 'cash' }, ...(clientId ? { clientId } : {}) },
    201,
  );

/** An outbox event written as the selling transaction writes it (outbox.ts), applied by the next report read. */
const writeEvent = (id: string, event: object) =>
  adminDb()
    .doc(`organizations/${org.id}/analyticsEvents/${id}`)
    .set({ ...event, createdAt: Timestamp.now(), appliedAt: null });

const report = <T>(kind: 'crm' | 'restaurant', query: Record<string, string>, actor = manager) =>
  call<T>(actor, 'get', `/analytics/modules/${kind}?${new URLSearchParams(query).toString()}`);

/** A day 100 days ago: carlos's first purchase, well before every range below but the widest. */
const longAgo = addDays(today, -100);

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  intruder = await registeredUser('Iris');
  org = await createOrganization(owner, 'Casa Lola', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
    'crm',
    'analytics',
  ]);
  withoutCrm = await createOrganization(owner, 'Sin CRM', ['restaurant', 'pos', 'analytics']);
  await createOrganization(intruder, 'Otra casa', ['restaurant', 'pos', 'crm', 'analytics']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  const table = (id: string) => ({ id, name: `Mesa ${id}`, zone: 'Salón', seats: 4 });
  centro = await createLocation(owner, org.id, {
    name: 'Centro',
    ticketSeries: 'C',
    tables: ['t1', 't2', 't3', 't4'].map(table),
  });
  terraza = await createLocation(owner, org.id, {
    name: 'Terraza',
    ticketSeries: 'TZ',
    tables: ['t1', 't2'].map(table),
  });
  const category = await call<Category>(owner, 'post', '/restaurant/categories', { name: 'Carta' }, 201);
  const newDish = (name: string, price: string, station: string) =>
    call<Dish>(owner, 'post', '/restaurant/dishes', { name, price, categoryId: category.id, station }, 201);
  croquetas = await newDish('Croquetas', '8', 'Cocina');
  entrecot = await newDish('Entrecot', '18,50', 'Cocina');
  cafe = await newDish('Café', '1,50', 'Barra');
  await call(
    owner,
    'put',
    `/restaurant/daily-menus/${today}`,
    {
      price: '12,50',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      courses: [{ name: 'Primeros', items: [{ dishId: croquetas.id }] }],
    },
    201,
  );

  // Clients: tags and birthdays (this month: ana on the 5th, eva on the 12th, bea on the 20th; carlos another month).
  const otherMonth = String((Number(month) % 12) + 1).padStart(2, '0');
  const newClient = (firstName: string, tags: string[], birthday: string) =>
    call<Client>(staff, 'post', '/crm/clients', { firstName, lastName: 'Prueba', tags, birthday }, 201);
  clients.ana = await newClient('Ana', ['VIP'], `1990-${month}-05`);
  clients.bea = await newClient('Bea', ['VIP', 'Habitual'], `1985-${month}-20`);
  clients.carlos = await newClient('Carlos', ['Habitual'], `1980-${otherMonth}-10`);
  clients.dani = await newClient('Dani', [], '');
  clients.eva = await newClient('Eva', ['Terraza'], `1970-${month}-12`);
  // Dani was registered long ago (the day the CRM imported them, say).
  await adminDb()
    .doc(`organizations/${org.id}/clients/${clients.dani.id}`)
    .update({ createdAt: Timestamp.fromDate(new Date(`${longAgo}T12:00:00Z`)) });

  // 1. Centro, table 1, 3 diners, Ana: 2 croquetas + a menú del día (28,50 €); open 45 min, kitchen 12 min.
  await tableOrder({
    location: centro,
    tableId: 't1',
    diners: 3,
    lines: [dish(croquetas, 2), { kind: 'dailyMenu', date: today, choices: [{ course: 0, item: 0 }], quantity: 1 }],
    clientId: clients.ana.id,
    minutesAgo: 45,
    kitchenMinutes: 12,
  });
  // 2. Centro, table 2, 2 diners, Bea: 2 entrecots + 2 cafés (40 €); open 30 min, kitchen 20 min (both stations).
  const beaTable = await tableOrder({
    location: centro,
    tableId: 't2',
    diners: 2,
    lines: [dish(entrecot, 2), dish(cafe, 2)],
    clientId: clients.bea.id,
    minutesAgo: 30,
    kitchenMinutes: 20,
  });
  // One entrecot of Bea's table is refunded (18,50 €).
  const entrecotLine = beaTable.order.lines.find((line) => line.refId === entrecot.id)!;
  await call(
    owner,
    'post',
    `/orders/${beaTable.order.id}/refunds`,
    {
      lines: [{ lineId: entrecotLine.id, quantity: 1 }],
      reason: 'Poco hecho',
    },
    201,
  );
  // 3. Centro, counter, Bea: 1 croqueta ración (8 €).
  await quickSale(centro, [dish(croquetas)], clients.bea.id);
  // 4. Terraza, counter, Carlos: 3 cafés (4,50 €).
  const carlosSale = await quickSale(terraza, [dish(cafe, 3)], clients.carlos.id);
  // 5. Terraza, table 1, 4 diners, no client: 1 croqueta ración (8 €), paid as soon as opened.
  await tableOrder({ location: terraza, tableId: 't1', diners: 4, lines: [dish(croquetas)], minutesAgo: 0 });

  // Carlos had bought the same 100 days ago: that sale's event, as the payment then would have written it.
  const earlier = carlosSale.order;
  const past = {
    ...earlier,
    payments: earlier.payments.map((payment) => ({ ...payment, at: `${longAgo}T12:00:00.000Z` })),
  };
  await writeEvent(saleEventId('past-carlos'), saleEvent(past, ZONE));
  // Croquetas sold out at Centro today, cafés at Terraza (the restaurant's sale writes these events).
  const now = new Date().toISOString();
  await writeEvent(soldOutEventId(croquetas.id, today), soldOutEvent(croquetas, centro.id, now, ZONE));
  await writeEvent(soldOutEventId(cafe.id, today), soldOutEvent(cafe, terraza.id, now, ZONE));

  // Reviews: this month 5 and 4 stars and a hidden 1; last month 3 stars; one older than every range.
  const lastMonthDay = addDays(`${today.slice(0, 7)}-01`, -3);
  const review = (rating: number, date: string, hidden = false) =>
    call(manager, 'post', '/crm/reviews', { rating, date, hidden, text: `${rating} estrellas` }, 201);
  await review(5, today);
  await review(4, today, false);
  await review(1, today, true);
  await review(3, lastMonthDay);
  await review(2, addDays(lastMonthDay, -60));
});

describe('the CRM report', () => {
  it('tells new from returning buyers, ranks them by what they spent net of refunds, and counts the new clients', async () => {
    const day = await report<CrmReport>('crm', { from: today, to: today });
    // Ana and Bea bought for the first time today; Carlos had bought 100 days ago.
    expect(day).toMatchObject({ range: { from: today, to: today }, newClients: 2, returningClients: 1 });
    const bea = 2 * PRICE.entrecot + 2 * PRICE.cafe - PRICE.entrecot + PRICE.croquetas;
    const ana = 2 * PRICE.croquetas + PRICE.menu;
    expect(day.topClients).toEqual([
      { key: clients.bea.id, name: 'Bea Prueba', count: 2, cents: bea },
      { key: clients.ana.id, name: 'Ana Prueba', count: 1, cents: ana },
      { key: clients.carlos.id, name: 'Carlos Prueba', count: 1, cents: 3 * PRICE.cafe },
    ]);
    // Four clients were registered today; Dani long ago.
    expect(day.createdClients).toBe(4);

    // Since Carlos's first purchase, all three are new, and Carlos bought twice.
    const wide = await report<CrmReport>('crm', { from: longAgo, to: today });
    expect(wide).toMatchObject({ newClients: 3, returningClients: 0, createdClients: 5 });
    expect(wide.topClients.find((client) => client.key === clients.carlos.id)).toMatchObject({
      count: 2,
      cents: 6 * PRICE.cafe,
    });

    // At the terrace only Carlos bought today, again.
    const terrace = await report<CrmReport>('crm', { from: today, to: today, locationId: terraza.id });
    expect(terrace).toMatchObject({ newClients: 0, returningClients: 1 });
    expect(terrace.topClients.map((client) => client.key)).toEqual([clients.carlos.id]);

    // Yesterday nobody bought nor registered.
    const yesterday = addDays(today, -1);
    expect(await report<CrmReport>('crm', { from: yesterday, to: yesterday })).toMatchObject({
      newClients: 0,
      returningClients: 0,
      topClients: [],
      createdClients: 0,
    });
  });

  it('counts every client per tag, whatever the range', async () => {
    const { byTag } = await report<CrmReport>('crm', { from: today, to: today });
    expect(byTag).toEqual([
      { tag: 'Habitual', count: 2 },
      { tag: 'VIP', count: 2 },
      { tag: 'Terraza', count: 1 },
    ]);
  });

  it("averages the range's visible reviews, month by month", async () => {
    const from = addDays(`${today.slice(0, 7)}-01`, -10).slice(0, 7) + '-01';
    const { reviews } = await report<CrmReport>('crm', { from, to: today });
    // 5, 4 and 3 stars (the hidden 1 and the review of two months before are left out).
    expect(reviews).toEqual({
      count: 3,
      average: 4,
      trend: [
        { month: from.slice(0, 7), count: 1, average: 3 },
        { month: today.slice(0, 7), count: 2, average: 4.5 },
      ],
    });
    // A day without reviews: none, and no average.
    const quiet = addDays(`${today.slice(0, 7)}-01`, -2);
    expect((await report<CrmReport>('crm', { from: quiet, to: quiet })).reviews).toEqual({
      count: 0,
      average: null,
      trend: [{ month: quiet.slice(0, 7), count: 0, average: null }],
    });
  });

  it("lists the clients whose birthday falls in the month of the range's end, by day", async () => {
    const { birthdays } = await report<CrmReport>('crm', { from: today, to: today });
    expect(birthdays).toEqual([
      { id: clients.ana.id, name: 'Ana Prueba', birthday: `1990-${month}-05` },
      { id: clients.eva.id, name: 'Eva Prueba', birthday: `1970-${month}-12` },
      { id: clients.bea.id, name: 'Bea Prueba', birthday: `1985-${month}-20` },
    ]);
    // A client's birthday changed through the CRM moves them.
    await call(manager, 'put', `/crm/clients/${clients.eva.id}`, {
      firstName: 'Eva',
      lastName: 'Prueba',
      tags: ['Terraza'],
      birthday: `1970-${month}-01`,
    });
    const moved = await report<CrmReport>('crm', { from: today, to: today });
    expect(moved.birthdays.map((client) => client.name)).toEqual(['Eva Prueba', 'Ana Prueba', 'Bea Prueba']);
  });
});

describe('the restaurant report', () => {
  it('counts covers, revenue per cover, minutes to pay and turnover of the paid table orders', async () => {
    const all = await report<RestaurantReport>('restaurant', { from: today, to: today });
    const tableCents = 2 * PRICE.croquetas + PRICE.menu + (2 * PRICE.entrecot + 2 * PRICE.cafe) + PRICE.croquetas;
    expect(all).toMatchObject({
      range: { from: today, to: today },
      tableOrders: 3,
      covers: 3 + 2 + 4,
      averagePerCoverCents: Math.round(tableCents / 9),
      // Six tables (four at Centro, two at Terraza), three table orders in one day.
      turnover: 0.5,
    });
    // Opened 45, 30 and 0 minutes before being paid (give or take the seconds the test takes).
    expect(all.averageMinutesToPay).toBeGreaterThanOrEqual(24);
    expect(all.averageMinutesToPay).toBeLessThanOrEqual(26);

    const centroOnly = await report<RestaurantReport>('restaurant', { from: today, to: today, locationId: centro.id });
    expect(centroOnly).toMatchObject({ tableOrders: 2, covers: 5, turnover: 0.5 });
    const terraceWeek = await report<RestaurantReport>('restaurant', {
      from: addDays(today, -3),
      to: today,
      locationId: terraza.id,
    });
    expect(terraceWeek).toMatchObject({ tableOrders: 1, covers: 4, averagePerCoverCents: PRICE.croquetas / 4 });
    // One table order, two tables, four days: 0,125 table orders per table and day.
    expect(terraceWeek.turnover).toBe(0.13);
  });

  it('averages kitchen times by station, ranks dishes net of refunds, and lists menús and sold-out dishes', async () => {
    const all = await report<RestaurantReport>('restaurant', { from: today, to: today });
    // Round of table 1 (Cocina, and the menú, which has no station: '-', 12 min); of table 2 (Cocina, Barra: 20).
    expect(all.kitchen).toEqual([
      { station: 'Barra', rounds: 1, averageMinutes: 20 },
      { station: 'Cocina', rounds: 2, averageMinutes: 16 },
      { station: '-', rounds: 1, averageMinutes: 12 },
    ]);
    expect(all.topDishes.map(({ name, quantity, cents }) => ({ name, quantity, cents }))).toEqual([
      { name: 'Croquetas', quantity: 4, cents: 4 * PRICE.croquetas },
      { name: 'Entrecot', quantity: 1, cents: PRICE.entrecot },
      { name: 'Café', quantity: 5, cents: 5 * PRICE.cafe },
    ]);
    expect(all.dailyMenus).toHaveLength(1);
    expect(all.dailyMenus[0]).toMatchObject({ kind: 'dailyMenu', quantity: 1, cents: PRICE.menu });
    expect(all.soldOut).toEqual([
      { key: cafe.id, name: 'Café', count: 1 },
      { key: croquetas.id, name: 'Croquetas', count: 1 },
    ]);
    const centroOnly = await report<RestaurantReport>('restaurant', { from: today, to: today, locationId: centro.id });
    expect(centroOnly.soldOut).toEqual([{ key: croquetas.id, name: 'Croquetas', count: 1 }]);

    // Nothing the day before.
    const yesterday = addDays(today, -1);
    expect(await report<RestaurantReport>('restaurant', { from: yesterday, to: yesterday })).toMatchObject({
      tableOrders: 0,
      covers: 0,
      averagePerCoverCents: 0,
      averageMinutesToPay: 0,
      turnover: 0,
      kitchen: [],
      topDishes: [],
      soldOut: [],
    });
  });
});

describe('who may read the reports', () => {
  it('refuses staff, other organizations, the module off and a bad range', async () => {
    for (const kind of ['crm', 'restaurant'] as const) {
      const path = `/analytics/modules/${kind}?from=${today}&to=${today}`;
      const forbidden = await api().get(`${base}${path}`).set(staff.auth);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error.code).toBe('forbidden');

      const foreign = await api().get(`${base}${path}`).set(intruder.auth);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.code).toBe('organization-not-found');

      const bad = await api().get(`${base}/analytics/modules/${kind}?from=${today}&to=2020-01-01`).set(manager.auth);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({ to: 'La fecha de inicio no puede ser posterior a la de fin' });

      const unauthenticated = await api().get(`${base}${path}`);
      expect(unauthenticated.status).toBe(401);
    }
    // Without CRM the CRM report is refused; the restaurant's answers.
    const other = `/api/organizations/${withoutCrm.id}/analytics/modules`;
    const off = await api().get(`${other}/crm?from=${today}&to=${today}`).set(owner.auth);
    expect(off.status).toBe(403);
    expect(off.body.error).toMatchObject({
      code: 'module-disabled',
      message: 'Este módulo no está activado en la organización',
    });
    expect((await api().get(`${other}/restaurant?from=${today}&to=${today}`).set(owner.auth)).status).toBe(200);
    // Without the restaurant, its report is refused (the organization turns it off).
    await api()
      .delete(`${other.replace('/analytics/modules', '')}/modules/restaurant`)
      .set(owner.auth)
      .expect(200);
    const noRestaurant = await api().get(`${other}/restaurant?from=${today}&to=${today}`).set(owner.auth);
    expect(noRestaurant.status).toBe(403);
    expect(noRestaurant.body.error.code).toBe('module-disabled');
  });
});
