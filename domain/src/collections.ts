import type { ModuleCollections, TenantCollection } from './platform/collections';
import type { ModuleType } from './platform/module-types';
import { PLATFORM_TENANT_COLLECTIONS } from './platform/media';
import { CONFIGURATION_TENANT_COLLECTIONS } from './modules/configuration';
import { BEAUTY_TENANT_COLLECTIONS } from './modules/beauty';
import { ECOMMERCE_TENANT_COLLECTIONS } from './modules/ecommerce';
import { ELEARNING_TENANT_COLLECTIONS } from './modules/elearning';
import { ANALYTICS_TENANT_COLLECTIONS } from './modules/analytics';
import { CRM_TENANT_COLLECTIONS } from './modules/crm';
import { ORDERS_TENANT_COLLECTIONS } from './modules/orders';
import { PROMOTIONS_TENANT_COLLECTIONS } from './modules/promotions';
import { RESTAURANT_TENANT_COLLECTIONS } from './modules/restaurant';

/**
 * Every module's collections under organizations/{orgId}/, by module: a module's declaration is registered here.
 * The server reaches only these (its collection helpers take a TenantCollectionName), firestore.rules lets clients
 * read only the live ones, and the rules matrix covers each by name.
 */
export const MODULE_COLLECTIONS = {
  /** The platform's own (the media store), registered like a module's. */
  platform: PLATFORM_TENANT_COLLECTIONS,
  configuration: CONFIGURATION_TENANT_COLLECTIONS,
  restaurant: RESTAURANT_TENANT_COLLECTIONS,
  orders: ORDERS_TENANT_COLLECTIONS,
  crm: CRM_TENANT_COLLECTIONS,
  promotions: PROMOTIONS_TENANT_COLLECTIONS,
  beauty: BEAUTY_TENANT_COLLECTIONS,
  ecommerce: ECOMMERCE_TENANT_COLLECTIONS,
  elearning: ELEARNING_TENANT_COLLECTIONS,
  analytics: ANALYTICS_TENANT_COLLECTIONS,
} as const satisfies Partial<Record<ModuleType | 'platform', ModuleCollections>>;

type Registered = typeof MODULE_COLLECTIONS;
type NameOf<T extends ModuleCollections> = T[keyof T]['name'];

/** The Firestore name of a registered tenant collection. */
export type TenantCollectionName = { [M in keyof Registered]: NameOf<Registered[M]> }[keyof Registered];

/** The registry as one list, each collection with its module ('platform' for the platform's own). */
export const TENANT_COLLECTIONS = Object.entries(MODULE_COLLECTIONS).flatMap(([module, declared]) =>
  Object.values(declared).map((collection: TenantCollection) => ({
    ...collection,
    module: module as ModuleType | 'platform',
  })),
) as readonly (TenantCollection & { name: TenantCollectionName; module: ModuleType | 'platform' })[];
