import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PromotionAccount } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { useVoucherActions } from '../api';
import { formatCents } from '../format';

interface Props {
  voucher: PromotionAccount;
  onClose: () => void;
}

/** The server's refusal: its message on top, its field messages under their fields. */
function useFailure() {
  const [failure, setFailure] = useState<ApiRequestError | null>(null);
  return {
    failure,
    reset: () => setFailure(null),
    onError: (error: Error) => setFailure(error instanceof ApiRequestError ? error : null),
    field: (name: string) => failure?.fields?.[name],
  };
}

/** 'Ajustar saldo' (managers): adds or takes an amount, always with a reason (an adjust movement). */
export function AdjustDialog({ voucher, onClose }: Props) {
  const { t } = useTranslation();
  const { adjust } = useVoucherActions();
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { failure, reset, onError, field } = useFailure();
  const submit = () => {
    reset();
    adjust.mutate(
      { id: voucher.id, body: { direction, amount, reason } },
      {
        onSuccess: () => {
          toast.success(t('promotions.vouchers.adjusted'));
          onClose();
        },
        onError,
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="adjust-title" fullWidth maxWidth="xs">
      <DialogTitle id="adjust-title">{t('promotions.vouchers.adjust')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="adjust-voucher"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {failure && <Alert severity="error">{failure.message}</Alert>}
          <TextField
            select
            label={t('promotions.vouchers.direction')}
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'add' | 'remove')}
          >
            <MenuItem value="add">{t('promotions.vouchers.directions.add')}</MenuItem>
            <MenuItem value="remove">{t('promotions.vouchers.directions.remove')}</MenuItem>
          </TextField>
          <TextField
            label={t('promotions.vouchers.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            required
            error={!!field('amount')}
            helperText={field('amount')}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
          />
          <TextField
            label={t('promotions.vouchers.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            error={!!field('reason')}
            helperText={field('reason')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('promotions.vouchers.close')}</Button>
        <Button type="submit" form="adjust-voucher" variant="contained" disabled={adjust.isPending}>
          {t('promotions.vouchers.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Anular bono' (managers): what is left is taken off with a reason and the voucher stops working. */
export function CancelDialog({ voucher, onClose }: Props) {
  const { t } = useTranslation();
  const { cancel } = useVoucherActions();
  const [reason, setReason] = useState('');
  const { failure, reset, onError, field } = useFailure();
  const submit = () => {
    reset();
    cancel.mutate(
      { id: voucher.id, body: { reason } },
      {
        onSuccess: () => {
          toast.success(t('promotions.vouchers.cancelled'));
          onClose();
        },
        onError,
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-title">{t('promotions.vouchers.cancel')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="cancel-voucher"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText>
            {t('promotions.vouchers.cancelBody', { amount: formatCents(voucher.balance) })}
          </DialogContentText>
          {failure && <Alert severity="error">{failure.message}</Alert>}
          <TextField
            label={t('promotions.vouchers.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            autoFocus
            error={!!field('reason')}
            helperText={field('reason')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('promotions.vouchers.close')}</Button>
        <Button type="submit" form="cancel-voucher" variant="contained" color="error" disabled={cancel.isPending}>
          {t('promotions.vouchers.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
