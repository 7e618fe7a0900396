import { RESTAURANT_COLLECTIONS } from '@plataforma/domain';
import { organizationCollection } from '../../platform/organizations/repository';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { tenantCollection } from '../../platform/resources/repository';
import type { CategoryDoc } from './categories';
import type { ComboDoc } from './combos';
import type { DishDoc } from './dishes';
import type { ModifierGroupDoc } from './modifier-groups';
import type { StoredDailyMenu } from './daily-menus';

export const RESTAURANT = RESTAURANT_COLLECTIONS;

const orgId = (tenant: Tenant) => tenant.organization.id;
export const categoriesOf = (tenant: Tenant) => tenantCollection<CategoryDoc>(orgId(tenant), RESTAURANT.categories);
export const dishesOf = (tenant: Tenant) => tenantCollection<DishDoc>(orgId(tenant), RESTAURANT.dishes);
export const modifierGroupsOf = (tenant: Tenant) =>
  tenantCollection<ModifierGroupDoc>(orgId(tenant), RESTAURANT.modifierGroups);
export const combosOf = (tenant: Tenant) => tenantCollection<ComboDoc>(orgId(tenant), RESTAURANT.combos);

/** Menús del día by date ('YYYY-MM-DD' is the document id; not a resource: no search keys). */
export const dailyMenusOf = (tenant: Tenant) =>
  organizationCollection<StoredDailyMenu>(orgId(tenant), RESTAURANT.dailyMenus);
