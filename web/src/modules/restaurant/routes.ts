import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const restaurantRoutes: ModuleRoutes = {
  module: 'restaurant',
  messages: () => import('./i18n'),
  screens: [
    { path: 'restaurant/menu', screen: 'restaurant.menu', inSidebar: true, load: () => import('./pages/MenuPage') },
    {
      path: 'restaurant/menu/category/:id',
      screen: 'restaurant.category',
      load: () => import('./pages/CategoryPage'),
    },
    { path: 'restaurant/menu/dish/:id', screen: 'restaurant.dish', load: () => import('./pages/DishPage') },
    {
      path: 'restaurant/menu/modifier-group/:id',
      screen: 'restaurant.modifierGroup',
      load: () => import('./pages/ModifierGroupPage'),
    },
    {
      path: 'restaurant/combos',
      screen: 'restaurant.combos',
      inSidebar: true,
      load: () => import('./pages/CombosPage'),
    },
    { path: 'restaurant/combos/combo/:id', screen: 'restaurant.combo', load: () => import('./pages/ComboPage') },
    {
      path: 'restaurant/daily-menu',
      screen: 'restaurant.dailyMenu',
      layout: 'fullpage',
      inSidebar: true,
      load: () => import('./pages/DailyMenuPage'),
    },
  ],
};
