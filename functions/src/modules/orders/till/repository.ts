import type { Transaction } from 'firebase-admin/firestore';
import { ORDERS_COLLECTIONS, type TenantCollectionName, type TillReport, type TillSession } from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import { organizationCollection } from '../../../platform/organizations/repository';
import type { Tenant } from '../../../platform/organizations/tenant-router';

const collection = <T>(tenant: Tenant, name: TenantCollectionName) =>
  organizationCollection<T>(tenant.organization.id, name);

export type TillSessionDoc = Omit<TillSession, 'id'>;
export interface OpenTillDoc {
  sessionId: string;
}

export const tillSessionsOf = (tenant: Tenant) => collection<TillSessionDoc>(tenant, ORDERS_COLLECTIONS.tillSessions);
/** openTills/{locationId}: the location's open session (one till per location). */
export const openTillRef = (tenant: Tenant, locationId: string) =>
  collection<OpenTillDoc>(tenant, ORDERS_COLLECTIONS.openTills).doc(locationId);
export const tillReportsOf = (tenant: Tenant) => collection<TillReport>(tenant, ORDERS_COLLECTIONS.tillReports);
/** Z reports by location and number: '{locationId}_000012' (ordered as the numbers go). */
export const tillReportRef = (tenant: Tenant, locationId: string, number: number) =>
  tillReportsOf(tenant).doc(`${locationId}_${String(number).padStart(6, '0')}`);
/**
 * tillCounters/{locationId}: `{ nextZ }`, moved on in the close's transaction (no gaps, no repeats), and
 * `{ nextDevice }`, the number the next till device registered at the location takes (issue 22).
 */
export const tillCounterRef = (tenant: Tenant, locationId: string) =>
  collection<{ nextZ?: number; nextDevice?: number }>(tenant, ORDERS_COLLECTIONS.tillCounters).doc(locationId);

/** The location's open till, read in the caller's transaction, or null. */
export async function readOpenTill(tx: Transaction, tenant: Tenant, locationId: string): Promise<OpenTillDoc | null> {
  const snapshot = await tx.get(openTillRef(tenant, locationId));
  return snapshot.exists ? snapshot.data()! : null;
}

/** The open till a payment or a refund goes into: 409 'Abre la caja para cobrar' when the location has none. */
export async function requireOpenTill(tx: Transaction, tenant: Tenant, locationId: string): Promise<OpenTillDoc> {
  const till = await readOpenTill(tx, tenant, locationId);
  if (!till) throw new ApiError('till-closed');
  return till;
}
