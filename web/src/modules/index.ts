import type { ModuleRegistry } from '../platform/routing/module-routes';
import { analyticsRoutes } from './analytics/routes';
import { beautyRoutes } from './beauty/routes';
import { cmsRoutes } from './cms/routes';
import { configurationRoutes } from './configuration/routes';
import { crmRoutes } from './crm/routes';
import { ecommerceRoutes } from './ecommerce/routes';
import { elearningRoutes } from './elearning/routes';
import { ordersRoutes } from './orders/routes';
import { posRoutes } from './pos/routes';
import { promotionsRoutes } from './promotions/routes';
import { restaurantRoutes } from './restaurant/routes';
import { toolsRoutes } from './tools/routes';

/**
 * Every business module's screens, keyed by module type. These descriptors are tiny (paths and lazy
 * loaders); no page code is loaded until a route is visited. A new module registers here; the app builds the routes
 * from it and hands it to the shell (RootLayout), which never imports modules/.
 */
export const moduleRoutes: ModuleRegistry = {
  beauty: beautyRoutes,
  ecommerce: ecommerceRoutes,
  restaurant: restaurantRoutes,
  crm: crmRoutes,
  cms: cmsRoutes,
  elearning: elearningRoutes,
  promotions: promotionsRoutes,
  pos: posRoutes,
  orders: ordersRoutes,
  analytics: analyticsRoutes,
  configuration: configurationRoutes,
  tools: toolsRoutes,
};
