import type { ModuleRoutes } from '../../platform/routing/module-routes';

/** The till's screens also show the restaurant's allergen names: its texts load with them. */
const withRestaurantTexts = async <T>(page: Promise<T>) =>
  (await Promise.all([page, import('../restaurant').then((m) => m.loadRestaurantMessages())]))[0];

export const posRoutes: ModuleRoutes = {
  module: 'pos',
  messages: () => import('./i18n'),
  screens: [
    { path: 'pos/beauty', screen: 'pos.beauty', layout: 'fullpage', inSidebar: true },
    { path: 'pos/ecommerce', screen: 'pos.ecommerce', layout: 'fullpage', inSidebar: true },
    { path: 'pos/ecommerce/order', screen: 'pos.ecommerceOrder', layout: 'fullpage' },
    {
      path: 'pos/restaurant',
      screen: 'pos.restaurant',
      layout: 'fullpage',
      inSidebar: true,
      load: () => withRestaurantTexts(import('./restaurant/pages/TablesPage')),
    },
    {
      path: 'pos/restaurant/order',
      screen: 'pos.restaurantOrder',
      layout: 'fullpage',
      load: () => withRestaurantTexts(import('./restaurant/pages/OrderPage')),
    },
  ],
};
