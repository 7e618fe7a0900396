import { CONFIGURATION_COLLECTIONS, employeeBodySchema, weeklyHours, type Employee } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { ApiError } from '../../platform/http/api-error';
import { membershipRef } from '../../platform/memberships/repository';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored, tenantCollection } from '../../platform/resources/repository';
import { requireAll } from '../../platform/resources/references';

export const EMPLOYEES = CONFIGURATION_COLLECTIONS.employees;

type EmployeeBody = z.infer<typeof employeeBodySchema>;
export type EmployeeDoc = Omit<Employee, 'id' | 'createdAt' | 'updatedAt' | 'weeklyHours'>;

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
  async toDoc(body, { tx, tenant }) {
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
    return body;
  },
  toDto: (id, stored) => {
    const employee = fromStored(id, stored);
    return { ...employee, weeklyHours: weeklyHours(employee.workingHours) };
  },
};
