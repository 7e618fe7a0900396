import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Ticket, TicketDetail } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { posKey, useOrganizationApi } from '../shell/api';

/** What the ticket history narrows by (the API's query): only the filters set are sent. */
export interface TicketFilters {
  date?: string;
  code?: string;
  /** A table's id; '' for the tickets with no table. */
  table?: string;
  amount?: string;
  employee?: string;
}

export const TICKETS_PAGE_SIZE = 25;

/** A page of the location's tickets, newest first (the previous page stays on screen while the next loads). */
export function useTickets(locationId: string | undefined, filters: TicketFilters, page: number) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'tickets', locationId ?? '', filters, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        locationId: locationId!,
        page: String(page),
        pageSize: String(TICKETS_PAGE_SIZE),
      });
      for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
      return apiRequest<Page<Ticket>>(`${base}/tickets?${query.toString()}`, { signal });
    },
    enabled: !!organizationId && !!locationId,
    placeholderData: keepPreviousData,
  });
}

/** A ticket with the order it came from. */
export function useTicketDetail(code: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'tickets', 'detail', code ?? ''],
    queryFn: ({ signal }) => apiRequest<TicketDetail>(`${base}/tickets/${encodeURIComponent(code!)}`, { signal }),
    enabled: !!organizationId && !!code,
  });
}
