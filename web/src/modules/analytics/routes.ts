import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const analyticsRoutes: ModuleRoutes = {
  module: 'analytics',
  screens: [
    { path: 'analytics', screen: 'analytics.overview', inSidebar: true },
    { path: 'analytics/modules/crm', screen: 'analytics.crm', inSidebar: true, requires: 'crm' },
    { path: 'analytics/modules/restaurant', screen: 'analytics.restaurant', inSidebar: true, requires: 'restaurant' },
  ],
};
