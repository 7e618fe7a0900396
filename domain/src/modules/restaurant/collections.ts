import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The restaurant's collections under organizations/{orgId}/, read through the API. */
export const RESTAURANT_TENANT_COLLECTIONS = {
  categories: { name: 'menuCategories', client: 'api' },
  dishes: { name: 'dishes', client: 'api' },
  modifierGroups: { name: 'modifierGroups', client: 'api' },
  combos: { name: 'combos', client: 'api' },
  dailyMenus: { name: 'dailyMenus', client: 'api' },
} as const satisfies ModuleCollections;

export const RESTAURANT_COLLECTIONS = collectionNames(RESTAURANT_TENANT_COLLECTIONS);
