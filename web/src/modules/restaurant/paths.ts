import { screenPath } from '../../platform/routing/paths';

/** The restaurant's screens: `routes.ts` declares them with these patterns, links are built with them. */
export const restaurantPaths = {
  /** search: { tab: 'categories' | 'modifierGroups' } opens that tab. */
  menu: screenPath('restaurant/menu'),
  category: screenPath('restaurant/menu/category/:id'),
  dish: screenPath('restaurant/menu/dish/:id'),
  modifierGroup: screenPath('restaurant/menu/modifier-group/:id'),
  combos: screenPath('restaurant/combos'),
  combo: screenPath('restaurant/combos/combo/:id'),
  dailyMenu: screenPath('restaurant/daily-menu'),
};
