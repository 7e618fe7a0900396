import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The CRM's collections under organizations/{orgId}/, all read through the API. */
export const CRM_TENANT_COLLECTIONS = {
  /** A client lives once here; every module refers to it by `clientId` (ARCHITECTURE.md, "Clients"). */
  clients: { name: 'clients', client: 'api' },
  companies: { name: 'companies', client: 'api' },
  reviews: { name: 'reviews', client: 'api' },
  /** One entry per event of a client in any module, `{ clientId, at, kind, module, summary... }`. */
  timeline: { name: 'clientTimeline', client: 'api' },
  /**
   * clientKeys/{field}-{sha256 of the normalised value}: `{ clientId }`, one per e-mail, phone and tax id of a
   * client, written in the client's transaction: what makes a duplicate impossible even for two writes at once.
   */
  clientKeys: { name: 'clientKeys', client: 'api' },
} as const satisfies ModuleCollections;

export const CRM_COLLECTIONS = collectionNames(CRM_TENANT_COLLECTIONS);
