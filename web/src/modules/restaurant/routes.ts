import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { restaurantPaths } from './paths';

export const restaurantRoutes: ModuleRoutes = {
  module: 'restaurant',
  messages: () => import('./i18n'),
  screens: [
    {
      path: restaurantPaths.menu.pattern,
      screen: 'restaurant.menu',
      inSidebar: true,
      load: () => import('./pages/MenuPage'),
    },
    {
      path: restaurantPaths.category.pattern,
      screen: 'restaurant.category',
      load: () => import('./pages/CategoryPage'),
    },
    { path: restaurantPaths.dish.pattern, screen: 'restaurant.dish', load: () => import('./pages/DishPage') },
    {
      path: restaurantPaths.modifierGroup.pattern,
      screen: 'restaurant.modifierGroup',
      load: () => import('./pages/ModifierGroupPage'),
    },
    {
      path: restaurantPaths.combos.pattern,
      screen: 'restaurant.combos',
      inSidebar: true,
      load: () => import('./pages/CombosPage'),
    },
    { path: restaurantPaths.combo.pattern, screen: 'restaurant.combo', load: () => import('./pages/ComboPage') },
    {
      path: restaurantPaths.dailyMenu.pattern,
      screen: 'restaurant.dailyMenu',
      layout: 'fullpage',
      inSidebar: true,
      load: () => import('./pages/DailyMenuPage'),
    },
  ],
};
