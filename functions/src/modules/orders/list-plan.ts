import { ACTIVE_STATUSES, ORDERS_COLLECTIONS, type OrderListQuery } from '@plataforma/domain';
import { subsets, type ListFilter, type ListPlan } from '../../platform/queries/list-plan';

/**
 * The orders list, newest first: by module, location and day (equalities, which Firestore serves by merging one
 * index per field) and by a set of statuses (an `in`, which needs one index holding it with the other filters).
 */
export function orderListPlan(query: OrderListQuery): ListPlan {
  const filters: ListFilter[] = [];
  if (query.module) filters.push({ field: 'module', op: '==', value: query.module });
  if (query.locationId) filters.push({ field: 'locationId', op: '==', value: query.locationId });
  if (query.date) filters.push({ field: 'date', op: '==', value: query.date });
  const statuses = query.active === 'true' ? [...ACTIVE_STATUSES] : query.status?.split(',');
  if (statuses?.length) filters.push({ field: 'status', op: 'in', value: statuses });
  return { collection: ORDERS_COLLECTIONS.orders, filters, orderBy: { field: 'createdAt', direction: 'desc' } };
}

const SAMPLE = { module: 'restaurant', locationId: 'L1', date: '2026-01-01' } as const;
const STATUS_CHOICES: OrderListQuery[] = [{}, { status: 'paid' }, { status: 'paid,cancelled' }, { active: 'true' }];

/** Every plan the orders list can build: each combination of its filters (values do not change the plan). */
export function everyOrderListPlan(): ListPlan[] {
  const fields = Object.keys(SAMPLE) as (keyof typeof SAMPLE)[];
  return subsets(fields).flatMap((present) =>
    STATUS_CHOICES.map((statuses) =>
      orderListPlan({ ...Object.fromEntries(present.map((field) => [field, SAMPLE[field]])), ...statuses }),
    ),
  );
}
