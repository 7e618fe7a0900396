import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { courseOf, type Order, type OrderLine } from '@plataforma/domain';
import { AllergenIcons } from '../../../restaurant';
import { CartPanel, type LineChip } from '../../shell/CartPanel';
import type { Cart } from '../../shell/useCart';
import { courseSections, type Courses } from '../courses';

/**
 * The table's order in the till's cart panel: its lines by course (when it has courses) and kitchen round, then the
 * cart with allergens.
 */
export function OrderLines({
  order,
  cart,
  busy,
  closed,
  courses,
  onRemove,
  onFire,
  onVoid,
}: {
  order: Order | undefined;
  cart: Cart;
  busy: boolean;
  closed: boolean;
  courses: Courses;
  onRemove: (line: OrderLine) => void;
  onFire: (course: number) => void;
  onVoid?: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  const lineChip = (line: OrderLine): LineChip =>
    line.round !== null
      ? { label: t('pos.restaurant.cart.sentRound', { round: line.round }) }
      : courses.held.includes(courseOf(line))
        ? { label: t('pos.restaurant.courses.heldLine'), color: 'info' }
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
        texts={{
          empty: t('pos.restaurant.cart.empty'),
          notesPlaceholder: t('pos.restaurant.cart.notesPlaceholder'),
          newItems: t('pos.cart.newItems'),
        }}
        lineChip={lineChip}
        adornment={(line) => <AllergenIcons allergens={line.allergens} size={16} />}
        sections={courseSections({ order, cart: cart.lines, courses, closed, busy, onFire })}
        onCartChange={cart.set}
        onRemoveOrderLine={onRemove}
        onVoidOrderLine={closed ? undefined : onVoid}
      />
    </>
  );
}
