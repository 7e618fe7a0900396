import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { ordersPaths } from './paths';

export const ordersRoutes: ModuleRoutes = {
  module: 'orders',
  messages: () => import('./i18n'),
  screens: [
    { path: ordersPaths.beauty.pattern, screen: 'orders.beauty', layout: 'fullpage', inSidebar: true },
    { path: ordersPaths.ecommerce.pattern, screen: 'orders.ecommerce', layout: 'fullpage', inSidebar: true },
    {
      path: ordersPaths.restaurant.pattern,
      screen: 'orders.restaurant',
      layout: 'fullpage',
      inSidebar: true,
      // The board shows allergens by name: the restaurant's texts load with it.
      load: async () =>
        (
          await Promise.all([
            import('./pages/KitchenBoardPage'),
            import('../restaurant').then((m) => m.loadRestaurantMessages()),
          ])
        )[0],
    },
  ],
};
