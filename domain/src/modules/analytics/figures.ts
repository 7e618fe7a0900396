import { addDays, weekdayOf, WEEKDAYS } from '../../platform/dates';
import { offsetMinutesAt } from '../../platform/local-time';
import type { Order, OrderLine, Refund } from '../orders';

/*
 * The figures (ARCHITECTURE.md, "Figures"): what a paid order or a refund adds to its day's aggregate, as one nested
 * object of counters. A delta is built from the order alone (any selling module is counted, none is named here but
 * the restaurant's tables), added to the day's and the month's documents with increments, and summed back by the
 * reports. The same functions rebuild the aggregates from the orders, so a rebuild equals what was kept.
 */

/** A count and its amount in cents. */
export interface Amount {
  count: number;
  cents: number;
}

export interface ItemFigures {
  name: string;
  module: string;
  /** The line kind ('dish', 'dailyMenu', 'service'...). */
  kind: string;
  category: string;
  quantity: number;
  cents: number;
}

export interface NamedAmount extends Amount {
  name: string;
}

/** Everything an aggregate document keeps (each part absent while nothing added to it). */
export interface FigureSet {
  /** Paid orders (tickets) and what they came to, VAT and discounts included (before refunds). */
  sales?: Amount;
  /** Refunds made (a refund counts on its own day, whatever day the sale was) and their amount. */
  refunds?: Amount;
  /** Discount lines (coupons, rewards, discounts at the till) and what they took off. */
  discounts?: Amount;
  /** Net of refunds, by selling module ('restaurant', 'beauty'...): count is the paid orders. */
  byModule?: Record<string, Amount>;
  /** Net money by tender: 'cash', 'card', 'voucher' (a gift voucher's part). */
  byPayment?: Record<string, number>;
  /** Net of refunds, by the employee who served the order (NO_KEY for none). */
  byEmployee?: Record<string, NamedAmount>;
  /** Sales by the local hour they were paid at ('0'-'23'). */
  byHour?: Record<string, Amount>;
  /** Sales by weekday and hour ('1-13': Monday at 13 h; 1 = Monday ... 7 = Sunday): the heatmap. */
  heat?: Record<string, Amount>;
  /** Net of refunds, per item sold ('dish:{id}', 'dailyMenu:{date}', 'service:{id}'...). */
  items?: Record<string, ItemFigures>;
  /** Net of refunds, by VAT rate ('21', '10', '4', '0'): taxable base and VAT, in cents. */
  vat?: Record<string, { baseCents: number; vatCents: number }>;
  /** Net of refunds, by CRM client (orders with a client attached). */
  clients?: Record<string, NamedAmount>;
  /** The restaurant's tables. */
  tables?: {
    /** Paid table orders, their diners (covers), their amount, and minutes from opened to paid. */
    orders: number;
    covers: number;
    cents: number;
    minutes: number;
  };
  /** Kitchen times by station (NO_KEY for lines of no station): rounds that went from sent to ready, and minutes. */
  kitchen?: Record<string, { count: number; minutes: number }>;
  /** Dishes that sold out (their countdown stock reached 0), times. */
  soldOut?: Record<string, { name: string; count: number }>;
}

/** One outbox event: what to add to the aggregates of a day and location. */
export interface FigureEvent {
  kind: 'sale' | 'refund' | 'soldOut';
  /** The local day, its month, and the location whose aggregates take it. */
  date: string;
  month: string;
  locationId: string;
  /** The moment it happened (ISO). */
  at: string;
  delta: FigureSet;
  /** A sale to a CRM client: the client, so that their first day of purchase is kept (new or returning). */
  clientId: string | null;
}

/** The stored aggregate: a day's or a month's figures for one location. */
export interface FigureDoc {
  period: 'day' | 'month';
  /** 'YYYY-MM-DD' for a day, 'YYYY-MM' for a month. */
  key: string;
  locationId: string;
  figures: FigureSet;
}

/**
 * The key of "none" in the figures' maps (an order served by no employee, a line of no kitchen station): Firestore
 * refuses an empty map key, so '' cannot be one.
 */
export const NO_KEY = '-';

export const dayFigureId = (date: string, locationId: string) => `day_${date}_${locationId}`;
export const monthFigureId = (month: string, locationId: string) => `month_${month}_${locationId}`;
export const saleEventId = (orderId: string) => `sale_${orderId}`;
export const refundEventId = (refundId: string) => `refund_${refundId}`;
export const soldOutEventId = (dishId: string, date: string) => `soldOut_${dishId}_${date}`;

/** The local calendar day, hour (0-23) and ISO weekday (1 Monday ... 7 Sunday) of an instant in a time zone. */
export function localMoment(at: string | number | Date, timeZone: string) {
  const instant = new Date(at).getTime();
  const local = new Date(instant + offsetMinutesAt(instant, timeZone) * 60_000);
  const date = local.toISOString().slice(0, 10);
  return { date, month: date.slice(0, 7), hour: local.getUTCHours(), weekday: WEEKDAYS.indexOf(weekdayOf(date)) + 1 };
}

/** Adds `delta` times `sign` into `into` (numbers add up, names take the latest): summing documents, or a rebuild. */
export function addFigures(into: FigureSet, delta: FigureSet, sign = 1): FigureSet {
  addDeep(into as Record<string, unknown>, delta as Record<string, unknown>, sign);
  return into;
}

function addDeep(into: Record<string, unknown>, delta: Record<string, unknown>, sign: number) {
  for (const [key, value] of Object.entries(delta)) {
    if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + sign * value;
    else if (typeof value === 'string') into[key] = value;
    else if (value && typeof value === 'object') {
      const child = (into[key] ??= {}) as Record<string, unknown>;
      addDeep(child, value as Record<string, unknown>, sign);
    }
  }
}

const itemKey = (line: Pick<OrderLine, 'kind' | 'refId'>) => `${line.kind}:${line.refId}`;
const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000));
const baseOf = (grossCents: number, rate: number) => Math.round((grossCents * 100) / (100 + rate));

/** Money by tender of payments (or refunds): the cash, the card and the gift-voucher parts. */
function tenderCents(moves: { cashCents: number; cardCents: number; tenders?: { amountCents: number }[] }[]) {
  const out: Record<string, number> = {};
  for (const move of moves) {
    if (move.cashCents) out.cash = (out.cash ?? 0) + move.cashCents;
    if (move.cardCents) out.card = (out.card ?? 0) + move.cardCents;
    const voucher = (move.tenders ?? []).reduce((sum, tender) => sum + tender.amountCents, 0);
    if (voucher) out.voucher = (out.voucher ?? 0) + voucher;
  }
  return out;
}

/** When the order was paid in full: its last payment. */
export const closedAtOf = (order: Pick<Order, 'payments' | 'statusAt'>) =>
  order.payments.reduce((latest, payment) => (payment.at > latest ? payment.at : latest), '') || order.statusAt;

/**
 * A paid order's figures, on the day and at the hour (location time) it was paid in full. `kitchenRounds` are the
 * rounds the kitchen marked ready (sent and ready moments), if the selling module keeps them.
 */
export function saleEvent(order: Order, timeZone: string): FigureEvent {
  const at = closedAtOf(order);
  const moment = localMoment(at, timeZone);
  const cents = order.totals.totalCents;
  const employee = order.employee ?? order.payments.at(-1)?.employee ?? null;
  const goods = order.lines.filter((line) => line.kind !== 'discount');
  const discounts = order.lines.filter((line) => line.kind === 'discount');

  const delta: FigureSet = {
    sales: { count: 1, cents },
    byModule: { [order.module]: { count: 1, cents } },
    byPayment: tenderCents(order.payments),
    byEmployee: { [employee?.id || NO_KEY]: { name: employee?.name ?? '', count: 1, cents } },
    byHour: { [String(moment.hour)]: { count: 1, cents } },
    heat: { [`${moment.weekday}-${moment.hour}`]: { count: 1, cents } },
    items: {},
    vat: Object.fromEntries(
      order.totals.vat.map((row) => [String(row.rate), { baseCents: row.baseCents, vatCents: row.vatCents }]),
    ),
  };
  if (discounts.length > 0) delta.discounts = { count: discounts.length, cents: order.totals.discountCents };
  for (const line of goods) {
    const entry = (delta.items![itemKey(line)] ??= {
      name: line.name,
      module: order.module,
      kind: line.kind,
      category: line.category,
      quantity: 0,
      cents: 0,
    });
    entry.quantity += line.quantity;
    entry.cents += line.totalCents;
  }
  if (order.client) delta.clients = { [order.client.id]: { name: order.client.name, count: 1, cents } };
  if (order.table) {
    delta.tables = { orders: 1, covers: order.diners ?? 0, cents, minutes: minutesBetween(order.createdAt, at) };
  }
  const kitchen: Record<string, { count: number; minutes: number }> = {};
  for (const round of order.kitchenRounds ?? []) {
    const stations = new Set(order.lines.filter((line) => line.round === round.round).map((line) => line.station));
    for (const station of stations) {
      const entry = (kitchen[station || NO_KEY] ??= { count: 0, minutes: 0 });
      entry.count += 1;
      entry.minutes += minutesBetween(round.sentAt, round.readyAt);
    }
  }
  if (Object.keys(kitchen).length > 0) delta.kitchen = kitchen;
  return {
    kind: 'sale',
    date: moment.date,
    month: moment.month,
    locationId: order.locationId,
    at,
    delta,
    clientId: order.client?.id ?? null,
  };
}

/** A refund's figures, on the day it was made (a refund after the day closed counts on its own day). */
export function refundEvent(order: Order, refund: Refund, timeZone: string): FigureEvent {
  const moment = localMoment(refund.at, timeZone);
  const cents = refund.amountCents;
  const employee = order.employee ?? order.payments.at(-1)?.employee ?? null;
  const items: Record<string, ItemFigures> = {};
  const vat: Record<string, { baseCents: number; vatCents: number }> = {};
  for (const part of refund.lines) {
    const line = order.lines.find((candidate) => candidate.id === part.lineId);
    if (!line) continue;
    const entry = (items[itemKey(line)] ??= {
      name: line.name,
      module: order.module,
      kind: line.kind,
      category: line.category,
      quantity: 0,
      cents: 0,
    });
    entry.quantity -= part.quantity;
    entry.cents -= part.amountCents;
    // A gift voucher sold carries no VAT (Totals.notSubjectCents): its refund takes none back either.
    if (line.kind === 'voucher') continue;
    const base = baseOf(part.amountCents, line.vatRate);
    const row = (vat[String(line.vatRate)] ??= { baseCents: 0, vatCents: 0 });
    row.baseCents -= base;
    row.vatCents -= part.amountCents - base;
  }
  const byPayment = Object.fromEntries(
    Object.entries(
      tenderCents([{ cashCents: refund.cashCents, cardCents: refund.cardCents, tenders: refund.tenders }]),
    ).map(([tender, value]) => [tender, -value]),
  );
  const delta: FigureSet = {
    refunds: { count: 1, cents },
    byModule: { [order.module]: { count: 0, cents: -cents } },
    byPayment,
    byEmployee: { [employee?.id || NO_KEY]: { name: employee?.name ?? '', count: 0, cents: -cents } },
    items,
    vat,
  };
  if (order.client) delta.clients = { [order.client.id]: { name: order.client.name, count: 0, cents: -cents } };
  return {
    kind: 'refund',
    date: moment.date,
    month: moment.month,
    locationId: order.locationId,
    at: refund.at,
    delta,
    clientId: null,
  };
}

/** A dish whose countdown stock reached 0 while selling (the restaurant's sale writes it). */
export function soldOutEvent(
  dish: { id: string; name: string },
  locationId: string,
  at: string,
  timeZone: string,
): FigureEvent {
  const moment = localMoment(at, timeZone);
  return {
    kind: 'soldOut',
    date: moment.date,
    month: moment.month,
    locationId,
    at,
    delta: { soldOut: { [dish.id]: { name: dish.name, count: 1 } } },
    clientId: null,
  };
}

/** Net revenue: what the sales came to less what was refunded. */
export const netCents = (figures: FigureSet) => (figures.sales?.cents ?? 0) - (figures.refunds?.cents ?? 0);

/** The days of a range, inclusive, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
