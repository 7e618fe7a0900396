import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const posRoutes: ModuleRoutes = {
  module: 'pos',
  messages: () => import('./i18n'),
  screens: [
    { path: 'pos/beauty', screen: 'pos.beauty', layout: 'fullpage', inSidebar: true },
    { path: 'pos/ecommerce', screen: 'pos.ecommerce', layout: 'fullpage', inSidebar: true },
    { path: 'pos/ecommerce/order', screen: 'pos.ecommerceOrder', layout: 'fullpage' },
    { path: 'pos/restaurant', screen: 'pos.restaurant', layout: 'fullpage', inSidebar: true },
    { path: 'pos/restaurant/order', screen: 'pos.restaurantOrder', layout: 'fullpage' },
  ],
};
