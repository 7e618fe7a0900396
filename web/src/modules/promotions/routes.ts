import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const promotionsRoutes: ModuleRoutes = {
  module: 'promotions',
  screens: [
    { path: 'promotions', screen: 'promotions.overview', inSidebar: true },
    { path: 'promotions/card/:id', screen: 'promotions.card' },
    { path: 'promotions/coupon/:id', screen: 'promotions.coupon' },
    { path: 'promotions/voucher/:id', screen: 'promotions.voucher' },
  ],
};
