import { randomUUID } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  buildTicket,
  can,
  canMoveTo,
  computeTotals,
  eurosToCents,
  isActive,
  ticketCode,
  todayIn,
  type CreateOrderBody,
  type LineInput,
  type Order,
  type OrderLine,
  type OrderListQuery,
  type OrderStatus,
  type Page,
  type Payment,
  type PaymentBody,
  type PaymentResult,
} from '@plataforma/domain';
import { db } from '../../platform/firebase';
import { readPage } from '../../platform/paging';
import { applyListPlan } from '../../platform/queries/list-plan';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { assertModuleEnabled } from '../../platform/resources/service';
import { getLocation } from '../configuration';
import { prepareRestaurantSale, prepareRestock } from '../restaurant';
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

/**
 * The sales core: orders whose lines are priced on the server, totals in cents with their VAT breakdown, payments
 * with gap-free ticket numbers, countdown stock: every change is one Firestore transaction, and creates and payments
 * are idempotent. Module-neutral: the restaurant prices its lines through its index (other modules will plug in).
 */

/** Sales contend on the same dish and counter documents: let a transaction retry more than the default 5 times. */
const SALE_ATTEMPTS = 30;
const sale = <T>(work: (tx: Transaction) => Promise<T>) => db().runTransaction(work, { maxAttempts: SALE_ATTEMPTS });

function withTotals(doc: Omit<OrderDoc, 'totals' | 'dueCents'>): OrderDoc {
  const totals = computeTotals(doc.lines);
  return { ...doc, totals, dueCents: totals.totalCents - doc.paidCents };
}

const mayDiscount = (tenant: Tenant) => can(tenant.role, 'orders.manage');

async function priceLines(tx: Transaction, tenant: Tenant, lines: LineInput[]) {
  return prepareRestaurantSale(tx, tenant, lines, { mayDiscount: mayDiscount(tenant) });
}

function assertOpen(doc: OrderDoc) {
  if (!isActive(doc.status)) throw new ApiError('order-closed');
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
      const prepared = await priceLines(tx, tenant, body.lines);
      const now = Timestamp.now();
      const doc = withTotals({
        module: body.module,
        locationId: location.id,
        table: table ? { id: table.id, name: table.name, zone: table.zone } : null,
        status: 'open',
        lines: prepared.lines,
        round: 0,
        paidCents: 0,
        payments: [],
        billRequested: false,
        createdAt: now,
        updatedAt: now,
        sentAt: null,
        statusAt: now,
        date: todayIn(location.timezone),
      });
      prepared.takeStock(tx);
      if (lock) tx.create(lock, { orderId: ref.id });
      tx.create(ref, doc);
      return toOrder(ref.id, doc);
    }),
  );
  return result;
}

/** Reads the order in a transaction, lets `change` compute the new document (reads first), writes it. */
async function changeOrder(
  tenant: Tenant,
  orderId: string,
  change: (tx: Transaction, doc: OrderDoc) => Promise<Omit<OrderDoc, 'totals' | 'dueCents'>>,
): Promise<Order> {
  const ref = ordersOf(tenant).doc(orderId);
  return sale(async (tx) => {
    const doc = await readOrder(ref, tx);
    const next = withTotals({ ...(await change(tx, doc)), updatedAt: Timestamp.now() });
    tx.set(ref, next);
    return toOrder(orderId, next);
  });
}

/** A new round of lines (not sent yet). */
export async function addLines(tenant: Tenant, orderId: string, lines: LineInput[], key?: string): Promise<Order> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'add-lines', orderId, lines }, async () => {
      const doc = await readOrder(ref, tx);
      assertOpen(doc);
      const prepared = await priceLines(tx, tenant, lines);
      const next = withTotals({ ...doc, lines: [...doc.lines, ...prepared.lines], updatedAt: Timestamp.now() });
      prepared.takeStock(tx);
      tx.set(ref, next);
      return toOrder(orderId, next);
    }),
  );
  return result;
}

/** Removes a line the kitchen has not received yet, giving its stock back. */
export function removeLine(tenant: Tenant, orderId: string, lineId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (tx, doc) => {
    assertOpen(doc);
    const line = doc.lines.find((l) => l.id === lineId);
    if (!line) throw new ApiError('not-found', undefined, 'Esta línea ya no está en el pedido');
    if (line.round !== null) throw new ApiError('already-sent');
    if (line.paymentId) throw new ApiError('already-paid');
    const giveBack = await prepareRestock(tx, tenant, [line]);
    giveBack(tx);
    return { ...doc, lines: doc.lines.filter((l) => l.id !== lineId) };
  });
}

/** Sends what the kitchen has not received as a new round: the order goes (back) to 'enviado a cocina'. */
export function sendToKitchen(tenant: Tenant, orderId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    const unsent = doc.lines.filter((l) => l.round === null && l.kind !== 'discount');
    if (unsent.length === 0) throw new ApiError('nothing-to-send');
    const round = doc.round + 1;
    const now = Timestamp.now();
    return {
      ...doc,
      round,
      lines: doc.lines.map((l) => (l.round === null && l.kind !== 'discount' ? { ...l, round } : l)),
      status: 'sent',
      sentAt: now,
      statusAt: now,
    };
  });
}

/** The kitchen's and the floor's moves (see canMoveTo); cancelling needs an encargado and gives stock back. */
export function changeStatus(tenant: Tenant, orderId: string, status: OrderStatus): Promise<Order> {
  return changeOrder(tenant, orderId, async (tx, doc) => {
    if (!canMoveTo(doc.status, status)) throw new ApiError('invalid-transition');
    if (status === 'cancelled') {
      if (!mayDiscount(tenant)) throw new ApiError('forbidden');
      if (doc.paidCents > 0)
        throw new ApiError('invalid-transition', undefined, 'Un pedido con pagos no se puede cancelar');
      const giveBack = await prepareRestock(tx, tenant, doc.lines);
      giveBack(tx);
      if (doc.table) tx.delete(openTableRef(tenant, doc.locationId, doc.table.id));
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

const cents = (value: number | string | undefined) => (value === undefined ? undefined : eurosToCents(value));

/** How a payment of `amount` splits between cash and card, and the change; 400 when the cash does not cover it. */
function settle(body: PaymentBody, amount: number) {
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
 * Charges what is due, or only the chosen lines (splitting the bill). The ticket number of the location's series is
 * allocated in the same transaction (no gaps, no repeats), the ticket is stored, and when nothing is due any more
 * the order is 'cobrado' and its table free.
 */
export async function pay(tenant: Tenant, orderId: string, body: PaymentBody, key?: string): Promise<PaymentResult> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'pay', orderId, body }, async () => {
      const doc = await readOrder(ref, tx);
      assertOpen(doc);
      const location = await getLocation(tenant, doc.locationId, tx);
      const series = seriesRef(tenant, location.ticketSeries);
      const counter = await tx.get(series);

      const unpaid = doc.lines.filter((l) => !l.paymentId);
      let paid: OrderLine[];
      if (body.lineIds) {
        const chosen = new Set(body.lineIds);
        paid = unpaid.filter((l) => chosen.has(l.id));
        if (paid.length !== chosen.size) throw new ApiError('already-paid');
      } else paid = unpaid;
      const amount = body.lineIds ? paid.reduce((sum, l) => sum + l.totalCents, 0) : doc.dueCents;
      if (amount <= 0) throw new ApiError('already-paid', undefined, 'No hay nada pendiente de cobro');

      const number = counter.exists ? counter.data()!.next : 1;
      // The number is taken here and the counter moved on below, in the same transaction: no gaps, no repeats.
      const code = ticketCode(location.ticketSeries, number);
      const payment: Payment = {
        id: randomUUID().replace(/-/g, '').slice(0, 12),
        method: body.method,
        amountCents: amount,
        ...settle(body, amount),
        lineIds: body.lineIds ?? [],
        ticketCode: code,
        at: new Date().toISOString(),
      };
      const paidIds = new Set(paid.map((l) => l.id));
      const lines = doc.lines.map((l) => (paidIds.has(l.id) ? { ...l, paymentId: payment.id } : l));
      const paidCents = doc.paidCents + amount;
      const done = paidCents >= doc.totals.totalCents;
      const now = Timestamp.now();
      const next = withTotals({
        ...doc,
        lines,
        paidCents,
        payments: [...doc.payments, payment],
        ...(done ? { status: 'paid' as const, statusAt: now } : {}),
        updatedAt: now,
      });
      const order = toOrder(orderId, next);
      const { name, fiscal } = tenant.organization.data;
      const ticket = buildTicket({ order, payment, organization: { name, fiscal: fiscal ?? {} }, location });

      tx.set(series, { next: number + 1 });
      tx.set(ref, next);
      tx.create(ticketsOf(tenant).doc(code), ticket);
      if (done && doc.table) tx.delete(openTableRef(tenant, doc.locationId, doc.table.id));
      return { order, payment, ticket };
    }),
  );
  return result;
}

export async function getOrder(tenant: Tenant, orderId: string): Promise<Order> {
  const snapshot = await ordersOf(tenant).doc(orderId).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Pedido no encontrado');
  return toOrder(orderId, snapshot.data()!);
}

/** Newest first, filtered by module, status (one or several), location, date, or still active. */
export async function listOrders(tenant: Tenant, query: OrderListQuery): Promise<Page<Order>> {
  const { docs, ...page } = await readPage(applyListPlan(ordersOf(tenant), orderListPlan(query)), query);
  return { ...page, items: docs.map((d) => toOrder(d.id, d.data())) };
}
