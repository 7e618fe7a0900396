import { type Order, type OrderListQuery, type Page } from '@plataforma/domain';
import { readPage } from '../../platform/paging';
import { applyListPlan } from '../../platform/queries/list-plan';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { ordersOf, toOrder } from './repository';
import { orderListPlan } from './list-plan';

/**
 * The sales core: orders whose lines are priced on the server by the selling modules' preparers, totals in cents
 * with their VAT breakdown, payments with gap-free ticket numbers, refunds with rectifying tickets: every change is
 * one Firestore transaction, and creates, payments and refunds are idempotent. Module-neutral: it never reads a
 * selling module's collections (see selling.ts).
 */
export * from './courses';
export * from './lines';
export * from './payments';
export * from './refunds';
export * from './pre-bill';
export * from './tables';

export async function getOrder(tenant: Tenant, orderId: string): Promise<Order> {
  const snapshot = await ordersOf(tenant).doc(orderId).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Pedido no encontrado');
  const doc = snapshot.data()!;
  assertModuleEnabled(tenant, doc.module);
  return toOrder(orderId, doc);
}

/** Newest first, filtered by module, status (one or several), location, date, or still active. */
export async function listOrders(tenant: Tenant, query: OrderListQuery): Promise<Page<Order>> {
  const { docs, ...page } = await readPage(applyListPlan(ordersOf(tenant), orderListPlan(query)), query);
  return { ...page, items: docs.map((d) => toOrder(d.id, d.data())) };
}
