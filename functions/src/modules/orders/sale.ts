import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  buildTicket,
  can,
  capDiscounts,
  closingOf,
  computeTotals,
  eurosToCents,
  isActive,
  isDiscount,
  isVoucherSale,
  orderMoney,
  ticketCode,
  type LineInput,
  type Location,
  type Order,
  type OrderLine,
  type Payment,
  type PaymentBody,
  type PaymentTender,
  type Ticket,
} from '@plataforma/domain';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { paidOrderEntry } from './client-timeline';
import { moneyPaidCents, paidOrderEffects } from './paid-hooks';
import { settlementOf } from './paying';
import { servedBy } from './staff';
import { openTableRef, ordersOf, readOrder, toOrder, type OrderDoc } from './repository';
import { saleSeries } from './series';
import { storeTicket, ticketOrganization } from './verifactu/records';
import { readOpenTill } from './till/repository';
import {
  assertLineModules,
  newLineId,
  preparerOf,
  type PreparedLines,
  type Restock,
  type RestockContext,
  type SellContext,
  type SalePreparer,
} from './selling';

/**
 * The sales core's shared transaction pieces: every change to an order is one Firestore transaction that reads the
 * order (and what its lines refer to) first, computes the new fields, then writes. Money fields are always derived
 * from the lines, payments and refunds (withTotals). The calls themselves live in lines.ts, payments.ts, refunds.ts.
 */

/** Sales contend on the same stock and counter documents: let a transaction retry more than the default 5 times. */
const SALE_ATTEMPTS = 30;
export const sale = <T>(work: (tx: Transaction) => Promise<T>) => transaction(work, { maxAttempts: SALE_ATTEMPTS });

export type OrderFields = Omit<
  OrderDoc,
  'totals' | 'paidCents' | 'dueCents' | 'refundedCents' | 'tillSessionIds' | 'ticketCodes'
>;

/**
 * The derived fields, always recomputed from the lines, payments and refunds: the money, the till sessions the
 * payments, refunds, voids and a cancellation were made in (what a till report queries by), and the codes of the tickets issued (what the
 * ticket history finds an order by: an array-contains on one field needs no composite index).
 */
export function withTotals(doc: OrderFields): OrderDoc {
  const money = orderMoney(doc.lines, doc.payments);
  const refunds = doc.refunds ?? [];
  return {
    ...doc,
    refunds,
    totals: computeTotals(doc.lines),
    paidCents: money.paidCents,
    dueCents: money.dueCents,
    refundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
    tillSessionIds: [
      ...new Set(
        [...doc.payments, ...refunds, ...(doc.voids ?? []), ...(doc.cancellation ? [doc.cancellation] : [])]
          .map((m) => m.tillSessionId)
          .filter((id): id is string => Boolean(id)),
      ),
    ],
    ticketCodes: [...doc.payments, ...refunds].map((m) => m.ticketCode),
  };
}

export const mayManage = (tenant: Tenant) => can(tenant.role, 'orders.manage');

/**
 * Groups items by the preparer of their line kind: a module sees all its lines of a sale in one call, so that stock
 * shared by several of its kinds (a dish sold alone and inside a menú) is counted once.
 */
function byPreparer<T>(items: T[], kindOf: (item: T) => LineInput['kind']): Map<SalePreparer, T[]> {
  const groups = new Map<SalePreparer, T[]>();
  for (const item of items) {
    const preparer = preparerOf(kindOf(item));
    groups.set(preparer, [...(groups.get(preparer) ?? []), item]);
  }
  return groups;
}

/** Prices lines through the preparers of their kinds (reads only), in the order they were asked for. */
export async function prepareLines(ctx: SellContext, inputs: LineInput[]): Promise<PreparedLines> {
  const indexed = inputs.map((input, index) => ({ index, input }));
  const priced: OrderLine[] = [];
  const writes: Writes = [];
  for (const [preparer, items] of byPreparer(indexed, ({ input }) => input.kind)) {
    const prepared = await preparer.prepare(ctx, items);
    items.forEach(({ index }, i) => (priced[index] = prepared.lines[i]!));
    writes.push(prepared.takeStock);
  }
  return { lines: priced, takeStock: (tx) => flush(tx, writes) };
}

/** Reads what the lines took from stock through their preparers; answers the writes that give it back. */
export async function prepareRestock(ctx: RestockContext, items: Restock[]): Promise<(tx: Transaction) => void> {
  const writes: Writes = [];
  for (const [preparer, group] of byPreparer(items, ({ line }) => line.kind))
    writes.push(await preparer.restock(ctx, group));
  return (tx) => flush(tx, writes);
}

/** Writes to make once every read of the transaction is done (Firestore requires reads first). */
export type Writes = ((tx: Transaction) => void)[];
export const flush = (tx: Transaction, writes: Writes) => writes.forEach((write) => write(tx));

export function assertOpen(doc: OrderDoc) {
  if (!isActive(doc.status)) throw new ApiError('order-closed');
}

/** Reads an order in a transaction; its selling module must still be on (the route checked the sales core's). */
export async function readSale(tx: Transaction, tenant: Tenant, orderId: string): Promise<OrderDoc> {
  const doc = await readOrder(ordersOf(tenant).doc(orderId), tx);
  assertModuleEnabled(tenant, doc.module);
  return doc;
}

/**
 * The next number of the sale's ticket series (the till device's or the location's, see saleSeries), or of its
 * rectifying series, read in the transaction; `after` numbers further when one transaction issues several tickets
 * (each take moves the counter past its own).
 */
export async function nextTicket(tx: Transaction, tenant: Tenant, location: Location, rectifying = false, after = 0) {
  const { series, ref, counter } = await saleSeries(tx, tenant, location);
  const field = rectifying ? ('nextRectifying' as const) : ('next' as const);
  const number = (counter?.[field] ?? 1) + after;
  return {
    code: ticketCode(series, number, rectifying),
    // The number is taken here and the counter moved on in the same transaction: no gaps, no repeats.
    take: (tx2: Transaction) => tx2.set(ref, { [field]: number + 1 }, { merge: true }),
    // Issue 23: the series is the VERI*FACTU chain; its head as this read found it (storeTicket moves it on).
    chain: { series, ref, head: counter?.chain ?? null, after },
  };
}
export type TicketNumber = Awaited<ReturnType<typeof nextTicket>>;

/**
 * How a payment of `amount` splits between other tenders (a voucher, issue 17: taken first), cash and card, and the
 * change; 400 when the cash does not cover it or the tenders pay more than is charged.
 */
function tender(
  body: Pick<PaymentBody, 'method' | 'tendered' | 'card'>,
  total: number,
  others: PaymentTender[],
  vouchersSoldCents = 0,
) {
  const otherCents = others.reduce((sum, t) => sum + t.amountCents, 0);
  if (otherCents > total) throw new ApiError('validation-failed', { tenders: 'El bono paga más de lo que se cobra' });
  // Issue 17: a gift voucher sold is paid with money, never with another voucher.
  if (otherCents > total - vouchersSoldCents)
    throw new ApiError('validation-failed', { tenders: 'Un bono regalo no se puede pagar con otro bono' });
  const amount = total - otherCents;
  const cents = (value: number | string | undefined) => (value === undefined ? undefined : eurosToCents(value));
  const card = body.method === 'card' ? amount : body.method === 'mixed' ? (cents(body.card) ?? 0) : 0;
  if (body.method === 'mixed' && (card <= 0 || card >= amount))
    throw new ApiError('validation-failed', { card: 'La parte con tarjeta debe ser menor que el total' });
  const cash = amount - card;
  const tendered = body.method === 'card' ? 0 : (cents(body.tendered) ?? cash);
  if (tendered < cash)
    throw new ApiError('payment-insufficient', { tendered: 'El importe entregado no cubre el total' });
  return { cashCents: cash, cardCents: card, tenderedCents: tendered, changeCents: tendered - cash };
}

/**
 * A payment of the chosen lines (or of all that is unpaid) with its ticket, applied to `doc`: the settlement's
 * share of the discount, the lines marked; the ticket number taken and the ticket stored go to `writes`.
 */
export function charge(
  writes: Writes,
  tenant: Tenant,
  doc: OrderFields,
  location: Location,
  ticket: TicketNumber,
  body: Pick<PaymentBody, 'method' | 'tendered' | 'card' | 'lineIds' | 'lines' | 'split' | 'tip'>,
  tillSessionId: string,
  /** Issue 17: parts paid by other tenders, checked by their modules (see tenders.ts). */
  tenders: PaymentTender[] = [],
) {
  const id = newLineId();
  // Issue 14: lines, units of lines, a part of an even split or everything due; a tip (paying.ts).
  // Issue 17: an even split shares the bill's VAT rows out; a gift voucher sold is in none, so it is paid by lines.
  if (body.split && doc.lines.some(isVoucherSale))
    throw new ApiError('validation-failed', {
      split: 'Un pedido con un bono regalo no se divide a partes iguales: cóbralo por líneas',
    });
  const settlement = settlementOf(doc, body, id);
  const vouchersSold = settlement.lines
    .filter((line) => settlement.lineIds.includes(line.id) && isVoucherSale(line))
    .reduce((sum, line) => sum + line.totalCents, 0);
  const payment: Payment = {
    id,
    method: body.method,
    amountCents: settlement.amountCents,
    discountCents: settlement.discountCents,
    ...tender(body, settlement.amountCents, tenders, vouchersSold),
    ...(tenders.length > 0 ? { tenders } : {}),
    lineIds: settlement.lineIds,
    ticketCode: ticket.code,
    at: new Date().toISOString(),
    split: settlement.split,
    tipCents: settlement.tipCents,
    employee: servedBy(tenant),
    tillSessionId,
  };
  const settled = new Set(settlement.lineIds);
  const fields: OrderFields = {
    ...doc,
    lines: settlement.lines.map((l) => (settled.has(l.id) ? { ...l, paymentId: payment.id } : l)),
    payments: [...doc.payments, payment],
  };
  const printed = buildTicket({ order: fields, payment, organization: ticketOrganization(tenant), location });
  writes.push(ticket.take, (tx) => storeTicket(tx, tenant, ticket, printed));
  return { fields, payment, ticket: printed };
}

/**
 * Writes an order after lines were added or removed: the discount capped at what is unpaid, and an order whose
 * payments now cover everything closed in the same transaction (its table freed; lines a discount covers entirely
 * go on a last ticket of 0 €), so an order can never stay open with nothing to pay.
 */
export async function settleAfterChange(
  tx: Transaction,
  tenant: Tenant,
  orderId: string,
  doc: OrderFields,
  writes: Writes,
): Promise<OrderFields> {
  const lines = capDiscounts(doc.lines, doc.payments);
  let next: OrderFields = { ...doc, lines };
  const closing = closingOf(lines, doc.payments);
  if (closing === 'open') return next;
  if (closing === 'close-with-zero-payment') {
    const location = await getLocation(tenant, doc.locationId, tx);
    const ticket = await nextTicket(tx, tenant, location);
    // No money changes hands: it needs no open till, but goes in the open one's report if there is one.
    const till = await readOpenTill(tx, tenant, doc.locationId);
    next = charge(writes, tenant, next, location, ticket, { method: 'cash' }, till?.sessionId ?? '').fields;
  }
  return close(tx, writes, tenant, orderId, next);
}

/**
 * An order whose payments cover everything becomes 'cobrado': its table is freed and, for an order with a client,
 * the client's timeline gets the paid order, all in the payment's transaction (every path to 'paid' comes here).
 * Reads (the paid-order hooks') before any write: the writes go in `writes`, flushed by the caller.
 */
export async function close(
  tx: Transaction,
  writes: Writes,
  tenant: Tenant,
  orderId: string,
  doc: OrderFields,
): Promise<OrderFields> {
  // Issue 17: lines another module sells (a gift voucher) are issued by its hook: it must be on.
  assertLineModules(tenant, doc.lines);
  const { table } = doc;
  if (table) writes.push((write) => write.delete(openTableRef(tenant, doc.locationId, table.id)));
  const entry = paidOrderEntry(tenant, orderId, doc);
  if (entry) writes.push(entry);
  // Issue 17: what other modules do with a paid order (a loyalty card earns), read here and written with the rest.
  const last = doc.payments[doc.payments.length - 1];
  const paid = { ...doc, status: 'paid' as const, statusAt: Timestamp.now() };
  const effects = await paidOrderEffects(
    { tx, tenant },
    {
      orderId,
      module: doc.module,
      clientId: doc.client?.id ?? null,
      client: doc.client ?? null,
      lines: doc.lines,
      payments: doc.payments,
      moneyCents: moneyPaidCents(doc.payments),
      ticketCode: last?.ticketCode ?? '',
      paymentId: last?.id ?? '',
      reward: rewardOf(doc),
      order: toOrder(orderId, withTotals(paid)),
    },
  );
  writes.push(...effects.writes);
  // What the cards earned and spent stays on the order (written with it, no read more): the ticket shows it.
  const loyalty = effects.loyalty.length > 0 ? { loyalty: effects.loyalty } : {};
  return { ...paid, ...loyalty };
}

/**
 * The ticket of the payment that closed an order, as answered: with what the client's loyalty cards earned and spent
 * (issue 17). The stored ticket was numbered before the cards moved and stays as issued.
 */
export function answeredTicket(ticket: Ticket, doc: Pick<OrderFields, 'loyalty'>): Ticket {
  if (!doc.loyalty?.length) return ticket;
  return { ...ticket, loyalty: doc.loyalty.map(({ accountId: _account, ...card }) => card) };
}

/** The loyalty reward still on an order (its discount line not removed): the paid-order hooks spend its points. */
function rewardOf(doc: OrderFields) {
  const reward = doc.reward;
  if (!reward || !doc.lines.some((line) => line.id === reward.lineId)) return null;
  return { accountId: reward.accountId, rewardId: reward.rewardId };
}

/** Lines priced for an order, with any discount among them capped; 409 when a discount finds nothing to reduce. */
export function withNewLines(doc: OrderFields, added: OrderLine[]): OrderFields {
  const lines = capDiscounts([...doc.lines, ...added], doc.payments);
  const asked = added.filter(isDiscount);
  if (asked.length > 0 && asked.every((line) => !lines.some((l) => l.id === line.id)))
    throw new ApiError('nothing-due', undefined, 'No queda nada pendiente a lo que aplicar el descuento');
  return { ...doc, lines };
}
/** Reads the order in a transaction, lets `change` compute the new fields (reads first), writes them. */
export async function changeOrder(
  tenant: Tenant,
  orderId: string,
  change: (tx: Transaction, doc: OrderDoc, writes: Writes) => Promise<OrderFields>,
): Promise<Order> {
  const ref = ordersOf(tenant).doc(orderId);
  return sale(async (tx) => {
    const doc = await readSale(tx, tenant, orderId);
    const writes: Writes = [];
    const next = withTotals({ ...(await change(tx, doc, writes)), updatedAt: Timestamp.now() });
    flush(tx, writes);
    tx.set(ref, next);
    return toOrder(orderId, next);
  });
}
