import { useTranslation } from 'react-i18next';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { AllergenIcons } from '../../../restaurant';
import { posPaths } from '../../paths';
import { LastTicketButton } from '../../shell/CounterSale';
import { CounterSaleScreen } from '../../shell/CounterSaleScreen';
import { cartTotals } from '../../shell/cart';
import { useCatalog } from '../../shell/useCatalog';
import { useCounterTill, useLocalSale } from '../../shell/useCounterTill';
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
  const place = usePosLocation();
  const sale = useLocalSale();
  const till = useCounterTill('restaurant', place, sale, {
    canCharge: cartTotals(undefined, sale.cart.lines).totalCents > 0,
  });
  const chooser = useItemChooser(place.catalog.data, sale.cart.add);
  const grid = useRestaurantGrid(place.catalog.data);
  const search = useCatalog(grid.items, chooser.choose, { paused: chooser.open || till.counter.showLast });

  return (
    <CounterSaleScreen
      till={till}
      bar={{
        back: posPaths.restaurant(org),
        backLabel: t('pos.restaurant.order.tables'),
        title: t('pos.quick.title'),
        searchLabel: t('pos.restaurant.order.search'),
        // The tables' screen has the tickets, the refunds and the till: here, only the last ticket.
        tools: <LastTicketButton sale={till.counter} />,
      }}
      grid={{
        search,
        tabs: grid.tabs,
        empty: t('pos.restaurant.order.noDishes'),
        tabLabel: t('pos.restaurant.order.menu'),
        adornment: (item) => <AllergenIcons allergens={item.allergens} size={14} />,
      }}
      cart={{
        empty: t('pos.quick.empty'),
        adornment: (line) => <AllergenIcons allergens={line.allergens} size={16} />,
      }}
    >
      {chooser.dialog}
    </CounterSaleScreen>
  );
}
