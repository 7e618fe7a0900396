import type { Transaction } from 'firebase-admin/firestore';
import type { Employee, Location } from '@plataforma/domain';
import { db } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentRead } from '../../platform/resources/recent';
import { fromStored, tenantCollection } from '../../platform/resources/repository';
import type { Stored } from '../../platform/resources/definition';
import type { ServerModule } from '../../platform/modules/server-module';
import { requireAll } from '../../platform/resources/references';
import { employees, EMPLOYEES, type EmployeeDoc } from './employees';
import { LOCATIONS, type LocationDoc } from './locations';
import { configurationRoutes } from './routes';

/** Locations and employees. */
export const configurationModule: ServerModule = { type: 'configuration', routers: [configurationRoutes] };

/** Who holds a till PIN (the sales core's staff switch looks PINs up through these, never reading employees itself). */
export { findPinHolder, pinHolders, type PinHolder } from './pins';

/** What other modules may use of the configuration: the business's locations (tables, ticket series, zone). */
const locationsOf = (tenant: Tenant) => tenantCollection<LocationDoc>(tenant.organization.id, LOCATIONS);

/** A location of the organization, read in a transaction when given; 400 on `field` when it does not exist. */
export async function getLocation(
  tenant: Tenant,
  id: string,
  tx?: Transaction,
  field = 'locationId',
): Promise<Location> {
  const ref = locationsOf(tenant).doc(id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  if (!snapshot.exists) throw new ApiError('validation-failed', { [field]: 'El local no existe' });
  return fromStored(id, snapshot.data()!);
}

/**
 * The organization's locations by name, as read in the last few seconds by this instance (recent.ts: a change made
 * here shows at once, one made on another instance within RECENT_MS). Not for a check that must see the last write.
 */
export function recentLocations(tenant: Tenant): Promise<Location[]> {
  return recentRead(tenant.organization.id, LOCATIONS, 'byName', async () => {
    const snapshot = await locationsOf(tenant).orderBy('name').get();
    return snapshot.docs.map((doc) => fromStored(doc.id, doc.data()));
  });
}

/**
 * Employees of the organization by id (the appointment book's staff), read in a transaction when given, in one round
 * trip; undefined where one does not exist.
 */
export async function readEmployees(
  tenant: Tenant,
  ids: readonly string[],
  tx?: Transaction,
): Promise<(Employee | undefined)[]> {
  if (ids.length === 0) return [];
  const refs = ids.map((id) => tenantCollection<EmployeeDoc>(tenant.organization.id, EMPLOYEES).doc(id));
  const snapshots = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return snapshots.map((snapshot) =>
    snapshot.exists ? employees.toDto(snapshot.id, snapshot.data() as Stored<EmployeeDoc>) : undefined,
  );
}

/** The active employees, by first name (the salon's till offers who does each service). */
export async function activeEmployees(tenant: Tenant) {
  const snapshot = await tenantCollection<EmployeeDoc>(tenant.organization.id, EMPLOYEES)
    .where('active', '==', true)
    .get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .sort((a, b) => a.firstName.localeCompare(b.firstName, 'es'));
}

/**
 * Checks, in the write's transaction, that every id is one of the organization's employees (a salon's service names
 * who performs it): 400 on `field` otherwise.
 */
export async function requireEmployees(tx: Transaction, tenant: Tenant, ids: string[], field: string): Promise<void> {
  const employeesOf = tenantCollection<EmployeeDoc>(tenant.organization.id, EMPLOYEES);
  await requireAll(tx, employeesOf, ids, field, 'Alguna de las personas ya no existe');
}
