import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import type { Order } from '@plataforma/domain';
import { apiRequest, ApiRequestError } from '../../../platform/api/client';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import type { TillOrderPieceProps } from './types';

/**
 * 'Bono regalo' at a till (issue 17): a gift voucher of the amount typed, sold as a line of the order (POST
 * .../orders/{id}/lines, kind 'voucher'). The server draws its code and issues it when the order is paid, for the
 * order's client if it has one; the ticket prints the code. `onOrder` gets the order answered, for the till's cache.
 */
export function SellVoucher({ order, closed, onOrder }: TillOrderPieceProps) {
  const { t } = useTranslation();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const sell = useMutation({
    mutationFn: (typed: string) =>
      apiRequest<Order>(
        `/organizations/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(order.id)}/lines`,
        { method: 'POST', body: { lines: [{ kind: 'voucher', amount: typed }] } },
      ),
    onSuccess: (updated) => {
      onOrder(updated);
      setOpen(false);
      setAmount('');
    },
  });
  if (closed) return null;
  const failure = sell.error;
  const message =
    failure instanceof ApiRequestError ? (failure.fields?.['lines.0.amount'] ?? failure.message) : failure?.message;
  const close = () => {
    setOpen(false);
    sell.reset();
  };
  return (
    <>
      <Button size="small" startIcon={<CardGiftcardOutlined />} onClick={() => setOpen(true)}>
        {t('promotions.pos.sellVoucher')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (amount.trim()) sell.mutate(amount.trim());
          }}
        >
          <DialogTitle>{t('promotions.pos.sellVoucher')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={t('promotions.pos.sellVoucherAmount')}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                sell.reset();
              }}
              error={!!failure}
              helperText={message}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-invalid': !!failure } }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {order.client
                ? t('promotions.pos.sellVoucherClient', { name: order.client.name })
                : t('promotions.pos.sellVoucherBearer')}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('promotions.pos.sellVoucherCancel')}</Button>
            <Button type="submit" variant="contained" disabled={sell.isPending || !amount.trim()}>
              {t('promotions.pos.sellVoucherAdd')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
