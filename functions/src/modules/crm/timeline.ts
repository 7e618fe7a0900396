import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  TIMELINE_PAGE_SIZE,
  type ModuleType,
  type TimelineEntry,
  type TimelineKind,
  type TimelinePage,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { applyListPlan, registerListPlans, type ListPlan } from '../../platform/queries/list-plan';
import { getDocument } from '../../platform/resources/repository';
import { clientsOf, CRM, timelineOf } from './collections';

/** organizations/{orgId}/clientTimeline/{id}: one event of a client, in whichever module it happened. */
export type TimelineDoc = Omit<TimelineEntry, 'id' | 'at'> & { clientId: string; at: Timestamp };

/** What a module tells the timeline: the client, what happened, where, and a Spanish summary ready to show. */
export interface TimelineInput {
  clientId: string;
  kind: TimelineKind;
  module: ModuleType;
  summary: string;
  /** When it happened; now by default. */
  at?: Timestamp;
  amountCents?: number;
  ticketCode?: string;
  orderId?: string;
}

/**
 * The timeline writer: appends an entry inside the caller's own transaction (or batch), so the entry exists if and
 * only if what it tells was written. It only writes (a transaction's reads come before its writes, and the caller
 * has done its own); the caller knows the client it holds.
 */
export function writeTimelineEntry(
  tx: Pick<Transaction, 'create'> | Pick<WriteBatch, 'create'>,
  tenant: Pick<Tenant, 'organization'>,
  { at, ...entry }: TimelineInput,
): void {
  const doc: TimelineDoc = { ...entry, at: at ?? Timestamp.now() };
  (tx as Pick<Transaction, 'create'>).create(timelineOf(tenant).doc(), doc);
}

/** A client's entries, newest first (ties by id): one composite index (clientId, at desc). */
const timelinePlan = (clientId: string): ListPlan => ({
  collection: CRM.timeline,
  filters: [{ field: 'clientId', op: '==', value: clientId }],
  orderBy: { field: 'at', direction: 'desc' },
});
registerListPlans(() => [timelinePlan('x')]);

export const clientTimelineQuery = (tenant: Pick<Tenant, 'organization'>, clientId: string) =>
  applyListPlan(timelineOf(tenant), timelinePlan(clientId));

export function toTimelineEntry(id: string, { clientId: _client, at, ...doc }: TimelineDoc): TimelineEntry {
  return { ...doc, id, at: at.toDate().toISOString() };
}

/** A cursor is the last entry's time and id: '{seconds}_{nanoseconds}_{id}'. */
const cursorOf = (at: Timestamp, id: string) => `${at.seconds}_${at.nanoseconds}_${id}`;

function parseCursor(cursor: string): [Timestamp, string] {
  const match = /^(\d{1,12})_(\d{1,9})_([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (!match) throw new ApiError('validation-failed', { cursor: 'El cursor no es válido' });
  return [new Timestamp(Number(match[1]), Number(match[2])), match[3]!];
}

/** GET /crm/clients/{id}/timeline: a page of entries, newest first, and the cursor of the next. */
export async function listTimeline(
  tenant: Tenant,
  clientId: string,
  { cursor, pageSize = TIMELINE_PAGE_SIZE }: { cursor?: string; pageSize?: number },
): Promise<TimelinePage> {
  await getDocument(clientsOf(tenant).doc(clientId));
  let query = clientTimelineQuery(tenant, clientId);
  if (cursor) query = query.startAfter(...parseCursor(cursor));
  const { docs } = await query.limit(pageSize + 1).get();
  const page = docs.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((doc) => toTimelineEntry(doc.id, doc.data())),
    nextCursor: docs.length > pageSize && last ? cursorOf(last.data().at, last.id) : null,
  };
}
