import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import {
  centsToInput,
  eurosToCents,
  formatCents,
  isEuroAmount,
  type Order,
  type PromotionAccount,
} from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useBase } from './base';
import type { VoucherPart, TillOrderPieceProps } from './types';

export { OrderRewards } from './rewards';

/**
 * The coupon of an order at a till: a code applied (PUT .../orders/{id}/coupon: the server prices it as a discount
 * line) or taken off (DELETE). The server's refusal (not found, expired, under the minimum...) is shown under the
 * field in its own Spanish words. `onOrder` gets the order answered, for the till's cache.
 */
export function OrderCoupon({ order, closed, onOrder }: TillOrderPieceProps) {
  const { t } = useTranslation();
  const base = useBase();
  const url = `${base}/orders/${encodeURIComponent(order.id)}/coupon`;
  const apply = useMutation({
    mutationFn: (typed: string) => apiRequest<Order>(url, { method: 'PUT', body: { code: typed } }),
    onSuccess: (updated) => onOrder(updated),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<Order>(url, { method: 'DELETE' }),
    onSuccess: (updated) => onOrder(updated),
  });
  return (
    <CouponField
      applied={order.coupon ? t('promotions.pos.couponApplied', { code: order.coupon.code }) : null}
      closed={closed}
      busy={apply.isPending || remove.isPending}
      failure={(apply.error ?? remove.error)?.message}
      onApply={(code, done) => apply.mutate(code, { onSuccess: done })}
      onRemove={() => remove.mutate()}
      onTyping={() => apply.reset()}
    />
  );
}

/**
 * The coupon of a quick sale, whose order exists only once charged: the code is kept here and sent with the sale,
 * which prices it on the server; `failure` is the sale's refusal of it, in the server's words.
 */
export function SaleCoupon({
  code,
  failure,
  onChange,
}: {
  code: string | null;
  failure?: string;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <CouponField
      applied={code ? t('promotions.pos.couponAtCharge', { code }) : null}
      closed={false}
      busy={false}
      failure={failure}
      onApply={(typed, done) => {
        onChange(typed.toUpperCase());
        done();
      }}
      onRemove={() => onChange(null)}
      onTyping={() => undefined}
    />
  );
}

/** The coupon field: a code typed and applied, or the applied coupon's chip with 'Quitar cupón'; a refusal under. */
function CouponField({
  applied,
  closed,
  busy,
  failure,
  onApply,
  onRemove,
  onTyping,
}: {
  applied: string | null;
  closed: boolean;
  busy: boolean;
  failure: string | undefined;
  onApply: (code: string, done: () => void) => void;
  onRemove: () => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  if (applied)
    return (
      <Box sx={{ py: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip icon={<LocalOfferOutlined />} label={applied} data-testid="order-coupon" />
          {!closed && (
            <Button size="small" disabled={busy} onClick={onRemove}>
              {t('promotions.pos.removeCoupon')}
            </Button>
          )}
        </Stack>
        {failure && (
          <Typography color="error" role="alert" variant="body2">
            {failure}
          </Typography>
        )}
      </Box>
    );
  if (closed) return null;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ py: 1, alignItems: 'flex-start' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onApply(code.trim(), () => setCode(''));
      }}
    >
      <TextField
        size="small"
        label={t('promotions.pos.coupon')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          onTyping();
        }}
        error={!!failure}
        helperText={failure}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', 'aria-invalid': !!failure } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={busy || !code.trim()} sx={{ minHeight: 40 }}>
        {t('promotions.pos.applyCoupon')}
      </Button>
    </Stack>
  );
}

/**
 * The gift voucher part of a payment: the code typed and looked up (GET .../vouchers/by-code/{code}), its balance
 * shown, and how much of what is due it pays (all it can by default). Tells the dialog the part it pays, or null.
 */
export function VoucherTender({
  dueCents,
  onChange,
}: {
  dueCents: number;
  onChange: (part: VoucherPart | null) => void;
}) {
  const { t } = useTranslation();
  const base = useBase();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const lookUp = useMutation({
    mutationFn: (typed: string) =>
      apiRequest<PromotionAccount>(`${base}/promotions/vouchers/by-code/${encodeURIComponent(typed)}`),
    onSuccess: (found) => {
      const usable = found.status === 'active' && !found.expired && found.balance > 0;
      const cents = Math.min(found.balance, dueCents);
      setAmount(usable ? centsToInput(cents) : '');
      onChange(usable ? { code: found.code, amountCents: cents } : null);
    },
    onError: () => onChange(null),
  });
  const voucher = lookUp.data;
  const usable = voucher && voucher.status === 'active' && !voucher.expired && voucher.balance > 0;
  const typedCents = amount.trim() && isEuroAmount(amount) ? eurosToCents(amount) : undefined;
  const amountProblem =
    usable && (typedCents === undefined || typedCents <= 0 || typedCents > Math.min(voucher.balance, dueCents));

  const changeAmount = (text: string) => {
    setAmount(text);
    const cents = text.trim() && isEuroAmount(text) ? eurosToCents(text) : undefined;
    onChange(
      voucher && usable && cents !== undefined && cents > 0 && cents <= Math.min(voucher.balance, dueCents)
        ? { code: voucher.code, amountCents: cents }
        : null,
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('promotions.pos.voucher')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('promotions.pos.voucherCode')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            lookUp.reset();
            onChange(null);
          }}
          onKeyDown={(event) => {
            // Enter looks the code up; it must not submit the payment.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (code.trim()) lookUp.mutate(code.trim());
            }
          }}
          error={lookUp.isError}
          helperText={lookUp.error?.message}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          sx={{ minHeight: 56 }}
          disabled={!code.trim() || lookUp.isPending}
          onClick={() => lookUp.mutate(code.trim())}
        >
          {t('promotions.pos.lookUp')}
        </Button>
      </Stack>
      {voucher && (
        <Alert severity={usable ? 'info' : 'warning'} role="status">
          {usable
            ? t('promotions.pos.voucherBalance', { amount: formatCents(voucher.balance) })
            : t('promotions.pos.voucherUnusable', {
                status: t(
                  `promotions.vouchers.statuses.${voucher.status === 'cancelled' ? 'cancelled' : voucher.expired ? 'expired' : 'active'}`,
                ),
              })}
        </Alert>
      )}
      {usable && (
        <TextField
          label={t('promotions.pos.voucherPays')}
          value={amount}
          onChange={(event) => changeAmount(event.target.value)}
          error={!!amountProblem}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </Stack>
  );
}
