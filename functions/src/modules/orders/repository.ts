import { FieldPath, type Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  ORDERS_COLLECTIONS,
  todayIn,
  type Order,
  type StoredOrder,
  type TenantCollectionName,
  type BillingRecord,
  type ChainHead,
  type Ticket,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { idempotent as runOnce } from '../../platform/http/idempotency';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { organizationCollection } from '../../platform/organizations/repository';

export type OrderDoc = StoredOrder<Timestamp>;

const collection = <T>(tenant: Tenant, name: TenantCollectionName) =>
  organizationCollection<T>(tenant.organization.id, name);

export const ordersOf = (tenant: Tenant) => collection<OrderDoc>(tenant, ORDERS_COLLECTIONS.orders);
export const ticketsOf = (tenant: Tenant) => collection<Ticket>(tenant, ORDERS_COLLECTIONS.tickets);
/**
 * ticketSeries/{series}: `{ next, nextRectifying }`, the numbers the next ticket and rectifying ticket take; a till
 * device's series ('B-2', issue 22) also names its location and device number.
 */
export interface SeriesDoc {
  next?: number;
  nextRectifying?: number;
  locationId?: string;
  device?: number;
  /** Issue 23: the head of the series' VERI*FACTU chain (its last billing record), moved on with every record. */
  chain?: ChainHead;
}
export const billingRecordsOf = (tenant: Tenant) =>
  collection<BillingRecord>(tenant, ORDERS_COLLECTIONS.billingRecords);
export const seriesOf = (tenant: Tenant) => collection<SeriesDoc>(tenant, ORDERS_COLLECTIONS.ticketSeries);
export const seriesRef = (tenant: Tenant, series: string) => seriesOf(tenant).doc(series);
/** openTables/{locationId}_{tableId}: `{ orderId }` while a table has an order open (one per table). */
export const openTableRef = (tenant: Tenant, locationId: string, tableId: string) =>
  collection<{ orderId: string }>(tenant, ORDERS_COLLECTIONS.openTables).doc(`${locationId}_${tableId}`);

export async function readOrder(ref: DocumentReference<OrderDoc>, tx: Transaction): Promise<OrderDoc> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Pedido no encontrado');
  return snapshot.data()!;
}

export function toOrder(id: string, doc: OrderDoc): Order {
  return {
    ...doc,
    // Orders written before refunds existed have neither field; before tills, no category nor till session; before
    // courses, every line 'sin curso'.
    lines: doc.lines.map((line) => ({ ...line, category: line.category ?? '', course: line.course ?? 0 })),
    refunds: (doc.refunds ?? []).map((refund) => ({ ...refund, tillSessionId: refund.tillSessionId ?? '' })),
    refundedCents: doc.refundedCents ?? 0,
    // Payments made before issue 14 have no split part, tip, employee or till session.
    payments: doc.payments.map((payment) => ({
      ...payment,
      split: payment.split ?? null,
      tipCents: payment.tipCents ?? 0,
      employee: payment.employee ?? null,
      tillSessionId: payment.tillSessionId ?? '',
    })),
    // Orders written before diners and table moves existed (issue 14) have neither field.
    diners: doc.diners ?? null,
    tableMoves: doc.tableMoves ?? [],
    // Nor the staff fields (issue 14).
    employee: doc.employee ?? null,
    voids: doc.voids ?? [],
    cancellation: doc.cancellation ?? null,
    tillSessionIds: doc.tillSessionIds ?? [],
    // Nor the ticket history's codes and the quick-sale flag (issue 14): none of them was a quick sale.
    ticketCodes: doc.ticketCodes ?? [],
    quick: doc.quick ?? false,
    // Nor courses (issue 14): nothing held.
    heldCourses: doc.heldCourses ?? [],
    client: doc.client ?? null,
    id,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
    sentAt: doc.sentAt ? doc.sentAt.toDate().toISOString() : null,
    statusAt: doc.statusAt.toDate().toISOString(),
  };
}

/**
 * A stored ticket as the API answers it. Tickets issued before the ticket history (issue 14) lack its fields: their
 * day is worked out from when they were issued, their location and table are unknown (''). They are not listed
 * (the list filters by location) but still open by their code. No backfill: the demo's data starts after it.
 */
export function toTicket(doc: Ticket): Ticket {
  const stored: Partial<Pick<Ticket, 'locationId' | 'date' | 'tableId'>> = doc;
  return {
    ...doc,
    locationId: stored.locationId ?? '',
    date: stored.date ?? todayIn(doc.timezone, new Date(doc.issuedAt)),
    tableId: stored.tableId ?? '',
  };
}

/**
 * The platform's run-once-per-Idempotency-Key (platform/http/idempotency.ts) on the sales core's `idempotencyKeys`
 * collection: creates, lines, payments, refunds, table moves, quick sales and the till's calls.
 */
export const idempotent = <T>(
  tx: Transaction,
  tenant: Tenant,
  key: string | undefined,
  request: unknown,
  work: () => Promise<T>,
) => runOnce(tx, tenant, ORDERS_COLLECTIONS.idempotency, key, request, work);

/**
 * Every paid order of an organization (its refunds in it), page by page in id order: what analytics rebuilds its
 * figures from. A maintenance read (the rebuild command), never a request's.
 */
export async function* paidOrderPages(organizationId: string, pageSize = 300): AsyncGenerator<Order[]> {
  const paid = organizationCollection<OrderDoc>(organizationId, ORDERS_COLLECTIONS.orders)
    .where('status', '==', 'paid')
    .orderBy(FieldPath.documentId())
    .limit(pageSize);
  let last: string | undefined;
  for (;;) {
    const page = await (last ? paid.startAfter(last) : paid).get();
    if (page.empty) return;
    yield page.docs.map((doc) => toOrder(doc.id, doc.data()));
    if (page.size < pageSize) return;
    last = page.docs.at(-1)!.id;
  }
}
