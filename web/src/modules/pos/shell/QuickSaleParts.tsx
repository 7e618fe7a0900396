import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsIcon from '@mui/icons-material/Payments';
import { formatCents, type PaymentMethod } from '@plataforma/domain';
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

/**
 * The foot of a counter sale (the restaurant's quick sale, the salon's till): the coupon's code, the totals, and
 * 'Tarjeta' and 'Cobrar {total}' (cash, exact), which create and pay the sale in one call. `error` is the sale's last
 * refusal (a coupon's shows under its field).
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
  onCharge: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const total = cartTotals(undefined, cart).totalCents;
  return (
    <>
      <Suspense fallback={null}>
        <SaleCouponField code={coupon} error={error} onChange={onCoupon} />
      </Suspense>
      <CartTotals order={undefined} cart={cart} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {/* Nothing to charge (a pack's session pays it all): cash of 0 closes the sale, a card has nothing to take. */}
        <PosActionButton
          startIcon={<CreditCardIcon />}
          disabled={!ready || total <= 0}
          onClick={() => onCharge('card')}
        >
          {t('pos.quick.card')}
        </PosActionButton>
        <PosActionButton
          variant="contained"
          startIcon={<PaymentsIcon />}
          disabled={!ready}
          onClick={() => onCharge('cash')}
        >
          {t('pos.quick.cash', { amount: formatCents(total) })}
        </PosActionButton>
      </Box>
    </>
  );
}
