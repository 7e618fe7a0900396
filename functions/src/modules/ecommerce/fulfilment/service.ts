import { Timestamp } from 'firebase-admin/firestore';
import {
  canMoveFulfilment,
  ECOMMERCE_COLLECTIONS,
  FULFILMENT_STATUSES,
  type Fulfilment,
  type FulfilmentListQuery,
  type FulfilmentStatusBody,
  type Page,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { readPage } from '../../../platform/paging';
import { applyListPlan, subsets, type ListFilter, type ListPlan } from '../../../platform/queries/list-plan';
import { toIso } from '../../../platform/resources/repository';
import { servedBy } from '../../orders';
import { fulfilmentsOf, type FulfilmentDoc } from '../collections';

/** The fulfilment board's moves and lists (the documents themselves are born with the payment: hooks.ts). */

export function toFulfilment(doc: FulfilmentDoc): Fulfilment {
  return {
    ...doc,
    createdAt: toIso(doc.createdAt),
    statusAt: toIso(doc.statusAt),
    history: doc.history.map((entry) => ({ ...entry, at: toIso(entry.at) })),
  };
}

/** The list, newest first, by status and day (equalities: one index per field merged with the sort). */
export function fulfilmentListPlan(query: Pick<FulfilmentListQuery, 'status' | 'date'>): ListPlan {
  const filters: ListFilter[] = [];
  if (query.status) filters.push({ field: 'status', op: '==', value: query.status });
  if (query.date) filters.push({ field: 'date', op: '==', value: query.date });
  return { collection: ECOMMERCE_COLLECTIONS.fulfilments, filters, orderBy: { field: 'createdAt', direction: 'desc' } };
}

export const everyFulfilmentListPlan = (): ListPlan[] =>
  subsets(['status', 'date'] as const).map((present) =>
    fulfilmentListPlan({
      ...(present.includes('status') ? { status: FULFILMENT_STATUSES[0] } : {}),
      ...(present.includes('date') ? { date: '2026-01-01' } : {}),
    }),
  );

export async function listFulfilments(tenant: Tenant, query: FulfilmentListQuery): Promise<Page<Fulfilment>> {
  const { docs, ...page } = await readPage(applyListPlan(fulfilmentsOf(tenant), fulfilmentListPlan(query)), query);
  return { ...page, items: docs.map((d) => toFulfilment(d.data())) };
}

export async function getFulfilment(tenant: Tenant, orderId: string): Promise<Fulfilment> {
  const doc = (await fulfilmentsOf(tenant).doc(orderId).get()).data();
  if (!doc) throw new ApiError('not-found', undefined, 'Pedido no encontrado');
  return toFulfilment(doc);
}

/**
 * A move on the board (canMoveFulfilment: 409 otherwise), kept in the history with who made it; 'enviado' keeps the
 * carrier and tracking number given with it.
 */
export async function moveFulfilment(tenant: Tenant, orderId: string, body: FulfilmentStatusBody): Promise<Fulfilment> {
  const ref = fulfilmentsOf(tenant).doc(orderId);
  return transaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw new ApiError('not-found', undefined, 'Pedido no encontrado');
    if (!canMoveFulfilment(doc.status, body.status, doc.delivery)) throw new ApiError('fulfilment-transition');
    const now = Timestamp.now();
    const shipping =
      body.status === 'shipped'
        ? { carrier: body.carrier ?? doc.carrier, tracking: body.tracking ?? doc.tracking }
        : {};
    const next: FulfilmentDoc = {
      ...doc,
      ...shipping,
      status: body.status,
      statusAt: now,
      history: [...doc.history, { status: body.status, at: now, by: servedBy(tenant) }],
    };
    tx.set(ref, next);
    return toFulfilment(next);
  });
}
