import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@plataforma/domain';
import { useTimeline } from '../api';
import { formatDateTime } from '../format';

/** Everything that happened with a client across modules, newest first, a page at a time. */
export function Timeline({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const timeline = useTimeline(clientId);
  const entries = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="timeline-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="timeline-title" variant="h6" component="h2">
        {t('crm.client.timeline')}
      </Typography>
      {timeline.error && <Alert severity="error">{timeline.error.message}</Alert>}
      {timeline.isPending && <CircularProgress aria-label={t('common.loading')} sx={{ m: 2 }} />}
      {timeline.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('crm.client.timelineEmpty')}
        </Typography>
      )}
      <List aria-labelledby="timeline-title">
        {entries.map((entry) => (
          <ListItem key={entry.id} divider data-kind={entry.kind} disableGutters>
            <ListItemText
              primary={entry.summary}
              secondary={formatDateTime(entry.at)}
              slotProps={{ secondary: { component: 'time', dateTime: entry.at } as object }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 2 }}>
              {entry.ticketCode && <Chip size="small" label={t('crm.client.ticket', { code: entry.ticketCode })} />}
              {entry.amountCents !== undefined && (
                <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatCents(entry.amountCents)}</Typography>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {timeline.hasNextPage && (
        <Box>
          <Button onClick={() => void timeline.fetchNextPage()} disabled={timeline.isFetchingNextPage}>
            {t('crm.client.loadMore')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
