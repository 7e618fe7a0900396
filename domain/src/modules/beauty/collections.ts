import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The salon's collections under organizations/{orgId}/. The appointment book adds its own when it is built. */
export const BEAUTY_TENANT_COLLECTIONS = {
  serviceCategories: { name: 'beautyServiceCategories', client: 'api' },
  services: { name: 'beautyServices', client: 'api' },
  rooms: { name: 'beautyRooms', client: 'api' },
  materials: { name: 'beautyMaterials', client: 'api' },
  packs: { name: 'beautyPacks', client: 'api' },
} as const satisfies ModuleCollections;

export const BEAUTY_COLLECTIONS = collectionNames(BEAUTY_TENANT_COLLECTIONS);
