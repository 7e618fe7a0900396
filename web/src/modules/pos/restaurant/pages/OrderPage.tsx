import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import PeopleIcon from '@mui/icons-material/People';
import { can, type OrderLine } from '@plataforma/domain';
import { toast } from '../../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { AllergenIcons } from '../../../restaurant';
import { posPaths } from '../../paths';
import { useActiveOrders, useOrderActions } from '../../shell/api';
import { CartTotals } from '../../shell/CartTotals';
import { CatalogGrid, CatalogSearchField } from '../../shell/CatalogGrid';
import { useDiscount } from '../../shell/DiscountDialog';
import { FullpageBar } from '../../../../platform/layout/FullpageBar';
import { OrderClient } from '../../shell/OrderClient';
import { OrderCouponField } from '../../shell/OrderCouponField';
import { PosOrderScreen } from '../../shell/PosOrderScreen';
import { countUnits } from '../../shell/cart';
import { toastFailure } from '../../shell/toast-failure';
import { useCart } from '../../shell/useCart';
import { useCatalog } from '../../shell/useCatalog';
import { usePaymentFlow } from '../../shell/usePaymentFlow';
import { usePreBill } from '../../shell/usePreBill';
import { StaffLock } from '../../staff/StaffLock';
import { useManagerDialogs } from '../../staff/useManagerDialogs';
import { useRestaurantGrid } from '../catalog';
import { DinersDialog } from '../components/DinersDialog';
import { OrderActions } from '../components/OrderActions';
import { OrderLines } from '../components/OrderLines';
import { CoursePicker, inCourse, useCourses, useFireCourse } from '../courses';
import { TableActions } from '../components/TableActions';
import { useTableActions } from '../tables-api';
import { useSendToKitchen, useTableOrder } from '../useTableOrder';
import { useItemChooser } from '../useItemChooser';

/**
 * /{organization}/pos/restaurant/order?table=&order=: taking an order at a table (or a takeaway with no table).
 * Adding to the cart is local; 'Enviar a cocina' creates the order or adds a round, then sends it; 'Cuenta' (the
 * pre-bill, printed) and 'Cobrar' close it. Keyboard: '/' searches, arrows move through the grid, Enter adds, Esc closes a dialog.
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
  const preBill = usePreBill(actions, order);
  const payment = usePaymentFlow(actions, order, {
    paidMessage: t('pos.restaurant.paidToast'),
    onSettled: () => navigate(posPaths.restaurant(org)),
  });
  const grid = useRestaurantGrid(catalog.data);
  const search = useCatalog(grid.items, chooser.choose, {
    paused: chooser.open || discount.open || payment.open || preBill.open,
  });
  const kitchen = useSendToKitchen(actions, till, cart);
  const fire = useFireCourse(actions, order, cart);
  const mayDiscount = can(useCurrentOrganization()?.role, 'orders.manage');
  const closed = !!order && (order.status === 'paid' || order.status === 'cancelled');
  const tableCalls = useTableActions();
  // Which tables are free or seated, for the table actions of an order.
  const active = useActiveOrders('restaurant', order ? till.locationId : undefined);
  const [editingDiners, setEditingDiners] = useState(false);
  const saveDiners = (diners: number) => {
    setEditingDiners(false);
    if (!order) return till.setDiners(diners);
    tableCalls.diners.mutate(
      { orderId: order.id, diners },
      { onSuccess: () => toast.success(t('pos.restaurant.diners.changed')), onError: toastFailure },
    );
  };
  const manager = useManagerDialogs(order);

  const removeLine = (line: OrderLine) =>
    order && actions.removeLine.mutate({ orderId: order.id, lineId: line.id }, { onError: toastFailure });

  const bar = (
    <FullpageBar
      back={posPaths.restaurant(org)}
      backLabel={t('pos.restaurant.order.tables')}
      title={till.table?.name ?? t('pos.restaurant.takeaway')}
    >
      {order && <Chip label={t(`orderStatuses.${order.status}`)} />}
      {order?.billRequested && <Chip color="error" label={t('pos.restaurant.cart.billRequested')} />}
      {till.table && (
        <Chip
          icon={<PeopleIcon />}
          label={
            till.diners ? t('pos.restaurant.table.diners', { count: till.diners }) : t('pos.restaurant.diners.none')
          }
          onClick={closed ? undefined : () => setEditingDiners(true)}
          aria-label={`${t('pos.restaurant.diners.change')}: ${till.diners ?? '-'}`}
        />
      )}
      {order && !closed && till.location && (
        <TableActions order={order} tables={till.location.tables} active={active.data ?? []} onMoved={till.moved} />
      )}
      {manager.canCancel && (
        <Button color="error" onClick={manager.cancelOrder} sx={{ minHeight: 48 }}>
          {t('pos.staff.cancelOrder')}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <CatalogSearchField catalog={search} label={t('pos.restaurant.order.search')} />
      {till.locationId && <StaffLock locationId={till.locationId} />}
    </FullpageBar>
  );
  const messages = (
    <>
      {/* Over the screen, not above its panels: they do not move when it goes (a layout shift on every opening). */}
      {till.loading && (
        <Box
          sx={{
            position: 'fixed',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            zIndex: 1,
            pointerEvents: 'none',
          }}
        >
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
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
          <>
            <OrderClient order={order} actions={actions} closed={closed} />
            <OrderLines
              order={order}
              cart={cart}
              busy={actions.busy}
              closed={closed}
              courses={courses}
              onRemove={removeLine}
              onFire={(course) => void fire(course)}
              onVoid={manager.voidLine}
            />
          </>
        }
        actions={
          <>
            <OrderCouponField order={order} closed={closed} />
            <CartTotals order={order} cart={cart.lines} />
            <OrderActions
              order={order}
              disabled={actions.busy || closed}
              canSend={kitchen.canSend}
              canCharge={!!order && cart.lines.length === 0 && order.dueCents > 0}
              onSend={() => void kitchen.send(courses.held).then((sent) => sent && courses.settled())}
              onDiscount={mayDiscount ? discount.start : undefined}
              onBill={preBill.show}
              onCharge={payment.charge}
            />
          </>
        }
      />
      {chooser.dialog}
      {discount.dialog}
      {payment.dialog}
      {preBill.dialog}
      {editingDiners && (
        <DinersDialog
          title={t('pos.restaurant.diners.title')}
          initial={till.diners}
          confirmLabel={t('pos.restaurant.diners.save')}
          onConfirm={saveDiners}
          onClose={() => setEditingDiners(false)}
        />
      )}
      {manager.dialog}
    </>
  );
}
