import {
  BEAUTY_COLLECTIONS,
  type Material,
  type Pack,
  type Room,
  type Service,
  type ServiceCategory,
} from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { tenantCollection } from '../../platform/resources/repository';

export const BEAUTY = BEAUTY_COLLECTIONS;

type Meta = 'id' | 'createdAt' | 'updatedAt';
export type ServiceCategoryDoc = Omit<ServiceCategory, Meta>;
export type ServiceDoc = Omit<Service, Meta>;
export type RoomDoc = Omit<Room, Meta>;
export type MaterialDoc = Omit<Material, Meta>;
export type PackDoc = Omit<Pack, Meta>;

const orgId = (tenant: Pick<Tenant, 'organization'>) => tenant.organization.id;
export const serviceCategoriesOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<ServiceCategoryDoc>(orgId(tenant), BEAUTY.serviceCategories);
export const servicesOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<ServiceDoc>(orgId(tenant), BEAUTY.services);
export const roomsOf = (tenant: Pick<Tenant, 'organization'>) => tenantCollection<RoomDoc>(orgId(tenant), BEAUTY.rooms);
export const materialsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<MaterialDoc>(orgId(tenant), BEAUTY.materials);
export const packsOf = (tenant: Pick<Tenant, 'organization'>) => tenantCollection<PackDoc>(orgId(tenant), BEAUTY.packs);
