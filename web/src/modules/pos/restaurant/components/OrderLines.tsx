import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { Order, OrderLine } from '@plataforma/domain';
import { AllergenIcons } from '../../../restaurant';
import { CartPanel, type LineChip } from '../../shell/CartPanel';
import type { Cart } from '../../shell/useCart';

/** The table's order in the till's cart panel: its lines by kitchen round, then the cart with allergens. */
export function OrderLines({
  order,
  cart,
  busy,
  closed,
  onRemove,
  onVoid,
}: {
  order: Order | undefined;
  cart: Cart;
  busy: boolean;
  closed: boolean;
  onRemove: (line: OrderLine) => void;
  onVoid?: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  const lineChip = (line: OrderLine): LineChip =>
    line.round !== null
      ? { label: t('pos.restaurant.cart.sentRound', { round: line.round }) }
      : { label: t('pos.restaurant.cart.unsentOnServer'), color: 'warning' };
  return (
    <>
      {closed && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('pos.cart.closed')}
        </Alert>
      )}
      <CartPanel
        order={order}
        cart={cart.lines}
        busy={busy}
        texts={{ empty: t('pos.restaurant.cart.empty'), notesPlaceholder: t('pos.restaurant.cart.notesPlaceholder') }}
        lineChip={lineChip}
        adornment={(line) => <AllergenIcons allergens={line.allergens} size={16} />}
        onCartChange={cart.set}
        onRemoveOrderLine={onRemove}
        onVoidOrderLine={closed ? undefined : onVoid}
      />
    </>
  );
}
