import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { ordersPaths } from './paths';

/** One orders screen per selling module: each is listed and opens only where the organization has that module. */
export const ordersRoutes: ModuleRoutes = {
  module: 'orders',
  messages: () => import('./i18n'),
  screens: [
    {
      path: ordersPaths.beauty.pattern,
      screen: 'orders.beauty',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'beauty',
      load: () => import('./beauty/DayBoardPage'),
    },
    {
      path: ordersPaths.ecommerce.pattern,
      screen: 'orders.ecommerce',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'ecommerce',
      load: () => import('./ecommerce/FulfilmentBoardPage'),
    },
    {
      path: ordersPaths.restaurant.pattern,
      screen: 'orders.restaurant',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'restaurant',
      // The board shows allergens by name: the restaurant's texts load with it.
      load: async () =>
        (
          await Promise.all([
            import('./pages/KitchenBoardPage'),
            import('../restaurant').then((m) => m.loadRestaurantMessages()),
          ])
        )[0],
    },
    // Reached from the VERI*FACTU section of /{org}/configuration (it finds this screen in the registry by its key).
    { path: ordersPaths.verifactu.pattern, screen: 'orders.verifactu', load: () => import('./verifactu/RecordsPage') },
  ],
};
