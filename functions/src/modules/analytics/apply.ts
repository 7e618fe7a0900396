import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ANALYTICS_COLLECTIONS, dayFigureId, monthFigureId, type FigureDoc, type FigureSet } from '@plataforma/domain';
import { transaction } from '../../platform/firebase';
import { organizationCollection } from '../../platform/organizations/repository';
import { logger } from 'firebase-functions';
import { figureEventsOf } from './outbox';

export const figuresOf = (organizationId: string) =>
  organizationCollection<FigureDoc & { updatedAt?: Timestamp }>(organizationId, ANALYTICS_COLLECTIONS.figures);
export const clientFiguresOf = (organizationId: string) =>
  organizationCollection<{ firstDate: string }>(organizationId, ANALYTICS_COLLECTIONS.clientFigures);

/** A delta as Firestore increments (names written as they are), for a set that merges into the aggregate. */
function increments(delta: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(delta).map(([key, value]) => [
      key,
      typeof value === 'number' ? FieldValue.increment(value) : typeof value === 'string' ? value : increments(value),
    ]),
  );
}

/**
 * Adds one outbox event to its day's and month's aggregates, once: the event is read in the transaction and marked
 * applied in it, so an event delivered twice (the event function and a read draining the outbox at once, or a retried
 * delivery) counts once. The aggregates take increments without being read: sales of a busy day do not contend on
 * their day's document. A client's first day of purchase is kept as a minimum (whatever order events come in).
 * Answers whether it applied the event now.
 */
export async function applyFigureEvent(organizationId: string, eventId: string): Promise<boolean> {
  return transaction(async (tx) => {
    const eventRef = figureEventsOf(organizationId).doc(eventId);
    const event = (await tx.get(eventRef)).data();
    if (!event || event.appliedAt) return false;
    const clientRef = event.clientId ? clientFiguresOf(organizationId).doc(event.clientId) : null;
    const client = clientRef ? (await tx.get(clientRef)).data() : undefined;

    const now = Timestamp.now();
    const figures = increments(event.delta as FigureSet);
    const aggregate = (period: 'day' | 'month', key: string) => ({
      period,
      key,
      locationId: event.locationId,
      figures,
      updatedAt: now,
    });
    tx.set(figuresOf(organizationId).doc(dayFigureId(event.date, event.locationId)), aggregate('day', event.date), {
      merge: true,
    });
    tx.set(
      figuresOf(organizationId).doc(monthFigureId(event.month, event.locationId)),
      aggregate('month', event.month),
      { merge: true },
    );
    if (clientRef && (!client || event.date < client.firstDate)) tx.set(clientRef, { firstDate: event.date });
    tx.update(eventRef, { appliedAt: now });
    return true;
  });
}

/** The most events one call applies (a read drains what the event function has not applied yet). */
const DRAIN_LIMIT = 2000;
const DRAIN_PAGE = 100;

/**
 * Applies the organization's events not applied yet (the event function applies each as it is written; this catches
 * up with any it has not reached, so a dashboard shows every sale made before it was opened). Answers how many.
 */
export async function applyPendingFigures(organizationId: string): Promise<number> {
  let applied = 0;
  for (let seen = 0; seen < DRAIN_LIMIT;) {
    const page = await figureEventsOf(organizationId).where('appliedAt', '==', null).limit(DRAIN_PAGE).get();
    if (page.empty) break;
    seen += page.size;
    const results = await Promise.all(page.docs.map((doc) => applyFigureEvent(organizationId, doc.id)));
    applied += results.filter(Boolean).length;
    if (page.size < DRAIN_PAGE) break;
  }
  return applied;
}

/** The event function's work: apply one event, logging (not throwing) a failure; the next read drains it. */
export async function applyFigureEventSafely(organizationId: string, eventId: string): Promise<void> {
  try {
    await applyFigureEvent(organizationId, eventId);
  } catch (error) {
    logger.error('analytics: an event was not applied (the next dashboard read will)', {
      organizationId,
      eventId,
      error: String(error),
    });
  }
}
