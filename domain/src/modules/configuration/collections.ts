import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The configuration's collections under organizations/{orgId}/, read through the API. */
export const CONFIGURATION_TENANT_COLLECTIONS = {
  locations: { name: 'locations', client: 'api' },
  employees: { name: 'employees', client: 'api' },
} as const satisfies ModuleCollections;

export const CONFIGURATION_COLLECTIONS = collectionNames(CONFIGURATION_TENANT_COLLECTIONS);
