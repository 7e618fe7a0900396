import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PromotionAccount } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { useVoucherActions } from '../api';
import { formatCents } from '../format';
import { useFailure } from './useFailure';

interface Props {
  voucher: PromotionAccount;
  onClose: () => void;
}

/** 'Ajustar saldo' (managers): adds or takes an amount, always with a reason (an adjust movement). */
export function AdjustDialog({ voucher, onClose }: Props) {
  const { t } = useTranslation();
  const { adjust } = useVoucherActions();
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { message, reset, onError, field } = useFailure();
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
    <FormDialog
      id="adjust-voucher"
      title={t('promotions.vouchers.adjust')}
      error={message}
      confirmLabel={t('promotions.vouchers.save')}
      busy={adjust.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}

/** 'Anular bono' (managers): what is left is taken off with a reason and the voucher stops working. */
export function CancelDialog({ voucher, onClose }: Props) {
  const { t } = useTranslation();
  const { cancel } = useVoucherActions();
  const [reason, setReason] = useState('');
  const { message, reset, onError, field } = useFailure();
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
    <FormDialog
      id="cancel-voucher"
      title={t('promotions.vouchers.cancel')}
      description={t('promotions.vouchers.cancelBody', { amount: formatCents(voucher.balance) })}
      error={message}
      confirmLabel={t('promotions.vouchers.cancel')}
      danger
      busy={cancel.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('promotions.vouchers.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        autoFocus
        error={!!field('reason')}
        helperText={field('reason')}
      />
    </FormDialog>
  );
}
