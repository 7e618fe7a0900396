import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { formatCents, WEEKDAYS, type GeneralReport } from '@plataforma/domain';

/**
 * The weekday x hour heatmap as a table (Monday first; the hours from the first to the last with sales): each cell
 * shaded by its revenue against the busiest one, its tickets written in it, everything said in its title. Its CSV is
 * the list of cells (day, hour, tickets, amount).
 */
export function HeatGrid({ heat, labelledBy }: { heat: readonly GeneralReport['heat'][number][]; labelledBy: string }) {
  const { t } = useTranslation();
  const hours = heat.map((cell) => cell.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const span = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const cells = new Map(heat.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const max = Math.max(...heat.map((cell) => cell.cents), 1);
  return (
    // Scrolls sideways on a phone, by keyboard too.
    <Box tabIndex={0} role="group" aria-labelledby={labelledBy} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-labelledby={labelledBy}
        data-testid="heat-grid"
        sx={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 12, '& th': { fontWeight: 500, px: 0.5 } }}
      >
        <thead>
          <tr>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                {t('analytics.overview.heatHour')}
              </Box>
            </th>
            {span.map((hour) => (
              <th key={hour} scope="col">
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, index) => {
            const weekday = t(`schedule.${day}`);
            return (
              <tr key={day}>
                <Box component="th" scope="row" sx={{ textAlign: 'left', whiteSpace: 'nowrap' }}>
                  {weekday}
                </Box>
                {span.map((hour) => {
                  const cell = cells.get(`${index + 1}-${hour}`);
                  const share = cell ? Math.max(cell.cents, 0) / max : 0;
                  return (
                    <Box
                      component="td"
                      key={hour}
                      title={
                        cell
                          ? t('analytics.overview.heatCell', {
                              weekday,
                              hour,
                              count: cell.count,
                              amount: formatCents(cell.cents),
                            })
                          : undefined
                      }
                      sx={{
                        minWidth: 28,
                        height: 28,
                        textAlign: 'center',
                        borderRadius: 0.5,
                        // At most 0.75 of the primary blue: dark text stays readable on the busiest cell.
                        bgcolor: cell ? `rgba(25, 118, 210, ${0.1 + share * 0.65})` : 'action.hover',
                      }}
                    >
                      {cell?.count || ''}
                    </Box>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
