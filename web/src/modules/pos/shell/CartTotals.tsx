import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, type Order } from '@plataforma/domain';
import { cartTotals, type CartLine } from './cart';

/**
 * The order's totals with the cart's lines, by VAT rate (gift vouchers sold apart: not subject to VAT, as the ticket
 * prints them), and what is still due after a partial payment (display only: the server prices the order itself).
 */
export function CartTotals({ order, cart }: { order: Order | undefined; cart: readonly CartLine[] }) {
  const { t } = useTranslation();
  const totals = cartTotals(order, cart);
  return (
    <>
      {totals.vat.map((row) => (
        <Box key={row.rate} sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('pos.cart.vatRow', { rate: row.rate, base: formatCents(row.baseCents) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatCents(row.vatCents)}
          </Typography>
        </Box>
      ))}
      {!!totals.notSubjectCents && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('pos.cart.notSubject')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatCents(totals.notSubjectCents)}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }} data-testid="pos-total">
        <Typography variant="h6">{t('pos.cart.total')}</Typography>
        <Typography variant="h5">{formatCents(totals.totalCents)}</Typography>
      </Box>
      {order && order.paidCents > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography>{t('pos.cart.due')}</Typography>
          <Typography>{formatCents(order.dueCents)}</Typography>
        </Box>
      )}
    </>
  );
}
