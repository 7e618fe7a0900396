import { BEAUTY_COLLECTIONS } from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { tenantCollection } from '../../../platform/resources/repository';
import type { MaterialDoc } from './materials';
import type { PackDoc } from './packs';
import type { RoomDoc } from './rooms';
import type { ServiceCategoryDoc } from './service-categories';
import type { ServiceDoc } from './services';

export const BEAUTY = BEAUTY_COLLECTIONS;

const orgId = (tenant: Pick<Tenant, 'organization'>) => tenant.organization.id;
export const serviceCategoriesOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<ServiceCategoryDoc>(orgId(tenant), BEAUTY.serviceCategories);
export const servicesOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<ServiceDoc>(orgId(tenant), BEAUTY.services);
export const roomsOf = (tenant: Pick<Tenant, 'organization'>) => tenantCollection<RoomDoc>(orgId(tenant), BEAUTY.rooms);
export const materialsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<MaterialDoc>(orgId(tenant), BEAUTY.materials);
export const packsOf = (tenant: Pick<Tenant, 'organization'>) => tenantCollection<PackDoc>(orgId(tenant), BEAUTY.packs);
