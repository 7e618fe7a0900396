import {
  eurosToCents,
  ORDERS_COLLECTIONS,
  ticketNumberOf,
  type Page,
  type Ticket,
  type TicketDetail,
  type TicketListQuery,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { hasModule, type Tenant } from '../../platform/organizations/tenant-router';
import { readPage } from '../../platform/paging';
import { applyListPlan, subsets, type ListFilter, type ListPlan } from '../../platform/queries/list-plan';
import { ordersOf, ticketsOf, toOrder, toTicket } from './repository';

/**
 * The ticket history (tickets after the sale): a location's tickets, newest first, narrowed by equalities only
 * (day, number, table, total, who served), which Firestore serves by merging one index per field with the sort: six
 * indexes for every combination.
 */
export function ticketListPlan(query: TicketListQuery): ListPlan {
  const filters: ListFilter[] = [{ field: 'locationId', op: '==', value: query.locationId }];
  if (query.date) filters.push({ field: 'date', op: '==', value: query.date });
  if (query.code) filters.push({ field: 'number', op: '==', value: ticketNumberOf(query.code) });
  if (query.table !== undefined) filters.push({ field: 'tableId', op: '==', value: query.table });
  if (query.amount !== undefined) filters.push({ field: 'totalCents', op: '==', value: eurosToCents(query.amount) });
  if (query.employee) filters.push({ field: 'employee.id', op: '==', value: query.employee });
  return { collection: ORDERS_COLLECTIONS.tickets, filters, orderBy: { field: 'issuedAt', direction: 'desc' } };
}

const SAMPLE = { date: '2026-01-01', code: '12', table: 't1', amount: '2', employee: 'e1' } as const;

/** Every plan the ticket history can build: the location with each combination of the other filters. */
export function everyTicketListPlan(): ListPlan[] {
  const fields = Object.keys(SAMPLE) as (keyof typeof SAMPLE)[];
  return subsets(fields).map((present) =>
    ticketListPlan({ locationId: 'L1', ...Object.fromEntries(present.map((field) => [field, SAMPLE[field]])) }),
  );
}

export async function listTickets(tenant: Tenant, query: TicketListQuery): Promise<Page<Ticket>> {
  const { docs, ...page } = await readPage(applyListPlan(ticketsOf(tenant), ticketListPlan(query)), query);
  return { ...page, items: docs.map((d) => toTicket(d.data())) };
}

/**
 * A ticket by its code and the order it came from (found by the codes the order keeps; none for a ticket stored
 * before issue 14, or when the order's selling module is off).
 */
export async function getTicket(tenant: Tenant, code: string): Promise<TicketDetail> {
  const snapshot = await ticketsOf(tenant).doc(code).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Ticket no encontrado');
  const found = await ordersOf(tenant).where('ticketCodes', 'array-contains', code).limit(1).get();
  const order = found.docs[0];
  return {
    ticket: toTicket(snapshot.data()!),
    order: order && hasModule(tenant, order.data().module) ? toOrder(order.id, order.data()) : null,
  };
}
