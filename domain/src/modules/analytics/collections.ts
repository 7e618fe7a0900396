import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** Analytics' collections under organizations/{orgId}/ (the contract "Figures" of ARCHITECTURE.md). */
export const ANALYTICS_TENANT_COLLECTIONS = {
  /**
   * The outbox: one document per paid order, refund or sold-out dish ('sale_{orderId}', 'refund_{refundId}',
   * 'soldOut_{dishId}_{date}'), written in the sale's own transaction (a set of a new document: it cannot make the
   * sale fail or contend), applied once to the aggregates (`appliedAt`), by an event function or by the next read.
   */
  figureEvents: { name: 'analyticsEvents', client: 'api' },
  /** The aggregates: one per day and location ('day_{date}_{locationId}') and per month ('month_{YYYY-MM}_{...}'). */
  figures: { name: 'analyticsFigures', client: 'api' },
  /** Per CRM client: the first day they bought (new or returning clients), kept as a minimum: order does not matter. */
  clientFigures: { name: 'analyticsClients', client: 'api' },
} as const satisfies ModuleCollections;

export const ANALYTICS_COLLECTIONS = collectionNames(ANALYTICS_TENANT_COLLECTIONS);
