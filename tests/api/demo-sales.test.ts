import { beforeAll, describe, expect, it } from 'vitest';
import { netCents, todayIn, weekdayOf, type FigureDoc, type Order, type Ticket } from '@plataforma/domain';
// @ts-expect-error: plain .mjs script of npm start
import analyticsSeed from '../../emulators/seed/modules/analytics.mjs';
// @ts-expect-error: plain .mjs script of npm start
import crmSeed from '../../emulators/seed/modules/crm.mjs';

/*
 * Analytics' demo year (emulators/seed/demo-sales.mjs), offline: the generator alone, no emulator. It must give the
 * same documents for the same moment, realistic volumes, and aggregates that add up to the orders they come from.
 */
const NOW = new Date('2026-11-26T15:00:00Z');
const RESTAURANT = 'organizations/Cw7LqT3nVx9RkB2mZp5H';
const SALON = 'organizations/Hb6PzR2kLw9QmT4xNc7S';
type StoredOrder = Omit<Order, 'createdAt'> & { createdAt: Date };
type Collections = Record<string, Record<string, unknown>>;

let seed: Collections;
/** The CRM's demo orders of Casa Lola: paid orders of the seed that the aggregates count too. */
let crmOrders: StoredOrder[];
const docs = <T>(path: string) => Object.entries(seed[path] ?? {}) as [string, T][];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  seed = (await analyticsSeed(NOW)) as Collections;
  crmOrders = Object.values(((await crmSeed(NOW)) as Collections)[`${RESTAURANT}/orders`]!) as StoredOrder[];
}, 60_000);

describe('the demo year of analytics', () => {
  it('is the same for the same moment', { timeout: 60_000 }, async () => {
    const again = (await analyticsSeed(NOW)) as Collections;
    expect(JSON.stringify(again)).toBe(JSON.stringify(seed));
  });

  it('sells a year at Casa Lola by its hours: 15-25 orders a day, none on Mondays, kitchen rounds at tables', () => {
    const orders = docs<StoredOrder>(`${RESTAURANT}/orders`).map(([, order]) => order);
    const days = new Map<string, number>();
    for (const order of orders) days.set(order.date, (days.get(order.date) ?? 0) + 1);
    expect([...days.keys()].some((date) => weekdayOf(date) === 'mon')).toBe(false);
    const full = [...days.entries()].filter(([date]) => date < '2026-11-26').map(([, count]) => count);
    expect(full.length).toBeGreaterThan(300);
    expect(sum(full) / full.length).toBeGreaterThanOrEqual(15);
    expect(sum(full) / full.length).toBeLessThanOrEqual(25);
    for (const order of orders) {
      expect(order.status).toBe('paid');
      expect(order.dueCents).toBe(0);
      expect(order.paidCents).toBe(order.totals.totalCents);
      expect(order.payments[0]!.at <= NOW.toISOString()).toBe(true);
      if (order.table) expect(order.kitchenRounds?.length).toBe(order.round);
    }
    const methods = new Set(orders.map((order) => order.payments[0]!.method));
    expect([...methods].sort()).toEqual(['card', 'cash', 'mixed']);
    expect(orders.filter((order) => order.client).length).toBeGreaterThan(20);
    expect(orders.filter((order) => order.lines.some((line) => line.kind === 'discount')).length).toBeGreaterThan(20);
    const refunded = orders.filter((order) => order.refunds.length > 0).length / orders.length;
    expect(refunded).toBeGreaterThan(0.003);
    expect(refunded).toBeLessThan(0.02);
  });

  it('sells at the salon from Tuesday to Saturday only, services by who does them', () => {
    const orders = docs<StoredOrder>(`${SALON}/orders`).map(([, order]) => order);
    expect(orders.length).toBeGreaterThan(1500);
    for (const order of orders) {
      expect(['sun', 'mon']).not.toContain(weekdayOf(order.date));
      expect(order.module).toBe('beauty');
      for (const line of order.lines.filter((l) => l.kind === 'service')) expect(line.employeeId).toBeTruthy();
    }
  });

  it('numbers its tickets in a series of its own, each of them stored', () => {
    for (const org of [RESTAURANT, SALON]) {
      const tickets = seed[`${org}/tickets`] as Record<string, Ticket>;
      const codes = docs<StoredOrder>(`${org}/orders`).flatMap(([, order]) => order.ticketCodes);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) {
        expect(code).toMatch(/^DEMO-R?\d{6}$/);
        expect(tickets[code]?.code).toBe(code);
      }
    }
  });

  it('keeps aggregates that add up to its orders: net by day and by month, tickets, tenders, clients', () => {
    for (const org of [RESTAURANT, SALON]) {
      const orders = [
        ...docs<StoredOrder>(`${org}/orders`).map(([, order]) => order),
        ...(org === RESTAURANT ? crmOrders : []),
      ];
      const figures = docs<FigureDoc>(`${org}/analyticsFigures`).map(([, doc]) => doc);
      const dayDocs = figures.filter((doc) => doc.period === 'day');
      const monthDocs = figures.filter((doc) => doc.period === 'month');
      const net = sum(orders.map((order) => order.totals.totalCents - order.refundedCents));
      expect(sum(dayDocs.map((doc) => netCents(doc.figures)))).toBe(net);
      expect(sum(monthDocs.map((doc) => netCents(doc.figures)))).toBe(net);
      expect(sum(dayDocs.map((doc) => doc.figures.sales?.count ?? 0))).toBe(orders.length);
      expect(sum(dayDocs.map((doc) => doc.figures.refunds?.count ?? 0))).toBe(
        sum(orders.map((order) => order.refunds.length)),
      );
      // Money by tender is the net as well (no gift vouchers in the demo year).
      expect(sum(dayDocs.flatMap((doc) => Object.values(doc.figures.byPayment ?? {})))).toBe(net);
      expect(dayDocs.every((doc) => doc.key <= '2026-11-26')).toBe(true);
    }
    // Each client's first day is the day (in Madrid) of their first paid order.
    const orders = [...docs<StoredOrder>(`${RESTAURANT}/orders`).map(([, order]) => order), ...crmOrders];
    const clients = docs<{ firstDate: string }>(`${RESTAURANT}/analyticsClients`);
    expect(clients.length).toBeGreaterThan(10);
    for (const [clientId, { firstDate }] of clients) {
      const days = orders
        .filter((order) => order.client?.id === clientId)
        .map((order) => todayIn('Europe/Madrid', new Date(order.payments[0]!.at)));
      expect(firstDate).toBe(days.sort()[0]);
    }
    expect(clients.map(([id]) => id).sort()).toEqual(
      [...new Set(orders.flatMap((order) => (order.client ? [order.client.id] : [])))].sort(),
    );
  });
});
