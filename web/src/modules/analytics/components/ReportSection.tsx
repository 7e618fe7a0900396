import { lazy, Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TableData } from '../table-data';
import type { ChartSpec } from './Chart';
import { ExportButton, ReportTable } from './ReportTable';

// The charts library loads in its own chunk once a section with data renders (never in a route's first load).
const Chart = lazy(() => import('./Chart'));

export interface ReportSectionProps<R> {
  table: TableData<R>;
  /** The range in the CSV's name ('2026-11-01_2026-11-26'). */
  suffix: string;
  chart?: ChartSpec;
  /** Shown instead of the chart and the table while there are no rows. */
  empty: string;
  /** Placeholders while the first answer loads. */
  loading?: boolean;
  /** Drawn instead of the chart and the table: a table of its own (the heatmap's grid); the CSV is still `table`'s. */
  grid?: (labelledBy: string) => ReactNode;
}

/** A dashboard's section: its title and CSV export, the chart (lazy) and the same figures as a table beside it. */
export function ReportSection<R>({ table, suffix, chart, empty, loading, grid }: ReportSectionProps<R>) {
  const id = useId();
  const hasRows = table.rows.length > 0;
  const figure = chart && (
    // The chart is hidden from screen readers (the table says the same): so is its placeholder.
    <Suspense fallback={<Skeleton variant="rounded" height={280} aria-hidden="true" />}>
      <Chart spec={chart} />
    </Suspense>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2" id={id}>
          {table.title}
        </Typography>
        {hasRows && <ExportButton table={table} suffix={suffix} />}
      </Stack>
      {loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : !hasRows ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : grid ? (
        grid(id)
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // Chart and table side by side on a wide screen, one under the other on a tablet or a phone.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: figure ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
            alignItems: 'start',
          }}
        >
          {figure && <Box sx={{ minWidth: 0 }}>{figure}</Box>}
          <ReportTable table={table} labelledBy={id} />
        </Box>
      )}
    </Paper>
  );
}
