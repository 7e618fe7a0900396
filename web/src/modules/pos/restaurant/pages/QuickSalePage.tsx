import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { AllergenIcons } from '../../../restaurant';
import { posPaths } from '../../paths';
import { CounterCart, LastTicketButton, LastTicketDialog, useCounterSale } from '../../shell/CounterSale';
import { CatalogGrid, CatalogSearchField } from '../../shell/CatalogGrid';
import { cartTotals, countUnits, toLineInput } from '../../shell/cart';
import { FullpageBar } from '../../../../platform/layout/FullpageBar';
import { StaffLock } from '../../staff/StaffLock';
import { PosOrderScreen } from '../../shell/PosOrderScreen';
import { CatalogStatus, QuickSaleActions, type QuickPayment } from '../../shell/QuickSaleParts';
import { useCart } from '../../shell/useCart';
import { useCatalog } from '../../shell/useCatalog';
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
  const counter = useCounterSale('restaurant');
  const { sell } = counter;
  const [coupon, setCoupon] = useState<string | null>(null);
  const search = useCatalog(grid.items, chooser.choose, { paused: chooser.open || counter.showLast });
  const total = cartTotals(undefined, cart.lines).totalCents;
  const ready = !!locationId && cart.lines.length > 0 && total > 0 && !sell.isPending;

  const charge = (payment: QuickPayment) =>
    locationId &&
    counter.charge({ locationId, lines: cart.lines.map(toLineInput), payment, ...(coupon ? { coupon } : {}) }, () => {
      cart.clear();
      setCoupon(null);
    });

  const bar = (
    <FullpageBar
      back={posPaths.restaurant(org)}
      backLabel={t('pos.restaurant.order.tables')}
      title={t('pos.quick.title')}
    >
      <Box sx={{ flexGrow: 1 }} />
      <LastTicketButton sale={counter} />
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
          <CounterCart
            cart={cart.lines}
            busy={sell.isPending}
            empty={t('pos.quick.empty')}
            notesPlaceholder={t('pos.restaurant.cart.notesPlaceholder')}
            adornment={(line) => <AllergenIcons allergens={line.allergens} size={16} />}
            onChange={cart.set}
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
      <LastTicketDialog sale={counter} />
    </>
  );
}
