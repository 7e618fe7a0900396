import { Timestamp } from 'firebase-admin/firestore';
import {
  addFigures,
  CONFIGURATION_COLLECTIONS,
  dayFigureId,
  DEFAULT_TIMEZONE,
  monthFigureId,
  refundEvent,
  refundEventId,
  saleEvent,
  saleEventId,
  type FigureDoc,
  type FigureEvent,
} from '@plataforma/domain';
import { db } from '../../platform/firebase';
import { organizationCollection } from '../../platform/organizations/repository';
import { paidOrderPages } from '../orders';
import { clientFiguresOf, figuresOf } from './apply';
import { figureEventsOf } from './outbox';

export interface RebuildResult {
  orders: number;
  refunds: number;
  soldOut: number;
  documents: number;
}

/**
 * Recomputes an organization's aggregates from its orders (`npm run analytics:rebuild -- <organization>`): every paid
 * order and refund through the same domain functions the sale's event used, the sold-out events (not in the orders)
 * from the outbox; then replaces the aggregates and marks the events it counted as applied. A maintenance command: a
 * sale paid while it runs is counted by its own event (its order was not read) or by the rebuild (it was), once.
 */
export async function rebuildFigures(organizationId: string): Promise<RebuildResult> {
  const locations = await organizationCollection<{ timezone?: string }>(
    organizationId,
    CONFIGURATION_COLLECTIONS.locations,
  ).get();
  const timeZones = new Map(locations.docs.map((doc) => [doc.id, doc.data().timezone ?? DEFAULT_TIMEZONE]));
  const docs = new Map<string, FigureDoc>();
  const firstDates = new Map<string, string>();
  const counted: string[] = [];
  const result: RebuildResult = { orders: 0, refunds: 0, soldOut: 0, documents: 0 };

  const add = (eventId: string, event: FigureEvent) => {
    counted.push(eventId);
    const targets: [string, FigureDoc['period'], string][] = [
      [dayFigureId(event.date, event.locationId), 'day', event.date],
      [monthFigureId(event.month, event.locationId), 'month', event.month],
    ];
    for (const [id, period, key] of targets) {
      const doc = docs.get(id) ?? { period, key, locationId: event.locationId, figures: {} };
      addFigures(doc.figures, event.delta);
      docs.set(id, doc);
    }
    const first = event.clientId ? firstDates.get(event.clientId) : undefined;
    if (event.clientId && (!first || event.date < first)) firstDates.set(event.clientId, event.date);
  };

  for await (const page of paidOrderPages(organizationId)) {
    for (const order of page) {
      const timeZone = timeZones.get(order.locationId) ?? DEFAULT_TIMEZONE;
      add(saleEventId(order.id), saleEvent(order, timeZone));
      result.orders += 1;
      for (const refund of order.refunds) {
        add(refundEventId(refund.id), refundEvent(order, refund, timeZone));
        result.refunds += 1;
      }
    }
  }
  const soldOut = await figureEventsOf(organizationId).where('kind', '==', 'soldOut').get();
  for (const doc of soldOut.docs) add(doc.id, doc.data());
  result.soldOut = soldOut.size;

  await db().recursiveDelete(figuresOf(organizationId));
  await db().recursiveDelete(clientFiguresOf(organizationId));
  const writer = db().bulkWriter();
  // An event of an order paid before the outbox existed is not there: nothing to mark.
  writer.onWriteError((error) => error.code !== 5 && error.failedAttempts < 5); // 5: NOT_FOUND
  const now = Timestamp.now();
  const failures: unknown[] = [];
  const track = (write: Promise<unknown>) => write.catch((error: unknown) => failures.push(error));
  for (const [id, doc] of docs) track(writer.set(figuresOf(organizationId).doc(id), { ...doc, updatedAt: now }));
  for (const [clientId, firstDate] of firstDates)
    track(writer.set(clientFiguresOf(organizationId).doc(clientId), { firstDate }));
  for (const id of counted)
    track(
      writer
        .update(figureEventsOf(organizationId).doc(id), { appliedAt: now })
        .catch((error: { code?: number }) => (error.code === 5 ? undefined : Promise.reject(error))),
    );
  await writer.close();
  if (failures.length > 0)
    throw new Error(`analytics rebuild: ${failures.length} writes failed: ${String(failures[0])}`);
  result.documents = docs.size;
  return result;
}
