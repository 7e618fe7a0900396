import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const ordersRoutes: ModuleRoutes = {
  module: 'orders',
  screens: [
    { path: 'orders/beauty', screen: 'orders.beauty', layout: 'fullpage', inSidebar: true },
    { path: 'orders/ecommerce', screen: 'orders.ecommerce', layout: 'fullpage', inSidebar: true },
    { path: 'orders/restaurant', screen: 'orders.restaurant', layout: 'fullpage', inSidebar: true },
  ],
};
