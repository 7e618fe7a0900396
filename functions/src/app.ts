import express, { type Express } from 'express';
import { requestId } from './platform/http/request-id';
import { jsonBody } from './platform/http/json-body';
import { errorHandler, routeNotFound } from './platform/http/error-handler';
import { assertSafeEnvironment } from './platform/startup-guard';
import { healthRoutes } from './platform/health/routes';
import { methodOverride } from './platform/http/method-override';
import { identityRoutes } from './platform/identity/routes';
import { adminRoutes } from './platform/admin/routes';
import { organizationRoutes, organizationTenantRoutes } from './platform/organizations/routes';
import { invitationRoutes } from './platform/invitations/routes';
import { configurationRoutes } from './modules/configuration/routes';
import { restaurantRoutes } from './modules/restaurant/routes';
import { ordersRoutes } from './modules/orders/routes';
import { posRoutes } from './modules/pos/routes';

/**
 * The one Express app behind every /api route. Hosting forwards the full path, so routes are mounted
 * under /api. Platform and module routers are registered here, in one list.
 */
export function createApp(): Express {
  assertSafeEnvironment();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  api.use(requestId);
  api.use(jsonBody);
  api.use(methodOverride);
  api.use(healthRoutes);
  api.use(identityRoutes);
  api.use(organizationRoutes);
  api.use(organizationTenantRoutes);
  api.use(invitationRoutes);
  api.use(adminRoutes);
  // Business modules, one router each.
  api.use(configurationRoutes);
  api.use(restaurantRoutes);
  api.use(ordersRoutes);
  api.use(posRoutes);
  api.use(routeNotFound);
  api.use(errorHandler);

  app.use('/api', api);
  return app;
}
