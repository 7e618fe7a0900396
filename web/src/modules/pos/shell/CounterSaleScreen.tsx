import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { StaffLock } from '../staff/StaffLock';
import { CatalogGrid, CatalogSearchField } from './CatalogGrid';
import { CounterCart, LastTicketDialog } from './CounterSale';
import { PosOrderScreen } from './PosOrderScreen';
import { CatalogStatus, QuickSaleActions } from './QuickSaleParts';
import { countUnits, type CartLine } from './cart';
import type { CounterTill } from './useCounterTill';
import type { Catalog, CatalogItem, CatalogTab } from './useCatalog';

/**
 * The screen of every counter till (the restaurant's quick sale, the salon's, the shop's and the academy's tills):
 * the bar (the way back, the title, the counter's tools, the search, the staff lock), the catalogue's grid, the
 * order column (the till's own pieces over the cart), the coupon, totals and charge buttons, the last ticket. The
 * till gives what is its own: texts, the grid's items and what a tap does (`grid.search`), the order column's pieces,
 * its dialogs (`children`).
 */
export function CounterSaleScreen<T extends CatalogItem>({
  till,
  bar,
  grid,
  cart = {},
  order,
  actions,
  children,
}: {
  till: CounterTill;
  bar: {
    back: string;
    backLabel: string;
    title: string;
    searchLabel: string;
    /** Before the bar's spacer (the shop's location picker). */
    start?: ReactNode;
    /**
     * After the spacer: the counter's tools (`<CounterTools sale={till.counter} .../>`), the restaurant's 'Último
     * ticket' alone. Given by the till, so that the restaurant's quick sale does not load CounterTools.
     */
    tools: ReactNode;
  };
  grid: {
    search: Catalog<T>;
    tabs: CatalogTab[];
    /** Shown when nothing matches. */
    empty: string;
    /** The catalogue's tab on a phone ('Carta'). */
    tabLabel: string;
    adornment?: (item: T) => ReactNode;
    header?: ReactNode;
  };
  cart?: {
    /** The empty cart's text: the grid's by default. */
    empty?: string;
    /** A line's notes' hint: the restaurant's ('Sin cebolla, alergia...') by default. */
    notesPlaceholder?: string;
    adornment?: (line: CartLine) => ReactNode;
  };
  /** Over the cart: the client, the till's alerts. */
  order?: ReactNode;
  /** Under the charge buttons (the shop's 'Aparcar'). */
  actions?: ReactNode;
  /** The till's dialogs. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { sale, sell, place } = till;
  const { locationId } = place;
  return (
    <>
      <PosOrderScreen
        bar={
          <FullpageBar back={bar.back} backLabel={bar.backLabel} title={bar.title}>
            {bar.start}
            <Box sx={{ flexGrow: 1 }} />
            {bar.tools}
            <CatalogSearchField catalog={grid.search} label={bar.searchLabel} />
            {locationId && <StaffLock locationId={locationId} />}
          </FullpageBar>
        }
        catalogLabel={grid.tabLabel}
        count={countUnits(undefined, sale.cart.lines)}
        messages={<CatalogStatus catalog={place.catalog} />}
        catalog={
          <CatalogGrid
            catalog={grid.search}
            tabs={grid.tabs}
            label={bar.title}
            emptyText={grid.empty}
            loaded={!!place.catalog.data}
            disabled={sell.isPending}
            adornment={grid.adornment}
            header={grid.header}
          />
        }
        order={
          <>
            {order}
            <CounterCart
              cart={sale.cart.lines}
              busy={sell.isPending}
              empty={cart.empty ?? grid.empty}
              notesPlaceholder={cart.notesPlaceholder ?? t('pos.restaurant.cart.notesPlaceholder')}
              adornment={cart.adornment}
              onChange={sale.cart.set}
            />
          </>
        }
        actions={
          <>
            <QuickSaleActions
              cart={sale.cart.lines}
              coupon={sale.coupon}
              onCoupon={(code) => {
                sale.setCoupon(code);
                sell.reset();
              }}
              error={sell.error}
              ready={till.ready}
              onCharge={till.charge}
            />
            {actions}
          </>
        }
      />
      {children}
      <LastTicketDialog sale={till.counter} />
    </>
  );
}
