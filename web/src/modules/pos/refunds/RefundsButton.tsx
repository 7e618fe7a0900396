import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import UndoIcon from '@mui/icons-material/Undo';
import { can, formatCents, ticketTableLabel, type ModuleType, type Order, type Ticket } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { TicketDialog } from '../shell/TicketDialog';
import { usePaidOrders } from './api';
import { RefundDialog } from './RefundDialog';

const time = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * 'Devoluciones' in a POS bar (a manager authorises each refund): the orders the location charged today, newest first; choosing one
 * opens the refund of its lines, and the rectifying ticket is shown to print. Module-neutral: every POS passes its
 * module and location.
 */
export function RefundsButton({
  module,
  locationId,
  timezone,
  date,
}: {
  module: ModuleType;
  locationId: string | undefined;
  timezone: string;
  date: string;
}) {
  const { t } = useTranslation();
  const role = useCurrentOrganization()?.role;
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<Order>();
  const [ticket, setTicket] = useState<Ticket>();
  const paid = usePaidOrders(module, locationId, date, open);
  // Everyone at the till sees it; giving money back asks for a manager (RefundDialog).
  if (!can(role, 'orders.sell')) return null;

  return (
    <>
      <Button size="large" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {t('pos.refunds.open')}
      </Button>
      <Dialog open={open && !order && !ticket} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('pos.refunds.paidToday')}</DialogTitle>
        <DialogContent>
          {paid.isPending && <CircularProgress aria-label={t('common.loading')} />}
          {paid.error && <Alert severity="error">{paid.error.message}</Alert>}
          {paid.data?.length === 0 && <Alert severity="info">{t('pos.refunds.noneToday')}</Alert>}
          <List>
            {paid.data?.map((o) => (
              <ListItemButton key={o.id} onClick={() => setOrder(o)} sx={{ minHeight: 56 }} data-testid="paid-order">
                <ListItemText
                  primary={`${o.payments.map((p) => p.ticketCode).join(', ')} · ${ticketTableLabel(o.table)}`}
                  secondary={[
                    time(o.statusAt, timezone),
                    formatCents(o.paidCents),
                    o.refundedCents > 0 ? t('pos.refunds.refunded', { amount: formatCents(o.refundedCents) }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button size="large" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {order && (
        <RefundDialog
          order={order}
          onClose={() => setOrder(undefined)}
          onRefunded={(rectifying) => {
            setOrder(undefined);
            setTicket(rectifying);
          }}
        />
      )}
      {ticket && (
        <TicketDialog
          ticket={ticket}
          onClose={() => {
            setTicket(undefined);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
