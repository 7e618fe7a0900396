import { Timestamp } from 'firebase-admin/firestore';
import {
  canMoveTo,
  isDiscount,
  orderMoney,
  todayIn,
  type CreateOrderBody,
  type LineInput,
  type Location,
  type Order,
  type OrderStatus,
  type SellingModule,
  type Table,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { idempotent, openTableRef, ordersOf, toOrder, type OrderDoc } from './repository';
import {
  changeOrder,
  flush,
  mayManage,
  prepareLines,
  prepareRestock,
  readSale,
  sale,
  settleAfterChange,
  assertOpen,
  withNewLines,
  withTotals,
  type OrderFields,
  type Writes,
} from './sale';
import { servedBy } from './staff';

/** A new order's fields at a location, before its lines: open, nothing sent, opened today where it is. */
export function newOrder(
  tenant: Tenant,
  module: SellingModule,
  location: Location,
  table: Table | null,
  diners: number | null = null,
): OrderFields {
  const now = Timestamp.now();
  return {
    module,
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
    quick: false,
    diners,
    tableMoves: [],
    employee: servedBy(tenant),
    voids: [],
    cancellation: null,
    heldCourses: [],
  };
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
      const prepared = await prepareLines({ tx, tenant, locationId: location.id, orderId: ref.id }, body.lines);
      const fields = newOrder(tenant, body.module, location, table ?? null, body.diners ?? null);
      const doc = withTotals(withNewLines(fields, prepared.lines));
      prepared.takeStock(tx);
      if (lock) tx.create(lock, { orderId: ref.id });
      tx.create(ref, doc);
      return toOrder(ref.id, doc);
    }),
  );
  return result;
}

/** A new round of lines (not sent yet). A discount among them is capped at what is due. */
export async function addLines(tenant: Tenant, orderId: string, lines: LineInput[], key?: string): Promise<Order> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'add-lines', orderId, lines }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      assertOpen(doc);
      const prepared = await prepareLines({ tx, tenant, locationId: doc.locationId, orderId }, lines);
      const writes: Writes = [prepared.takeStock];
      const settled = await settleAfterChange(tx, tenant, orderId, withNewLines(doc, prepared.lines), writes);
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
      writes.push(await prepareRestock({ tx, tenant, orderId, ticketCode: null }, [{ line, quantity: line.quantity }]));
    }
    return settleAfterChange(tx, tenant, orderId, { ...doc, lines }, writes);
  });
}

/** The kitchen's and the floor's moves (see canMoveTo); cancelling has its own call (voids.ts: a reason, a manager). */
export function changeStatus(tenant: Tenant, orderId: string, status: OrderStatus): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    if (status === 'cancelled' || !canMoveTo(doc.status, status)) throw new ApiError('invalid-transition');
    const now = Timestamp.now();
    return { ...doc, status, statusAt: now, ...kitchenRoundsOf(doc, status, now) };
  });
}

/**
 * Analytics' kitchen times (issue 24): the first time the board marks a round ready, the round's sent and ready
 * moments are kept on the order. Once per round: back to preparing and ready again keeps the first.
 */
function kitchenRoundsOf(doc: OrderDoc, status: OrderStatus, now: Timestamp): Pick<OrderDoc, 'kitchenRounds'> {
  const rounds = doc.kitchenRounds ?? [];
  if (status !== 'ready' || !doc.sentAt || rounds.some((kept) => kept.round === doc.round)) return {};
  const round = { round: doc.round, sentAt: doc.sentAt.toDate().toISOString(), readyAt: now.toDate().toISOString() };
  return { kitchenRounds: [...rounds, round] };
}

/** The waiter brought the bill: the table shows as waiting to pay. */
export function requestBill(tenant: Tenant, orderId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    return { ...doc, billRequested: true };
  });
}
