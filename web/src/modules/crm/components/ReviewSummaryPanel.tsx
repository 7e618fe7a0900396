import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReviewSummary } from '../api';

const STARS = [5, 4, 3, 2, 1] as const;
const average = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The average of the visible reviews and how many got each number of stars, as bars. */
export function ReviewSummaryPanel() {
  const { t } = useTranslation();
  const { data: summary, error } = useReviewSummary();
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!summary) return <LinearProgress aria-label={t('common.loading')} />;
  const { count } = summary;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('crm.reviews.average')}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 4, flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Stack sx={{ alignItems: 'center', justifyContent: 'center', minWidth: 160 }}>
        <Typography variant="h3" component="p" data-testid="review-average">
          {count ? average.format(summary.average) : '—'}
        </Typography>
        <Rating value={summary.average} precision={0.1} readOnly aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {t('crm.reviews.count', { count })}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ flexGrow: 1, justifyContent: 'center' }}>
        {STARS.map((stars) => {
          const n = summary.distribution[stars];
          const label = t('crm.reviews.distribution', { stars: t('crm.reviews.stars', { count: stars }), count: n });
          return (
            <Box key={stars} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ width: 24, textAlign: 'right' }} aria-hidden>
                {stars}★
              </Typography>
              <LinearProgress
                variant="determinate"
                value={count ? (n / count) * 100 : 0}
                aria-label={label}
                sx={{ flexGrow: 1, height: 10, borderRadius: 5 }}
              />
              <Typography variant="body2" sx={{ width: 40 }} aria-hidden>
                {n}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
