import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { can, type OrderLine } from '@plataforma/domain';
import { toast } from '../../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { AllergenIcons } from '../../../restaurant';
import { posPaths } from '../../paths';
import { useOrderActions } from '../../shell/api';
import { CartTotals } from '../../shell/CartTotals';
import { CatalogGrid, CatalogSearchField } from '../../shell/CatalogGrid';
import { useDiscount } from '../../shell/DiscountDialog';
import { PosBar } from '../../shell/PosBar';
import { PosOrderScreen } from '../../shell/PosOrderScreen';
import { countUnits } from '../../shell/cart';
import { toastFailure } from '../../shell/toast-failure';
import { useCart } from '../../shell/useCart';
import { useCatalog } from '../../shell/useCatalog';
import { usePaymentFlow } from '../../shell/usePaymentFlow';
import { useRestaurantGrid } from '../catalog';
import { OrderActions } from '../components/OrderActions';
import { OrderLines } from '../components/OrderLines';
import { CoursePicker, inCourse, useCourses, useFireCourse } from '../courses';
import { useSendToKitchen, useTableOrder } from '../useTableOrder';
import { useItemChooser } from '../useItemChooser';

/**
 * /{organization}/pos/restaurant/order?table=&order=: taking an order at a table (or a takeaway with no table).
 * Adding to the cart is local; 'Enviar a cocina' creates the order or adds a round, then sends it; 'Cuenta' and
 * 'Cobrar' close it. Keyboard: '/' searches, arrows move through the grid, Enter adds, Esc closes a dialog.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const navigate = useNavigate();
  const till = useTableOrder();
  const { order, catalog } = till;
  const actions = useOrderActions();
  const cart = useCart();
  const courses = useCourses(order, till.tableId);
  const chooser = useItemChooser(catalog.data, (line) => cart.add(inCourse(line, courses.active)));
  const discount = useDiscount(cart.add);
  const payment = usePaymentFlow(actions, order, {
    paidMessage: t('pos.restaurant.paidToast'),
    onSettled: () => navigate(posPaths.restaurant(org)),
  });
  const grid = useRestaurantGrid(catalog.data);
  const search = useCatalog(grid.items, chooser.choose, { paused: chooser.open || discount.open || payment.open });
  const kitchen = useSendToKitchen(actions, till, cart);
  const fire = useFireCourse(actions, order, cart);
  const mayDiscount = can(useCurrentOrganization()?.role, 'orders.manage');
  const closed = !!order && (order.status === 'paid' || order.status === 'cancelled');

  const removeLine = (line: OrderLine) =>
    order && actions.removeLine.mutate({ orderId: order.id, lineId: line.id }, { onError: toastFailure });
  const requestBill = () =>
    order &&
    actions.requestBill.mutate(order.id, {
      onSuccess: () => toast.success(t('pos.restaurant.cart.billMarked')),
      onError: toastFailure,
    });

  const bar = (
    <PosBar
      back={posPaths.restaurant(org)}
      backLabel={t('pos.restaurant.order.tables')}
      title={till.table?.name ?? t('pos.restaurant.takeaway')}
    >
      {order && <Chip label={t(`orderStatuses.${order.status}`)} />}
      {order?.billRequested && <Chip color="error" label={t('pos.restaurant.cart.billRequested')} />}
      <Box sx={{ flexGrow: 1 }} />
      <CatalogSearchField catalog={search} label={t('pos.restaurant.order.search')} />
    </PosBar>
  );
  const messages = (
    <>
      {till.loading && <CircularProgress aria-label={t('common.loading')} sx={{ m: 2 }} />}
      {till.errors.map((error, index) => (
        <Alert key={index} severity="error" sx={{ m: 2 }}>
          {error.message}
        </Alert>
      ))}
    </>
  );
  return (
    <>
      <PosOrderScreen
        bar={bar}
        messages={messages}
        catalogLabel={t('pos.restaurant.order.menu')}
        count={countUnits(order, cart.lines)}
        catalog={
          <CatalogGrid
            catalog={search}
            tabs={grid.tabs}
            label={t('pos.restaurant.title')}
            emptyText={t('pos.restaurant.order.noDishes')}
            loaded={!!catalog.data}
            disabled={closed}
            adornment={(item) => <AllergenIcons allergens={item.allergens} size={14} />}
            header={<CoursePicker courses={courses} disabled={closed} />}
          />
        }
        order={
          <OrderLines
            order={order}
            cart={cart}
            busy={actions.busy}
            closed={closed}
            courses={courses}
            onRemove={removeLine}
            onFire={(course) => void fire(course)}
          />
        }
        actions={
          <>
            <CartTotals order={order} cart={cart.lines} />
            <OrderActions
              order={order}
              disabled={actions.busy || closed}
              canSend={kitchen.canSend}
              canCharge={!!order && cart.lines.length === 0 && order.dueCents > 0}
              onSend={() => void kitchen.send(courses.held).then((sent) => sent && courses.settled())}
              onDiscount={mayDiscount ? discount.start : undefined}
              onBill={requestBill}
              onCharge={payment.charge}
            />
          </>
        }
      />
      {chooser.dialog}
      {discount.dialog}
      {payment.dialog}
    </>
  );
}
