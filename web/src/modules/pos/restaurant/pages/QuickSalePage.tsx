import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../platform/layout/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Ticket } from '@plataforma/domain';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { AllergenIcons } from '../../../restaurant';
import { posPaths } from '../../paths';
import { usePrinter } from '../../printing/usePrinter';
import { CartPanel } from '../../shell/CartPanel';
import { CatalogGrid, CatalogSearchField } from '../../shell/CatalogGrid';
import { cartTotals, countUnits, toLineInput } from '../../shell/cart';
import { FullpageBar } from '../../../../platform/layout/FullpageBar';
import { StaffLock } from '../../staff/StaffLock';
import { PosOrderScreen } from '../../shell/PosOrderScreen';
import { CatalogStatus, QuickSaleActions, type QuickPayment } from '../../shell/QuickSaleParts';
import { TicketDialog, usePrefetchTicketDialog } from '../../shell/LazyTicketDialog';
import { toastFailure } from '../../shell/toast-failure';
import { useCart } from '../../shell/useCart';
import { useCatalog } from '../../shell/useCatalog';
import { useQuickSale } from '../../shell/useQuickSale';
import { useRestaurantGrid } from '../catalog';
import { usePosLocation } from '../hooks';
import { useItemChooser } from '../useItemChooser';

/**
 * /{organization}/pos/restaurant/quick: the counter's quick sale (venta rápida), the bar's coffee in two taps: tap
 * the products, tap 'Cobrar' (cash, exact) or 'Tarjeta'. The order is created and paid in one call (no table, never
 * sent to the kitchen), its ticket printed on this device's printer, and the till is ready for the next customer.
 */
export default function QuickSalePage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { catalog, locationId } = usePosLocation();
  const cart = useCart();
  const chooser = useItemChooser(catalog.data, cart.add);
  const grid = useRestaurantGrid(catalog.data);
  const sell = useQuickSale('restaurant');
  const printer = usePrinter();
  usePrefetchTicketDialog();
  const [last, setLast] = useState<Ticket>();
  const [showLast, setShowLast] = useState(false);
  const [coupon, setCoupon] = useState<string | null>(null);
  const search = useCatalog(grid.items, chooser.choose, { paused: chooser.open || showLast });
  const total = cartTotals(undefined, cart.lines).totalCents;
  const ready = !!locationId && cart.lines.length > 0 && total > 0 && !sell.isPending;

  const charge = (payment: QuickPayment) =>
    locationId &&
    sell.mutate(
      { locationId, lines: cart.lines.map(toLineInput), payment, ...(coupon ? { coupon } : {}) },
      {
        onSuccess: ({ ticket }) => {
          cart.clear();
          setCoupon(null);
          setLast(ticket);
          toast.success(t('pos.quick.paid', { code: ticket.code }));
          void printer.print(ticket);
        },
        onError: toastFailure,
      },
    );

  const bar = (
    <FullpageBar
      back={posPaths.restaurant(org)}
      backLabel={t('pos.restaurant.order.tables')}
      title={t('pos.quick.title')}
    >
      <Box sx={{ flexGrow: 1 }} />
      {last && (
        <Button size="large" onClick={() => setShowLast(true)}>
          {t('pos.quick.lastTicket')}
        </Button>
      )}
      <CatalogSearchField catalog={search} label={t('pos.restaurant.order.search')} />
      {locationId && <StaffLock locationId={locationId} />}
    </FullpageBar>
  );
  return (
    <>
      <PosOrderScreen
        bar={bar}
        catalogLabel={t('pos.restaurant.order.menu')}
        count={countUnits(undefined, cart.lines)}
        messages={<CatalogStatus catalog={catalog} />}
        catalog={
          <CatalogGrid
            catalog={search}
            tabs={grid.tabs}
            label={t('pos.quick.title')}
            emptyText={t('pos.restaurant.order.noDishes')}
            loaded={!!catalog.data}
            disabled={sell.isPending}
            adornment={(item) => <AllergenIcons allergens={item.allergens} size={14} />}
          />
        }
        order={
          <CartPanel
            order={undefined}
            cart={cart.lines}
            busy={sell.isPending}
            texts={{ empty: t('pos.quick.empty'), notesPlaceholder: t('pos.restaurant.cart.notesPlaceholder') }}
            lineChip={() => undefined}
            adornment={(line) => <AllergenIcons allergens={line.allergens} size={16} />}
            onCartChange={cart.set}
            onRemoveOrderLine={() => undefined}
          />
        }
        actions={
          <QuickSaleActions
            cart={cart.lines}
            coupon={coupon}
            onCoupon={(code) => {
              setCoupon(code);
              sell.reset();
            }}
            error={sell.error}
            ready={ready}
            onCharge={charge}
          />
        }
      />
      {chooser.dialog}
      {showLast && last && <TicketDialog ticket={last} onClose={() => setShowLast(false)} />}
    </>
  );
}
