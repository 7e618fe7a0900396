import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPercentChange } from '../table-data';

interface Props {
  label: string;
  value: string | undefined;
  /** The change against the previous period in percent (null: nothing to compare with), or absent. */
  change?: number | null;
  /** Under the value: the count of refunds, what the change is measured against... */
  note?: string;
  testId?: string;
}

/** One headline figure of a dashboard, with its change against the previous period coloured (up green, down red). */
export function KpiCard({ label, value, change, note, testId }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton width="60%" height={40} />
      ) : (
        <Typography variant="h5" component="p" data-testid={testId && `${testId}-value`}>
          {value}
        </Typography>
      )}
      {typeof change === 'number' && (
        <Typography
          variant="body2"
          data-testid={testId && `${testId}-change`}
          sx={{ color: change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary', fontWeight: 600 }}
        >
          {formatPercentChange(change)}
        </Typography>
      )}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}
