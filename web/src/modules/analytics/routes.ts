import type { ModuleRoutes } from '../../platform/routing/module-routes';

const pages = () => import('./pages');

/**
 * Every dashboard needs 'analytics.read' (no staff): hidden from the sidebar and refused by the API otherwise. No
 * `paths.ts`: nothing links to a dashboard but the sidebar (built from these patterns), and the app's entry, which
 * holds every module's routes, has no bytes to spare (the login route's budget).
 */
export const analyticsRoutes: ModuleRoutes = {
  module: 'analytics',
  messages: () => import('./i18n'),
  screens: [
    {
      path: 'analytics',
      screen: 'analytics.overview',
      inSidebar: true,
      permission: 'analytics.read',
      load: () => pages().then((m) => ({ default: m.OverviewPage })),
    },
    {
      path: 'analytics/modules/crm',
      screen: 'analytics.crm',
      inSidebar: true,
      requires: 'crm',
      permission: 'analytics.read',
      load: () => pages().then((m) => ({ default: m.CrmPage })),
    },
    {
      path: 'analytics/modules/restaurant',
      screen: 'analytics.restaurant',
      inSidebar: true,
      requires: 'restaurant',
      permission: 'analytics.read',
      load: () => pages().then((m) => ({ default: m.RestaurantPage })),
    },
  ],
};
