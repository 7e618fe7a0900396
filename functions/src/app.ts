import express, { type Express } from 'express';
import { requestId } from './platform/http/request-id';
import { countFirestoreReads } from './platform/firestore-reads';
import { securityHeaders } from './platform/http/security-headers';
import { jsonBody } from './platform/http/json-body';
import { errorHandler, routeNotFound } from './platform/http/error-handler';
import { assertSafeEnvironment } from './platform/startup-guard';
import { healthRoutes } from './platform/health/routes';
import { methodOverride } from './platform/http/method-override';
import { identityRoutes } from './platform/identity/routes';
import { adminRoutes } from './platform/admin/routes';
import { organizationRoutes, organizationTenantRoutes } from './platform/organizations/routes';
import { invitationRoutes } from './platform/invitations/routes';
import { mediaRoutes } from './platform/media/routes';
import { SERVER_MODULES } from './modules';

/**
 * The one Express app behind every /api route. Hosting forwards the full path, so routes are mounted
 * under /api. The platform's routers, then every business module's (registered in `modules/index.ts`).
 */
export function createApp(): Express {
  assertSafeEnvironment();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  api.use(securityHeaders);
  api.use(requestId);
  api.use(countFirestoreReads);
  api.use(jsonBody);
  api.use(methodOverride);
  api.use(healthRoutes);
  api.use(identityRoutes);
  api.use(organizationRoutes);
  api.use(organizationTenantRoutes);
  api.use(invitationRoutes);
  api.use(mediaRoutes);
  api.use(adminRoutes);
  for (const module of SERVER_MODULES) for (const router of module.routers) api.use(router);
  api.use(routeNotFound);
  api.use(errorHandler);

  app.use('/api', api);
  return app;
}
