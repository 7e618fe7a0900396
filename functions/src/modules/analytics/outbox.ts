import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { ANALYTICS_COLLECTIONS, type FigureEvent } from '@plataforma/domain';
import { organizationCollection } from '../../platform/organizations/repository';

/** A stored outbox event: the event, when it was written, and when it reached the aggregates (null until then). */
export interface FigureEventDoc extends FigureEvent {
  createdAt: Timestamp;
  appliedAt: Timestamp | null;
}

export const figureEventsOf = (organizationId: string) =>
  organizationCollection<FigureEventDoc>(organizationId, ANALYTICS_COLLECTIONS.figureEvents);

/**
 * Writes a figure event in the caller's transaction (a sale's, a refund's): a set of a document of its own, with an
 * id that names what it counts ('sale_{orderId}'...), so a retried transaction writes the same event again and it is
 * applied once. It reads nothing and touches no shared document: it can neither fail nor slow the sale.
 */
export function recordFigureEvent(tx: Transaction, organizationId: string, id: string, event: FigureEvent): void {
  tx.set(figureEventsOf(organizationId).doc(id), { ...event, createdAt: Timestamp.now(), appliedAt: null });
}
