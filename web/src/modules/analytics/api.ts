import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can, type CrmReport, type GeneralReport, type RestaurantReport } from '@plataforma/domain';
import { apiRequest } from '../../platform/api/client';
import { useCurrentOrganization } from '../../platform/organizations/current';
import { queryOf, type AnalyticsFilters } from './filters';

/** The three dashboards' reports, under /api/organizations/{id}/analytics. */
const REPORTS = { general: '', crm: '/modules/crm', restaurant: '/modules/restaurant' } as const;
type ReportKind = keyof typeof REPORTS;
interface Reports {
  general: GeneralReport;
  crm: CrmReport;
  restaurant: RestaurantReport;
}

/**
 * One report for the filters. The previous answer stays on screen while another range loads (the figures do not
 * blank at each change).
 */
export function useReport<K extends ReportKind>(kind: K, filters: AnalyticsFilters) {
  const organization = useCurrentOrganization();
  const organizationId = organization?.id ?? '';
  const query = queryOf(filters, kind === 'general');
  return useQuery({
    queryKey: ['analytics', organizationId, kind, query],
    queryFn: ({ signal }) =>
      apiRequest<Reports[K]>(
        `/organizations/${encodeURIComponent(organizationId)}/analytics${REPORTS[kind]}?${query}`,
        { signal },
      ),
    // Staff are refused (403): their page asks nothing.
    enabled: !!organizationId && can(organization?.role, 'analytics.read') && filters.from <= filters.to,
    placeholderData: keepPreviousData,
  });
}
