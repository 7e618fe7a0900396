import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsIcon from '@mui/icons-material/Payments';
import { centsToInput, formatCents, type PaymentMethod, type QuickSaleBody } from '@plataforma/domain';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { VoucherTender, type VoucherPart } from '../../promotions';
import { CartTotals } from './CartTotals';
import { cartTotals, type CartLine } from './cart';
import { PosActionButton } from './PosOrderScreen';

// Promotions' coupon field loads after the screen: the quick sales' first load is near its budget.
const SaleCouponField = lazy(() => import('./SaleCouponField').then((m) => ({ default: m.SaleCouponField })));

/** A till's catalogue while it loads, or why it did not. */
export function CatalogStatus({ catalog }: { catalog: { isPending: boolean; error: Error | null } }) {
  const { t } = useTranslation();
  return (
    <>
      {catalog.isPending && <CircularProgress aria-label={t('common.loading')} sx={{ m: 2 }} />}
      {catalog.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {catalog.error.message}
        </Alert>
      )}
    </>
  );
}

/** A counter sale's payment: how, and the gift voucher's part when one pays some of it. */
export type QuickPayment = QuickSaleBody['payment'];

/**
 * The foot of a counter sale (the restaurant's quick sale, the salon's till): the coupon's code, the totals, a gift
 * voucher's part ('Bono regalo', promotions on), and 'Tarjeta' and 'Cobrar {rest}' (cash, exact) for the rest, which
 * create and pay the sale in one call. `error` is the sale's last refusal (a coupon's shows under its field).
 */
export function QuickSaleActions({
  cart,
  coupon,
  onCoupon,
  error,
  ready,
  onCharge,
}: {
  cart: readonly CartLine[];
  coupon: string | null;
  onCoupon: (code: string | null) => void;
  error: Error | null;
  /** Whether a sale can be made now (something in the cart, not sending). */
  ready: boolean;
  onCharge: (payment: QuickPayment) => void;
}) {
  const { t } = useTranslation();
  const promotions = useModuleEnabled(useCurrentOrganization()?.id, 'promotions');
  const [byVoucher, setByVoucher] = useState(false);
  // The voucher's part as told for the total it was asked against: a cart changed since asks for it again.
  const [told, setTold] = useState<{ part: VoucherPart | null; totalCents: number }>({ part: null, totalCents: 0 });
  const total = cartTotals(undefined, cart).totalCents;
  const voucher = byVoucher && told.totalCents === total ? told.part : null;
  const rest = total - (voucher ? Math.min(voucher.amountCents, total) : 0);
  const charge = (method: PaymentMethod) =>
    onCharge({
      method,
      ...(voucher
        ? { tenders: [{ kind: 'voucher', code: voucher.code, amount: centsToInput(voucher.amountCents) }] }
        : {}),
    });
  return (
    <>
      <Suspense fallback={null}>
        <SaleCouponField code={coupon} error={error} onChange={onCoupon} />
      </Suspense>
      <CartTotals order={undefined} cart={cart} />
      {promotions && total > 0 && (
        <ToggleButton
          value="voucher"
          size="small"
          selected={byVoucher}
          onChange={() => {
            setByVoucher(!byVoucher);
            setTold({ part: null, totalCents: total });
          }}
          sx={{ mt: 1, minHeight: 40 }}
        >
          {t('pos.payment.voucher')}
        </ToggleButton>
      )}
      {byVoucher && total > 0 && (
        <Suspense fallback={null}>
          <Box sx={{ mt: 1 }}>
            <VoucherTender key={total} dueCents={total} onChange={(part) => setTold({ part, totalCents: total })} />
          </Box>
          {voucher && (
            <Typography sx={{ mt: 1 }} data-testid="payment-rest">
              {t('pos.payment.rest', { amount: formatCents(rest) })}
            </Typography>
          )}
        </Suspense>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {/* Nothing left (a pack's session or a voucher pays it all): cash of 0 closes the sale, a card takes nothing. */}
        <PosActionButton startIcon={<CreditCardIcon />} disabled={!ready || rest <= 0} onClick={() => charge('card')}>
          {t('pos.quick.card')}
        </PosActionButton>
        <PosActionButton
          variant="contained"
          startIcon={<PaymentsIcon />}
          disabled={!ready}
          onClick={() => charge('cash')}
        >
          {t('pos.quick.cash', { amount: formatCents(rest) })}
        </PosActionButton>
      </Box>
    </>
  );
}
