import type { Transaction } from 'firebase-admin/firestore';
import {
  cashCountOf,
  computeTillReport,
  deviceSeries,
  MAX_TILL_DEVICES,
  ORDERS_COLLECTIONS,
  type CashMovementBody,
  type CloseTillBody,
  type CloseTillResult,
  type ListQuery,
  type Location,
  type OpenTillBody,
  type Page,
  type TillReport,
  type TillSession,
  type TillDevice,
  type TillState,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { readPage } from '../../../platform/paging';
import { applyListPlan, type ListPlan } from '../../../platform/queries/list-plan';
import { getLocation } from '../../configuration';
import { idempotent, ordersOf, seriesRef, toOrder } from '../repository';
import { newLineId } from '../selling';
import { sale } from '../sale';
import { servedBy } from '../staff';
import {
  openTillRef,
  readOpenTill,
  tillCounterRef,
  tillReportRef,
  tillReportsOf,
  tillSessionsOf,
  type TillSessionDoc,
} from './repository';

/**
 * Till sessions (caja), one till per location: opened with a counted float, cash in and out with a reason, closed
 * by counting the drawer. Payments and refunds read `openTills/{locationId}` in their own transactions, so closing
 * (which deletes it in its transaction) and charging cannot interleave: a payment lands before the close and is in
 * its Z, or after it and is refused. The Z report is written once, in the close's transaction, with the location's
 * next number (its counter moved on in the same transaction: no gaps, no repeats) and never written again.
 */

/** The orders a session's payments or refunds touched: one array-contains query on the derived field. */
export const sessionOrdersPlan = (sessionId: string): ListPlan => ({
  collection: ORDERS_COLLECTIONS.orders,
  filters: [{ field: 'tillSessionIds', op: 'array-contains', value: sessionId }],
  orderBy: { field: 'createdAt', direction: 'asc' },
});
/** A location's Z reports, newest first. */
export const tillReportsPlan = (locationId: string): ListPlan => ({
  collection: ORDERS_COLLECTIONS.tillReports,
  filters: [{ field: 'locationId', op: '==', value: locationId }],
  orderBy: { field: 'number', direction: 'desc' },
});

const toSession = (id: string, doc: TillSessionDoc): TillSession => ({ id, ...doc });

/** The location of a till route: 404 when the organization has no such location (another's, or none). */
async function tillLocation(tenant: Tenant, locationId: string, tx?: Transaction): Promise<Location> {
  try {
    return await getLocation(tenant, locationId, tx);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'validation-failed')
      throw new ApiError('not-found', undefined, 'Local no encontrado');
    throw error;
  }
}

async function readSession(tx: Transaction, tenant: Tenant, sessionId: string): Promise<TillSession | null> {
  const snapshot = await tx.get(tillSessionsOf(tenant).doc(sessionId));
  return snapshot.exists ? toSession(sessionId, snapshot.data()!) : null;
}

/** The open session of a location, read in the transaction; 409 without one. */
async function openSession(tx: Transaction, tenant: Tenant, locationId: string, message?: string) {
  const till = await readOpenTill(tx, tenant, locationId);
  const session = till && (await readSession(tx, tenant, till.sessionId));
  if (!session) throw new ApiError('till-closed', undefined, message);
  return session;
}

/** A report of a session as of now, from the orders its payments and refunds touched (read in the transaction). */
async function reportOf(
  tx: Transaction,
  tenant: Tenant,
  location: Location,
  session: TillSession,
  fields: Pick<Parameters<typeof computeTillReport>[0], 'kind' | 'number' | 'count'>,
): Promise<TillReport> {
  const orders = await tx.get(applyListPlan(ordersOf(tenant), sessionOrdersPlan(session.id)));
  const { name, fiscal } = tenant.organization.data;
  return computeTillReport({
    ...fields,
    session,
    orders: orders.docs.map((doc) => toOrder(doc.id, doc.data())),
    business: { name: fiscal?.businessName || name, taxId: fiscal?.taxId ?? '' },
    location: { name: location.name, timezone: location.timezone },
    issuedAt: new Date().toISOString(),
    issuedBy: servedBy(tenant),
  });
}

export async function getTillState(tenant: Tenant, locationId: string): Promise<TillState> {
  await tillLocation(tenant, locationId);
  return transaction(
    async (tx) => {
      const till = await readOpenTill(tx, tenant, locationId);
      return { session: till && (await readSession(tx, tenant, till.sessionId)) };
    },
    { readOnly: true },
  );
}

export async function openTill(tenant: Tenant, locationId: string, body: OpenTillBody): Promise<TillSession> {
  return sale(async (tx) => {
    await tillLocation(tenant, locationId, tx);
    if (await readOpenTill(tx, tenant, locationId)) throw new ApiError('till-open');
    const ref = tillSessionsOf(tenant).doc();
    const doc: TillSessionDoc = {
      locationId,
      status: 'open',
      openedAt: new Date().toISOString(),
      openedBy: servedBy(tenant),
      float: cashCountOf(body.float),
      movements: [],
      closedAt: null,
      closedBy: null,
      closing: null,
      reportNumber: null,
    };
    tx.create(ref, doc);
    tx.create(openTillRef(tenant, locationId), { sessionId: ref.id });
    return toSession(ref.id, doc);
  });
}

/**
 * Registers a till device at the location (issue 22): the device's number (the location's counter `nextDevice`,
 * moved on in the same transaction) and its own ticket series, the location's with that number ('B' -> 'B-2'), whose
 * counter is created here. The device then sends it as `X-Ticket-Series` on its sales (saleSeries).
 */
export async function registerTillDevice(tenant: Tenant, locationId: string, key?: string): Promise<TillDevice> {
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'till-device', locationId }, async () => {
      const location = await tillLocation(tenant, locationId, tx);
      const counter = tillCounterRef(tenant, locationId);
      const device = (await tx.get(counter)).data()?.nextDevice ?? 1;
      if (device > MAX_TILL_DEVICES) throw new ApiError('till-devices-full');
      const series = deviceSeries(location.ticketSeries, device);
      tx.set(counter, { nextDevice: device + 1 }, { merge: true });
      tx.create(seriesRef(tenant, series), { locationId, device, next: 1, nextRectifying: 1 });
      return { series, locationId, device };
    }),
  );
  return result;
}

/** Cash put in or taken out of the open till, with its reason (Idempotency-Key: a retried tap counts once). */
export async function addCashMovement(
  tenant: Tenant,
  locationId: string,
  body: CashMovementBody,
  key?: string,
): Promise<TillSession> {
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'till-movement', locationId, body }, async () => {
      await tillLocation(tenant, locationId, tx);
      const session = await openSession(tx, tenant, locationId, 'La caja está cerrada');
      const movements = [
        ...session.movements,
        {
          id: newLineId(),
          kind: body.kind,
          amountCents: cashCountOf({ amount: body.amount }).countedCents,
          reason: body.reason,
          at: new Date().toISOString(),
          by: servedBy(tenant),
        },
      ];
      tx.update(tillSessionsOf(tenant).doc(session.id), { movements });
      return { ...session, movements };
    }),
  );
  return result;
}

/** The X report: the open session's figures so far (nothing is written). */
export async function xReport(tenant: Tenant, locationId: string): Promise<TillReport> {
  return transaction(
    async (tx) => {
      const location = await tillLocation(tenant, locationId, tx);
      const session = await openSession(tx, tenant, locationId, 'La caja está cerrada');
      return reportOf(tx, tenant, location, session, { kind: 'X', number: null });
    },
    { readOnly: true },
  );
}

/**
 * Closes the session with the cash counted: the Z report takes the location's next number and is stored with the
 * closed session, both for good. A second close of the same session: 409.
 */
export async function closeTill(tenant: Tenant, locationId: string, body: CloseTillBody): Promise<CloseTillResult> {
  return sale(async (tx) => {
    const location = await tillLocation(tenant, locationId, tx);
    const session = await readSession(tx, tenant, body.sessionId);
    if (!session || session.locationId !== locationId)
      throw new ApiError('not-found', undefined, 'Sesión de caja no encontrada');
    const till = await readOpenTill(tx, tenant, locationId);
    if (session.status === 'closed' || till?.sessionId !== session.id) throw new ApiError('till-session-closed');
    const counter = tillCounterRef(tenant, locationId);
    const number = (await tx.get(counter)).data()?.nextZ ?? 1;
    const count = cashCountOf(body.count);
    const report = await reportOf(tx, tenant, location, session, { kind: 'Z', number, count });
    const closed: TillSession = {
      ...session,
      status: 'closed',
      closedAt: report.issuedAt,
      closedBy: report.issuedBy,
      closing: { expectedCents: report.cash.expectedCents, count, differenceCents: report.cash.differenceCents! },
      reportNumber: number,
    };
    const { id, ...doc } = closed;
    tx.set(tillSessionsOf(tenant).doc(id), doc);
    tx.create(tillReportRef(tenant, locationId, number), report);
    tx.set(counter, { nextZ: number + 1 }, { merge: true });
    tx.delete(openTillRef(tenant, locationId));
    return { session: closed, report };
  });
}

export async function listTillReports(tenant: Tenant, locationId: string, query: ListQuery): Promise<Page<TillReport>> {
  await tillLocation(tenant, locationId);
  const { docs, ...page } = await readPage(applyListPlan(tillReportsOf(tenant), tillReportsPlan(locationId)), query);
  return { ...page, items: docs.map((doc) => doc.data()) };
}

export async function getTillReport(tenant: Tenant, locationId: string, number: number): Promise<TillReport> {
  await tillLocation(tenant, locationId);
  const snapshot = await tillReportRef(tenant, locationId, number).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Informe no encontrado');
  return snapshot.data()!;
}
