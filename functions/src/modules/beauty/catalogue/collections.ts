import { BEAUTY_COLLECTIONS } from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { tenantCollection } from '../../../platform/resources/repository';
import type { MaterialDoc } from './materials';
import type { PackDoc } from './packs';
import type { RoomDoc } from './rooms';
import type { ServiceCategoryDoc } from './service-categories';
import type { ServiceDoc } from './services';

export const BEAUTY = BEAUTY_COLLECTIONS;

const orgId = (tenant: Tenant) => tenant.organization.id;
export const serviceCategoriesOf = (tenant: Tenant) =>
  tenantCollection<ServiceCategoryDoc>(orgId(tenant), BEAUTY.serviceCategories);
export const servicesOf = (tenant: Tenant) => tenantCollection<ServiceDoc>(orgId(tenant), BEAUTY.services);
export const roomsOf = (tenant: Tenant) => tenantCollection<RoomDoc>(orgId(tenant), BEAUTY.rooms);
export const materialsOf = (tenant: Tenant) => tenantCollection<MaterialDoc>(orgId(tenant), BEAUTY.materials);
export const packsOf = (tenant: Tenant) => tenantCollection<PackDoc>(orgId(tenant), BEAUTY.packs);
