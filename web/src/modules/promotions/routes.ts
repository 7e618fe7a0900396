import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { promotionsPaths } from './paths';

export const promotionsRoutes: ModuleRoutes = {
  module: 'promotions',
  messages: () => import('./i18n'),
  screens: [
    {
      path: promotionsPaths.overview.pattern,
      screen: 'promotions.overview',
      inSidebar: true,
      load: () => import('./pages/OverviewPage'),
    },
    { path: promotionsPaths.card.pattern, screen: 'promotions.card', load: () => import('./pages/CardPage') },
    { path: promotionsPaths.coupon.pattern, screen: 'promotions.coupon', load: () => import('./pages/CouponPage') },
    { path: promotionsPaths.voucher.pattern, screen: 'promotions.voucher', load: () => import('./pages/VoucherPage') },
  ],
};
