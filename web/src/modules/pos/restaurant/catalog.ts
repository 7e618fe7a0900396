import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Allergen, Dish, RestaurantPosCatalog } from '@plataforma/domain';
import { ALL_TAB, type CatalogItem, type CatalogTab } from '../shell/useCatalog';

/** One button of the restaurant's grid: a dish, a combo or the menú del día. */
export interface RestaurantItem extends CatalogItem {
  type: 'dish' | 'combo' | 'dailyMenu';
  id: string;
  allergens: Allergen[];
}

/** A dish the grid and the choice dialogs offer greyed out: marked 'agotado', or with no stock left. */
export const isSoldOut = (dish: Pick<Dish, 'available' | 'stock'>) => !dish.available || dish.stock === 0;

const TAB_COMBOS = 'combos';
const TAB_MENU = 'dailyMenu';

function catalogItems(catalog: RestaurantPosCatalog): RestaurantItem[] {
  const items: RestaurantItem[] = [];
  const menu = catalog.dailyMenu;
  if (menu)
    items.push({
      key: 'menu',
      type: 'dailyMenu',
      id: menu.date,
      name: menu.name,
      priceCents: menu.priceCents,
      allergens: [],
      soldOut: false,
      tab: TAB_MENU,
      tinted: true,
    });
  const active = new Set(catalog.categories.map((c) => c.id));
  for (const dish of catalog.dishes.filter((d) => active.has(d.categoryId)))
    items.push({
      key: `dish-${dish.id}`,
      type: 'dish',
      id: dish.id,
      name: dish.name,
      priceCents: dish.priceCents,
      allergens: dish.allergens,
      soldOut: isSoldOut(dish),
      tab: dish.categoryId,
    });
  for (const combo of catalog.combos)
    items.push({
      key: `combo-${combo.id}`,
      type: 'combo',
      id: combo.id,
      name: combo.name,
      priceCents: combo.priceCents,
      allergens: [],
      soldOut: false,
      tab: TAB_COMBOS,
      tinted: true,
    });
  return items;
}

/** The grid's items and tabs: everything, the menú del día, the active categories, the combos. */
export function useRestaurantGrid(catalog: RestaurantPosCatalog | undefined) {
  const { t } = useTranslation();
  const items = useMemo(() => (catalog ? catalogItems(catalog) : []), [catalog]);
  const tabs: CatalogTab[] = catalog
    ? [
        { value: ALL_TAB, label: t('pos.catalog.all') },
        ...(catalog.dailyMenu ? [{ value: TAB_MENU, label: t('pos.restaurant.order.dailyMenu') }] : []),
        ...catalog.categories.map((c) => ({ value: c.id, label: c.name })),
        ...(catalog.combos.length ? [{ value: TAB_COMBOS, label: t('pos.restaurant.order.combos') }] : []),
      ]
    : [];
  return { items, tabs };
}
