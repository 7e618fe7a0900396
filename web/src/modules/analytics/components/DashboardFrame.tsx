import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@plataforma/domain';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import type { AnalyticsFilters } from '../filters';
import { AnalyticsToolbar } from './AnalyticsToolbar';

interface Props {
  title: string;
  intro: string;
  filters: AnalyticsFilters;
  onChange: (change: Partial<AnalyticsFilters>) => void;
  withGranularity?: boolean;
  error: Error | null;
  /** Whether a report is on screen: an error without one shows the error alone, not empty figures. */
  hasReport: boolean;
  children: ReactNode;
}

/** A dashboard's page: its title, the filters, the API's error if any (in Spanish, as it came), and the figures. */
export function DashboardFrame({
  title,
  intro,
  filters,
  onChange,
  withGranularity,
  error,
  hasReport,
  children,
}: Props) {
  const { t } = useTranslation();
  // Staff reach a dashboard only by its address (the sidebar does not list it): the page says why, asks nothing.
  if (!useAnalyticsAllowed()) return <CenteredMessage testId="analytics-forbidden" title={t('analytics.forbidden')} />;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
      <AnalyticsToolbar filters={filters} onChange={onChange} withGranularity={withGranularity} />
      {error && <Alert severity="error">{error.message}</Alert>}
      {(hasReport || !error) && children}
    </Stack>
  );
}

/** Cards in a row on a wide screen, two by two on a tablet, one under the other on a small phone. */
export const KPI_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(150px, 1fr))', md: 'repeat(auto-fill, minmax(190px, 1fr))' },
} as const;

/** Sections two by two on a wide screen. */
export const SECTION_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Whether the member's role may see the figures ('analytics.read': owner, admin, manager). */
export function useAnalyticsAllowed(): boolean {
  return can(useCurrentOrganization()?.role, 'analytics.read');
}
