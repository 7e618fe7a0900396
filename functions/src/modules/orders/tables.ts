import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  mergeOrders,
  splitOrder as splitLines,
  type Location,
  type Order,
  type SeatedOrder,
  type SplitOrderBody,
  type SplitResultBody,
  type TableMove,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { heldOf } from './courses';
import { idempotent, openTableRef, ordersOf, toOrder, type OrderDoc } from './repository';
import { assertOpen, changeOrder, readSale, sale, withTotals, type OrderFields } from './sale';
import { newLineId } from './selling';
import { servedBy } from './staff';

/**
 * The tables of a restaurant evening: diners, moving an order to another table, merging two tables' orders and
 * splitting one into two. Each is one transaction over the orders and the openTables locks it touches (reads first,
 * then writes), so two tills acting on the same tables at once serialise: the second sees the first's result (a table
 * taken, an order gone) and is refused, never half-applied. Moves, merges and splits are idempotent (Idempotency-Key),
 * since a retry of a merge or a split would otherwise find the first one done and fail, or split twice.
 * The pure parts (what lines, payments and rounds end where) are the domain's mergeOrders and splitOrder.
 */

/** How many sit at the table now. */
export function setDiners(tenant: Tenant, orderId: string, diners: number): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    return { ...doc, diners };
  });
}

const tableRef = (table: { id: string; name: string }) => ({ id: table.id, name: table.name });

/** A free table of the location, read in the transaction: 400 when it is not the location's, 409 when taken. */
async function freeTable(tx: Transaction, tenant: Tenant, location: Location, tableId: string) {
  const table = location.tables.find((t) => t.id === tableId);
  if (!table) throw new ApiError('validation-failed', { tableId: 'La mesa no existe en este local' });
  const lock = openTableRef(tenant, location.id, table.id);
  if ((await tx.get(lock)).exists) throw new ApiError('table-busy');
  return {
    table: { id: table.id, name: table.name, zone: table.zone },
    take: (tx2: Transaction, orderId: string) => tx2.create(lock, { orderId }),
  };
}

/** Reads the lock of the order's table: the write that frees it (only if this order holds it). */
async function heldTable(tx: Transaction, tenant: Tenant, doc: OrderDoc, orderId: string) {
  const { table } = doc;
  if (!table) return () => {};
  const lock = openTableRef(tenant, doc.locationId, table.id);
  const held = (await tx.get(lock)).data()?.orderId === orderId;
  return (tx2: Transaction) => {
    if (held) tx2.delete(lock);
  };
}

const seated = (doc: OrderDoc): SeatedOrder<Timestamp> => ({
  status: doc.status,
  round: doc.round,
  lines: doc.lines,
  payments: doc.payments,
  refunds: doc.refunds ?? [],
  diners: doc.diners ?? null,
  sentAt: doc.sentAt,
});

function record(tenant: Tenant, move: Omit<TableMove, 'by' | 'at'>): TableMove {
  return { ...move, by: servedBy(tenant), at: new Date().toISOString() };
}
const movesOf = (doc: OrderDoc) => doc.tableMoves ?? [];

/** The order goes to another free table of its location (a takeaway can be seated too); its old table is freed. */
export async function moveTable(tenant: Tenant, orderId: string, tableId: string, key?: string): Promise<Order> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'move-table', orderId, tableId }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      assertOpen(doc);
      if (doc.table?.id === tableId) throw new ApiError('same-table');
      const location = await getLocation(tenant, doc.locationId, tx);
      const to = await freeTable(tx, tenant, location, tableId);
      const release = await heldTable(tx, tenant, doc, orderId);
      const move = record(tenant, {
        kind: 'move',
        from: doc.table && tableRef(doc.table),
        to: tableRef(to.table),
        otherOrderId: null,
        lineIds: [],
        paymentIds: [],
      });
      const next = withTotals({
        ...doc,
        table: to.table,
        tableMoves: [...movesOf(doc), move],
        updatedAt: Timestamp.now(),
      });
      release(tx);
      to.take(tx, orderId);
      tx.set(ref, next);
      return toOrder(orderId, next);
    }),
  );
  return result;
}

/**
 * The order `fromId` joins this one (merging two tables): its lines, payments and refunds move here (see
 * mergeOrders for the rounds and the kitchen state), its table is freed and its document goes: nothing is created,
 * nothing is lost. The merge is recorded on this order with what came in. The bill has to be asked for again.
 */
export async function mergeTables(tenant: Tenant, orderId: string, fromId: string, key?: string): Promise<Order> {
  if (fromId === orderId) throw new ApiError('same-table');
  const ref = ordersOf(tenant).doc(orderId);
  const fromRef = ordersOf(tenant).doc(fromId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'merge-tables', orderId, fromId }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      const from = await readSale(tx, tenant, fromId);
      assertOpen(doc);
      assertOpen(from);
      if (from.locationId !== doc.locationId) throw new ApiError('other-location');
      const release = await heldTable(tx, tenant, from, fromId);
      const merged = mergeOrders(seated(doc), seated(from), (time) => time.toMillis());
      const move = record(tenant, {
        kind: 'merge',
        from: from.table && tableRef(from.table),
        to: doc.table && tableRef(doc.table),
        otherOrderId: fromId,
        lineIds: from.lines.map((line) => line.id),
        paymentIds: from.payments.map((payment) => payment.id),
      });
      const now = Timestamp.now();
      const next = withTotals({
        ...doc,
        ...merged,
        statusAt: merged.status === doc.status ? doc.statusAt : now,
        billRequested: false,
        tableMoves: [...movesOf(doc), ...movesOf(from), move],
        // The joined order's voids come with its lines (the Z report counts them once, from here).
        voids: [...(doc.voids ?? []), ...(from.voids ?? [])],
        // A course either table held back stays held: the joined lines wait for the same 'marchar'.
        heldCourses: [...new Set([...heldOf(doc), ...heldOf(from)])].sort((a, b) => a - b),
        updatedAt: now,
      });
      release(tx);
      tx.delete(fromRef);
      tx.set(ref, next);
      return toOrder(orderId, next);
    }),
  );
  return result;
}

/**
 * Some unpaid units go to a new order at another free table (dividing a table's bill): the lines asked for, whole or
 * in part (2 of 3 cañas), with their share of any discount not yet spent (see the domain's splitOrder). Paid lines
 * and payments stay. The new order keeps when the table was seated and its day; the diners given go with it.
 */
export async function splitOrder(
  tenant: Tenant,
  orderId: string,
  body: SplitOrderBody,
  key?: string,
): Promise<SplitResultBody> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'split-order', orderId, body }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      assertOpen(doc);
      if (doc.table?.id === body.tableId) throw new ApiError('same-table');
      const location = await getLocation(tenant, doc.locationId, tx);
      const to = await freeTable(tx, tenant, location, body.tableId);
      const split = splitLines(seated(doc), body.lines, newLineId);
      if (split === 'everything') throw new ApiError('split-everything');
      if ('lines' in split)
        throw new ApiError(
          'validation-failed',
          Object.fromEntries(Object.entries(split.lines).map(([index, message]) => [`lines.${index}`, message])),
        );
      const newRef = ordersOf(tenant).doc();
      const paymentIds: string[] = [];
      const moves = (otherOrderId: string) =>
        record(tenant, {
          kind: 'split',
          from: doc.table && tableRef(doc.table),
          to: tableRef(to.table),
          otherOrderId,
          lineIds: split.movedLineIds,
          paymentIds,
        });
      const now = Timestamp.now();
      const diners = body.diners ?? null;
      const kept = withTotals({
        ...doc,
        ...split.kept,
        diners: doc.diners && diners ? Math.max(1, doc.diners - diners) : (doc.diners ?? null),
        statusAt: split.kept.status === doc.status ? doc.statusAt : now,
        billRequested: false,
        tableMoves: [...movesOf(doc), moves(newRef.id)],
        updatedAt: now,
      });
      const created: OrderFields = {
        module: doc.module,
        locationId: doc.locationId,
        table: to.table,
        ...split.moved,
        payments: [],
        refunds: [],
        billRequested: false,
        createdAt: doc.createdAt,
        updatedAt: now,
        statusAt: now,
        date: doc.date,
        diners,
        tableMoves: [moves(ref.id)],
        // The waiter of the table serves the split part too; voids stay on the order they were made on.
        employee: doc.employee ?? null,
        voids: [],
        cancellation: null,
        quick: false,
        // The moved lines of a held course wait for their 'marchar' at the new table too.
        heldCourses: heldOf(doc),
      };
      const next = withTotals(created);
      to.take(tx, newRef.id);
      tx.create(newRef, next);
      tx.set(ref, kept);
      return { from: toOrder(orderId, kept), to: toOrder(newRef.id, next) };
    }),
  );
  return result;
}
