import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { CONFIGURATION_COLLECTIONS, employeeBodySchema, weeklyHours, type Employee } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import { membershipRef } from '../../platform/memberships/repository';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition, Stored } from '../../platform/resources/definition';
import { fromStored, getDocument, tenantCollection } from '../../platform/resources/repository';
import { requireAll } from '../../platform/resources/references';
import { newUniquePin, type StoredPin } from './pins';

export const EMPLOYEES = CONFIGURATION_COLLECTIONS.employees;

type EmployeeBody = z.infer<typeof employeeBodySchema>;
export type EmployeeDoc = Omit<Employee, 'id' | 'createdAt' | 'updatedAt' | 'weeklyHours' | 'hasPin'> & {
  /** The till PIN's hash; null without one. Employees stored before the staff switch lack both fields. */
  pin: StoredPin | null;
};

/**
 * The PIN an employee keeps after a write: a new one (unique among active employees), the one they had, or none once
 * they are inactive (a PIN cannot be checked for uniqueness without the PIN itself, so reactivating asks for a new
 * one).
 */
async function pinAfterWrite(
  ctx: { tx: Transaction; tenant: Tenant; id: string },
  body: Pick<EmployeeBody, 'pin' | 'active'>,
  existing: StoredPin | null | undefined,
): Promise<StoredPin | null> {
  if (!body.active) return null;
  if (body.pin) return newUniquePin(ctx.tx, ctx.tenant, ctx.id, body.pin);
  return existing ?? null;
}

/** organizations/{orgId}/employees: the people who work at the business, with or without a member account. */
export const employees: ResourceDefinition<EmployeeBody, EmployeeDoc, Employee> = {
  module: 'configuration',
  collection: EMPLOYEES,
  read: 'configuration.read',
  manage: 'configuration.manage',
  body: employeeBodySchema,
  sortable: { firstName: 'firstName', lastName: 'lastName', position: 'position', createdAt: 'createdAt' },
  filters: { active: 'active' },
  searchText: (doc) => `${doc.firstName} ${doc.lastName} ${doc.position} ${doc.email}`,
  async toDoc({ pin, ...body }, { tx, tenant, ref, existing }) {
    const organizationId = tenant.organization.id;
    await requireAll(
      tx,
      tenantCollection(organizationId, CONFIGURATION_COLLECTIONS.locations),
      body.locationIds,
      'locationIds',
      'Alguno de los locales ya no existe',
    );
    if (body.memberUserId) {
      const member = await tx.get(membershipRef(organizationId, body.memberUserId));
      if (!member.exists || member.data()?.status !== 'active')
        throw new ApiError('validation-failed', { memberUserId: 'Esta persona no es miembro de la organización' });
    }
    return {
      ...body,
      pin: await pinAfterWrite({ tx, tenant, id: ref.id }, { pin, active: body.active }, existing?.pin),
    };
  },
  toDto: (id, stored) => {
    const { pin, ...employee } = fromStored(id, stored);
    return {
      ...employee,
      weeklyHours: weeklyHours(employee.workingHours),
      mayAuthorize: employee.mayAuthorize ?? false,
      timeOff: employee.timeOff ?? [],
      hasPin: !!pin,
    };
  },
};

/** PUT .../employees/{id}/pin: a manager sets an active employee's till PIN (unique among active employees). */
export async function setEmployeePin(tenant: Tenant, id: string, pin: string): Promise<Employee> {
  const ref = tenantCollection<EmployeeDoc>(tenant.organization.id, EMPLOYEES).doc(id);
  const stored = await transaction(async (tx) => {
    const existing = await getDocument(ref, tx);
    if (!existing.active) throw new ApiError('validation-failed', { pin: 'Una persona inactiva no puede tener PIN' });
    const record: Stored<EmployeeDoc> = {
      ...existing,
      pin: await pinAfterWrite({ tx, tenant, id }, { pin, active: true }, existing.pin),
      updatedAt: Timestamp.now(),
    };
    tx.set(ref, record);
    return record;
  });
  return employees.toDto(id, stored);
}
