import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import { can, ticketTableLabel, type Ticket } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { RefundDialog } from '../refunds/RefundDialog';
import { posKey } from '../shell/api';
import { TicketDialog } from '../shell/TicketDialog';
import { useTicketDetail } from './api';

/**
 * A ticket of the history as it was printed, to reprint through the print bridge; for encargados, 'Devolver' opens
 * the sales core's refund of its order, and its rectifying ticket is shown next (to print).
 */
export function TicketDetailDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const organization = useCurrentOrganization();
  const detail = useTicketDetail(code);
  const [refunding, setRefunding] = useState(false);
  const [rectifying, setRectifying] = useState<Ticket>();
  const order = detail.data?.order ?? null;
  const mayRefund = can(organization?.role, 'orders.sell') && order?.status === 'paid';

  if (rectifying) return <TicketDialog ticket={rectifying} onClose={onClose} />;
  if (refunding && order)
    return (
      <RefundDialog
        order={order}
        onClose={() => setRefunding(false)}
        onRefunded={(ticket) => {
          void queryClient.invalidateQueries({ queryKey: [...posKey(organization?.id ?? ''), 'tickets'] });
          setRectifying(ticket);
        }}
      />
    );
  if (!detail.data)
    return (
      <Dialog open onClose={onClose} aria-label={t('pos.ticket.title', { code })}>
        <DialogContent>
          {detail.error ? (
            <Alert severity="error">{detail.error.message || t('pos.tickets.loadFailed')}</Alert>
          ) : (
            <CircularProgress aria-label={t('common.loading')} />
          )}
        </DialogContent>
      </Dialog>
    );
  return (
    <TicketDialog
      ticket={detail.data.ticket}
      onClose={onClose}
      actions={
        mayRefund && (
          <Button size="large" color="error" startIcon={<UndoIcon />} onClick={() => setRefunding(true)}>
            {t('pos.tickets.refund')}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="ticket-order">
        {order
          ? t('pos.tickets.order', { table: ticketTableLabel(order.table), codes: order.ticketCodes.join(', ') })
          : t('pos.tickets.noOrder')}
      </Typography>
    </TicketDialog>
  );
}
