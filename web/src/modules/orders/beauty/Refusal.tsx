import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OverlapDetails } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';

/**
 * What the server said when a booking or a move was refused, in Spanish: the reason (400: each field's), and for an
 * overlap (409) the next free start times as buttons that take that time.
 */
export function Refusal({ error, onPick }: { error: Error; onPick: (time: string) => void }) {
  const { t } = useTranslation();
  const api = error instanceof ApiRequestError ? error : null;
  const fields = Object.values(api?.fields ?? {});
  const next =
    api?.code === 'appointment-overlap' ? ((api.details as OverlapDetails | undefined)?.nextFreeStarts ?? []) : null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {fields.length > 0 ? fields.map((message, i) => <div key={i}>{String(message)}</div>) : error.message}
      {next && (
        <Box sx={{ mt: 1 }}>
          {next.length > 0 ? t('orders.board.nextFree') : t('orders.board.noNextFree')}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {next.map((time) => (
              <Button key={time} variant="outlined" size="small" onClick={() => onPick(time)} sx={{ minHeight: 40 }}>
                {time}
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </Alert>
  );
}
