import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const restaurantRoutes: ModuleRoutes = {
  module: 'restaurant',
  screens: [
    { path: 'restaurant/menu', screen: 'restaurant.menu', inSidebar: true },
    { path: 'restaurant/menu/category/:id', screen: 'restaurant.category' },
    { path: 'restaurant/menu/dish/:id', screen: 'restaurant.dish' },
    { path: 'restaurant/menu/modifier-group/:id', screen: 'restaurant.modifierGroup' },
    { path: 'restaurant/combos', screen: 'restaurant.combos', inSidebar: true },
    { path: 'restaurant/combos/combo/:id', screen: 'restaurant.combo' },
    { path: 'restaurant/daily-menu', screen: 'restaurant.dailyMenu', layout: 'fullpage', inSidebar: true },
  ],
};
