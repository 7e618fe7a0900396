import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  buildRefundTicket,
  buildTicket,
  can,
  canMoveTo,
  capDiscounts,
  closingOf,
  computeTotals,
  eurosToCents,
  isActive,
  isDiscount,
  orderMoney,
  planRefund,
  settle,
  ticketCode,
  todayIn,
  type CreateOrderBody,
  type LineInput,
  type Location,
  type Order,
  type OrderLine,
  type OrderListQuery,
  type OrderStatus,
  type Page,
  type Payment,
  type PaymentBody,
  type PaymentResult,
  type Refund,
  type RefundBody,
  type RefundResult,
} from '@plataforma/domain';
import { db } from '../../platform/firebase';
import { readPage } from '../../platform/paging';
import { applyListPlan } from '../../platform/queries/list-plan';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import {
  idempotent,
  openTableRef,
  ordersOf,
  readOrder,
  seriesRef,
  ticketsOf,
  toOrder,
  type OrderDoc,
} from './repository';
import { orderListPlan } from './list-plan';
import {
  newLineId,
  preparerOf,
  type PreparedLines,
  type Restock,
  type SaleContext,
  type SalePreparer,
} from './selling';

/**
 * The sales core: orders whose lines are priced on the server by the selling modules' preparers, totals in cents
 * with their VAT breakdown, payments with gap-free ticket numbers, refunds with rectifying tickets: every change is
 * one Firestore transaction, and creates, payments and refunds are idempotent. Module-neutral: it never reads a
 * selling module's collections (see selling.ts).
 */

/** Sales contend on the same stock and counter documents: let a transaction retry more than the default 5 times. */
const SALE_ATTEMPTS = 30;
const sale = <T>(work: (tx: Transaction) => Promise<T>) => db().runTransaction(work, { maxAttempts: SALE_ATTEMPTS });

type OrderFields = Omit<OrderDoc, 'totals' | 'paidCents' | 'dueCents' | 'refundedCents'>;

/** The derived money fields, always recomputed from the lines, payments and refunds. */
function withTotals(doc: OrderFields): OrderDoc {
  const money = orderMoney(doc.lines, doc.payments);
  const refunds = doc.refunds ?? [];
  return {
    ...doc,
    refunds,
    totals: computeTotals(doc.lines),
    paidCents: money.paidCents,
    dueCents: money.dueCents,
    refundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
  };
}

const mayManage = (tenant: Tenant) => can(tenant.role, 'orders.manage');

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
async function prepareLines(ctx: SaleContext, inputs: LineInput[]): Promise<PreparedLines> {
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
async function prepareRestock(ctx: SaleContext, items: Restock[]): Promise<(tx: Transaction) => void> {
  const writes: Writes = [];
  for (const [preparer, group] of byPreparer(items, ({ line }) => line.kind))
    writes.push(await preparer.restock(ctx, group));
  return (tx) => flush(tx, writes);
}

/** Writes to make once every read of the transaction is done (Firestore requires reads first). */
type Writes = ((tx: Transaction) => void)[];
const flush = (tx: Transaction, writes: Writes) => writes.forEach((write) => write(tx));

function assertOpen(doc: OrderDoc) {
  if (!isActive(doc.status)) throw new ApiError('order-closed');
}

/** Reads an order in a transaction; its selling module must still be on (the route checked the sales core's). */
async function readSale(tx: Transaction, tenant: Tenant, orderId: string): Promise<OrderDoc> {
  const doc = await readOrder(ordersOf(tenant).doc(orderId), tx);
  assertModuleEnabled(tenant, doc.module);
  return doc;
}

/** The next number of a location's ticket series (or of its rectifying series), read in the transaction. */
async function nextTicket(tx: Transaction, tenant: Tenant, location: Location, rectifying = false) {
  const ref = seriesRef(tenant, location.ticketSeries);
  const counter = (await tx.get(ref)).data();
  const field = rectifying ? ('nextRectifying' as const) : ('next' as const);
  const number = counter?.[field] ?? 1;
  return {
    code: ticketCode(location.ticketSeries, number, rectifying),
    // The number is taken here and the counter moved on in the same transaction: no gaps, no repeats.
    take: (tx2: Transaction) => tx2.set(ref, { [field]: number + 1 }, { merge: true }),
  };
}

/** How a payment of `amount` splits between cash and card, and the change; 400 when the cash does not cover it. */
function tender(body: Pick<PaymentBody, 'method' | 'tendered' | 'card'>, amount: number) {
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
function charge(
  writes: Writes,
  tenant: Tenant,
  doc: OrderFields,
  location: Location,
  ticket: { code: string; take: (tx: Transaction) => void },
  body: Pick<PaymentBody, 'method' | 'tendered' | 'card' | 'lineIds'>,
) {
  const settlement = settle(doc.lines, doc.payments, body.lineIds);
  if (settlement === 'unknown-lines') throw new ApiError('already-paid');
  if (settlement === 'nothing-due') throw new ApiError('nothing-due');
  const payment: Payment = {
    id: newLineId(),
    method: body.method,
    amountCents: settlement.amountCents,
    discountCents: settlement.discountCents,
    ...tender(body, settlement.amountCents),
    lineIds: settlement.lineIds,
    ticketCode: ticket.code,
    at: new Date().toISOString(),
  };
  const settled = new Set(settlement.lineIds);
  const fields: OrderFields = {
    ...doc,
    lines: doc.lines.map((l) => (settled.has(l.id) ? { ...l, paymentId: payment.id } : l)),
    payments: [...doc.payments, payment],
  };
  const { name, fiscal } = tenant.organization.data;
  const printed = buildTicket({ order: fields, payment, organization: { name, fiscal: fiscal ?? {} }, location });
  writes.push(ticket.take, (tx) => tx.create(ticketsOf(tenant).doc(ticket.code), printed));
  return { fields, payment, ticket: printed };
}

/**
 * Writes an order after lines were added or removed: the discount capped at what is unpaid, and an order whose
 * payments now cover everything closed in the same transaction (its table freed; lines a discount covers entirely
 * go on a last ticket of 0 €), so an order can never stay open with nothing to pay.
 */
async function settleAfterChange(
  tx: Transaction,
  tenant: Tenant,
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
    next = charge(writes, tenant, next, location, ticket, { method: 'cash' }).fields;
  }
  return close(writes, tenant, next);
}

function close(writes: Writes, tenant: Tenant, doc: OrderFields): OrderFields {
  const { table } = doc;
  if (table) writes.push((tx) => tx.delete(openTableRef(tenant, doc.locationId, table.id)));
  return { ...doc, status: 'paid', statusAt: Timestamp.now() };
}

/** Lines priced for an order, with any discount among them capped; 409 when a discount finds nothing to reduce. */
function withNewLines(doc: OrderFields, added: OrderLine[]): OrderFields {
  const lines = capDiscounts([...doc.lines, ...added], doc.payments);
  const asked = added.filter(isDiscount);
  if (asked.length > 0 && asked.every((line) => !lines.some((l) => l.id === line.id)))
    throw new ApiError('nothing-due', undefined, 'No queda nada pendiente a lo que aplicar el descuento');
  return { ...doc, lines };
}

export async function createOrder(tenant: Tenant, body: CreateOrderBody, key?: string): Promise<Order> {
  assertModuleEnabled(tenant, body.module);
  const ref = ordersOf(tenant).doc();
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'create-order', body }, async () => {
      const location = await getLocation(tenant, body.locationId, tx);
      const table = body.tableId ? location.tables.find((t) => t.id === body.tableId) : undefined;
      if (body.tableId && !table)
        throw new ApiError('validation-failed', { tableId: 'La mesa no existe en este local' });
      // One open order per table: the table's lock is read and taken in the same transaction.
      const lock = table ? openTableRef(tenant, location.id, table.id) : undefined;
      if (lock) {
        const taken = await tx.get(lock);
        if (taken.exists) throw new ApiError('table-busy');
      }
      const prepared = await prepareLines({ tx, tenant }, body.lines);
      const now = Timestamp.now();
      const fields: OrderFields = {
        module: body.module,
        locationId: location.id,
        table: table ? { id: table.id, name: table.name, zone: table.zone } : null,
        status: 'open',
        lines: [],
        round: 0,
        payments: [],
        refunds: [],
        billRequested: false,
        createdAt: now,
        updatedAt: now,
        sentAt: null,
        statusAt: now,
        date: todayIn(location.timezone),
      };
      const doc = withTotals(withNewLines(fields, prepared.lines));
      prepared.takeStock(tx);
      if (lock) tx.create(lock, { orderId: ref.id });
      tx.create(ref, doc);
      return toOrder(ref.id, doc);
    }),
  );
  return result;
}

/** Reads the order in a transaction, lets `change` compute the new fields (reads first), writes them. */
async function changeOrder(
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

/** A new round of lines (not sent yet). A discount among them is capped at what is due. */
export async function addLines(tenant: Tenant, orderId: string, lines: LineInput[], key?: string): Promise<Order> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'add-lines', orderId, lines }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      assertOpen(doc);
      const prepared = await prepareLines({ tx, tenant }, lines);
      const writes: Writes = [prepared.takeStock];
      const settled = await settleAfterChange(tx, tenant, withNewLines(doc, prepared.lines), writes);
      const next = withTotals({ ...settled, updatedAt: Timestamp.now() });
      flush(tx, writes);
      tx.set(ref, next);
      return toOrder(orderId, next);
    }),
  );
  return result;
}

/**
 * Removes a line the kitchen has not received yet, giving its stock back; or a discount not yet taken by a payment.
 * When what is left is paid already, the order closes.
 */
export function removeLine(tenant: Tenant, orderId: string, lineId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (tx, doc, writes) => {
    assertOpen(doc);
    const line = doc.lines.find((l) => l.id === lineId);
    if (!line) throw new ApiError('not-found', undefined, 'Esta línea ya no está en el pedido');
    const lines = doc.lines.filter((l) => l.id !== lineId);
    if (isDiscount(line)) {
      if (orderMoney(lines, doc.payments).discountLeftCents < 0) throw new ApiError('discount-spent');
      if (!mayManage(tenant)) throw new ApiError('forbidden');
    } else {
      if (line.round !== null) throw new ApiError('already-sent');
      if (line.paymentId) throw new ApiError('already-paid');
      writes.push(await prepareRestock({ tx, tenant }, [{ line, quantity: line.quantity }]));
    }
    return settleAfterChange(tx, tenant, { ...doc, lines }, writes);
  });
}

/** Sends what the kitchen has not received as a new round: the order goes (back) to 'enviado a cocina'. */
export function sendToKitchen(tenant: Tenant, orderId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    const unsent = doc.lines.filter((l) => l.round === null && !isDiscount(l));
    if (unsent.length === 0) throw new ApiError('nothing-to-send');
    const round = doc.round + 1;
    const now = Timestamp.now();
    return {
      ...doc,
      round,
      lines: doc.lines.map((l) => (l.round === null && !isDiscount(l) ? { ...l, round } : l)),
      status: 'sent',
      sentAt: now,
      statusAt: now,
    };
  });
}

/** The kitchen's and the floor's moves (see canMoveTo); cancelling needs an encargado and gives stock back. */
export function changeStatus(tenant: Tenant, orderId: string, status: OrderStatus): Promise<Order> {
  return changeOrder(tenant, orderId, async (tx, doc, writes) => {
    if (!canMoveTo(doc.status, status)) throw new ApiError('invalid-transition');
    if (status === 'cancelled') {
      if (!mayManage(tenant)) throw new ApiError('forbidden');
      if (doc.payments.length > 0)
        throw new ApiError('invalid-transition', undefined, 'Un pedido con pagos no se puede cancelar');
      writes.push(
        await prepareRestock(
          { tx, tenant },
          doc.lines.map((line) => ({ line, quantity: line.quantity })),
        ),
      );
      const { table } = doc;
      if (table) writes.push((tx2) => tx2.delete(openTableRef(tenant, doc.locationId, table.id)));
    }
    return { ...doc, status, statusAt: Timestamp.now() };
  });
}

/** The waiter brought the bill: the table shows as waiting to pay. */
export function requestBill(tenant: Tenant, orderId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    return { ...doc, billRequested: true };
  });
}

/**
 * Charges what is due, or only the chosen lines (splitting the bill; each part takes its share of the discount).
 * The ticket number of the location's series is allocated in the same transaction (no gaps, no repeats), the ticket
 * is stored, and when nothing is due any more the order is 'cobrado' and its table free.
 */
export async function pay(tenant: Tenant, orderId: string, body: PaymentBody, key?: string): Promise<PaymentResult> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'pay', orderId, body }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      assertOpen(doc);
      const location = await getLocation(tenant, doc.locationId, tx);
      const number = await nextTicket(tx, tenant, location);
      let writes: Writes = [];
      let charged = charge(writes, tenant, doc, location, number, body);
      if (closingOf(charged.fields.lines, charged.fields.payments) === 'close-with-zero-payment') {
        // What this part leaves costs nothing (a discount covers it): it goes on this same ticket.
        writes = [];
        charged = charge(writes, tenant, doc, location, number, { ...body, lineIds: undefined });
      }
      const open = closingOf(charged.fields.lines, charged.fields.payments) === 'open';
      const next = withTotals({
        ...(open ? charged.fields : close(writes, tenant, charged.fields)),
        updatedAt: Timestamp.now(),
      });
      flush(tx, writes);
      tx.set(ref, next);
      return { order: toOrder(orderId, next), payment: charged.payment, ticket: charged.ticket };
    }),
  );
  return result;
}

/**
 * Gives back paid lines, all their units or some (encargados): by the method they were paid with, with a rectifying
 * ticket of the location's own series that names the tickets it corrects, and their stock back when asked. One
 * transaction on the order: two refunds of the same line at once give it back once.
 */
export async function refund(tenant: Tenant, orderId: string, body: RefundBody, key?: string): Promise<RefundResult> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'refund', orderId, body }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      const refunds = doc.refunds ?? [];
      const plan = planRefund(doc.lines, doc.payments, refunds, body.lines);
      if (plan === 'not-refundable') throw new ApiError('not-refundable');
      const location = await getLocation(tenant, doc.locationId, tx);
      const number = await nextTicket(tx, tenant, location, true);
      const restock = body.restock
        ? await prepareRestock(
            { tx, tenant },
            plan.lines.map(({ lineId, quantity }) => ({ line: doc.lines.find((l) => l.id === lineId)!, quantity })),
          )
        : undefined;
      const made: Refund = {
        id: newLineId(),
        lines: plan.lines,
        amountCents: plan.amountCents,
        cashCents: plan.cashCents,
        cardCents: plan.cardCents,
        cardByPayment: plan.cardByPayment,
        ticketCode: number.code,
        rectifies: doc.payments.filter((p) => plan.paymentIds.includes(p.id)).map((p) => p.ticketCode),
        reason: body.reason,
        restocked: body.restock,
        at: new Date().toISOString(),
      };
      const { name, fiscal } = tenant.organization.data;
      const ticket = buildRefundTicket({
        order: doc,
        refund: made,
        organization: { name, fiscal: fiscal ?? {} },
        location,
      });
      restock?.(tx);
      number.take(tx);
      tx.create(ticketsOf(tenant).doc(number.code), ticket);
      const next = withTotals({ ...doc, refunds: [...refunds, made], updatedAt: Timestamp.now() });
      tx.set(ref, next);
      return { order: toOrder(orderId, next), refund: made, ticket };
    }),
  );
  return result;
}

export async function getOrder(tenant: Tenant, orderId: string): Promise<Order> {
  const snapshot = await ordersOf(tenant).doc(orderId).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Pedido no encontrado');
  const doc = snapshot.data()!;
  assertModuleEnabled(tenant, doc.module);
  return toOrder(orderId, doc);
}

/** Newest first, filtered by module, status (one or several), location, date, or still active. */
export async function listOrders(tenant: Tenant, query: OrderListQuery): Promise<Page<Order>> {
  const { docs, ...page } = await readPage(applyListPlan(ordersOf(tenant), orderListPlan(query)), query);
  return { ...page, items: docs.map((d) => toOrder(d.id, d.data())) };
}
