import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { formatCents, planRefund, type Order, type Ticket } from '@plataforma/domain';
import { toastFailure } from '../shell/toast-failure';
import { useMayAuthorize } from '../staff/api';
import { isCompletePin, ManagerPinField } from '../staff/ManagerPinField';
import { useRefund } from './api';

/** Units of each paid line not given back yet. */
function refundable(order: Order): Map<string, number> {
  const back = new Map<string, number>();
  for (const refund of order.refunds)
    for (const line of refund.lines) back.set(line.lineId, (back.get(line.lineId) ?? 0) + line.quantity);
  return new Map(
    order.lines
      .filter((line) => line.kind !== 'discount' && line.paymentId)
      .map((line) => [line.id, line.quantity - (back.get(line.id) ?? 0)]),
  );
}

/**
 * 'Devolver' (with a manager: the role, a manager at the till, or a manager's PIN typed here): choose how many units of each paid line go back, whether their stock returns (a dish
 * never served) and why. The amount shown is the server's own calculation (planRefund from domain): each unit at its
 * share of what its line was charged, to the card it was paid with first.
 */
export function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: Order;
  onClose: () => void;
  onRefunded: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation();
  const refund = useRefund();
  const left = refundable(order);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const needsPin = !useMayAuthorize();
  const [pin, setPin] = useState('');
  const pinReady = !needsPin || isCompletePin(pin);
  const asked = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  const plan = asked.length > 0 ? planRefund(order.lines, order.payments, order.refunds, asked) : undefined;
  const change = (lineId: string, delta: number) =>
    setUnits((current) => ({
      ...current,
      [lineId]: Math.min(left.get(lineId) ?? 0, Math.max(0, (current[lineId] ?? 0) + delta)),
    }));
  const confirm = () =>
    refund.mutate(
      {
        orderId: order.id,
        body: { lines: asked, reason: reason.trim(), restock, ...(needsPin ? { managerPin: pin } : {}) },
      },
      { onSuccess: (result) => onRefunded(result.ticket), onError: toastFailure },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('pos.refunds.title', { codes: order.payments.map((p) => p.ticketCode).join(', ') })}</DialogTitle>
      <DialogContent>
        {[...left.values()].every((count) => count === 0) && (
          <Alert severity="info">{t('pos.refunds.nothingLeft')}</Alert>
        )}
        {order.lines
          .filter((line) => left.has(line.id))
          .map((line) => {
            const chosen = units[line.id] ?? 0;
            const remaining = left.get(line.id) ?? 0;
            return (
              <Box
                key={line.id}
                data-testid="refund-line"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flexGrow: 1 }}>
                  <Typography>
                    {line.quantity} × {line.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {remaining === 0
                      ? t('pos.refunds.allBack')
                      : t('pos.refunds.left', { count: remaining, amount: formatCents(line.totalCents) })}
                  </Typography>
                </Box>
                <IconButton
                  size="large"
                  aria-label={t('pos.refunds.less', { name: line.name })}
                  disabled={chosen === 0}
                  onClick={() => change(line.id, -1)}
                >
                  <RemoveIcon />
                </IconButton>
                <Typography sx={{ minWidth: 24, textAlign: 'center' }} aria-label={t('pos.refunds.units')}>
                  {chosen}
                </Typography>
                <IconButton
                  size="large"
                  aria-label={t('pos.refunds.more', { name: line.name })}
                  disabled={chosen >= remaining}
                  onClick={() => change(line.id, 1)}
                >
                  <AddIcon />
                </IconButton>
              </Box>
            );
          })}
        <TextField
          label={t('pos.refunds.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
          // A shop's goods go back to the shelf; a dish was never served.
          label={t(order.module === 'ecommerce' ? 'pos.refunds.restockGoods' : 'pos.refunds.restock')}
        />
        {needsPin && <ManagerPinField value={pin} onChange={setPin} fullWidth margin="normal" />}
        {plan && plan !== 'not-refundable' && (
          <Typography variant="h6" component="p" sx={{ mt: 1 }} data-testid="refund-total">
            {t('pos.refunds.total', { amount: formatCents(plan.amountCents) })}
            {plan.cardCents > 0 && plan.cashCents > 0
              ? ` · ${t('pos.refunds.mixed', { card: formatCents(plan.cardCents), cash: formatCents(plan.cashCents) })}`
              : ` · ${t(plan.cardCents > 0 ? 'pos.refunds.toCard' : 'pos.refunds.inCash')}`}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          size="large"
          variant="contained"
          color="error"
          disabled={!plan || plan === 'not-refundable' || !pinReady || refund.isPending}
          onClick={confirm}
        >
          {t('pos.refunds.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
