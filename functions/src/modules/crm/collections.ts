import { CRM_COLLECTIONS } from '@plataforma/domain';
import { organizationCollection } from '../../platform/organizations/repository';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { tenantCollection } from '../../platform/resources/repository';
import type { ClientDoc } from './clients';
import type { CompanyDoc } from './companies';
import type { ReviewDoc } from './reviews';
import type { TimelineDoc } from './timeline';

export const CRM = CRM_COLLECTIONS;

/** clientKeys/{field}-{hash}: which client holds a unique value (see keys.ts). */
export interface ClientKeyDoc {
  clientId: string;
}

const orgId = (tenant: Pick<Tenant, 'organization'>) => tenant.organization.id;
export const clientsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<ClientDoc>(orgId(tenant), CRM.clients);
export const companiesOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<CompanyDoc>(orgId(tenant), CRM.companies);
export const reviewsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<ReviewDoc>(orgId(tenant), CRM.reviews);
/** Timeline entries and unique keys are not resources: no search keys nor update times. */
export const timelineOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<TimelineDoc>(orgId(tenant), CRM.timeline);
export const clientKeysOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<ClientKeyDoc>(orgId(tenant), CRM.clientKeys);
