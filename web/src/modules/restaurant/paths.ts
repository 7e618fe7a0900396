import { screenPath } from '../../platform/routing/paths';

/** The restaurant's screens: `routes.ts` declares them with these patterns, links are built with them. */
export const restaurantPaths = {
  /** search: { tab: 'categories' | 'modifierGroups' } opens that tab. */
  menu: screenPath('restaurant/menu'),
  /** search: { then: NEW_DISH } (the new dish form, which had no category to offer) returns there once saved. */
  category: screenPath('restaurant/menu/category/:id'),
  dish: screenPath('restaurant/menu/dish/:id'),
  modifierGroup: screenPath('restaurant/menu/modifier-group/:id'),
  combos: screenPath('restaurant/combos'),
  combo: screenPath('restaurant/combos/combo/:id'),
  dailyMenu: screenPath('restaurant/daily-menu'),
};

/** The `then` of a new category opened from the new dish form. */
export const THEN_NEW_DISH = 'new-dish';
