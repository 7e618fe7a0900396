import { analyticsQuerySchema, type ModuleType } from '@plataforma/domain';
import type { RequestHandler } from 'express';
import { validate } from '../../platform/http/validate';
import { assertModuleEnabled, tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { readCrmReport } from './crm-report';
import { readRestaurantReport } from './restaurant-report';

/**
 * /api/organizations/{id}/analytics/modules/{crm|restaurant}: a module's dashboard. The router needs analytics on
 * (the platform's check); each route needs its module on too, checked before the query (a router's modules are any
 * of them, not all).
 */
const routes = tenantRouter(['analytics']);
export const analyticsReportRoutes = routes.router;
const reports = '/organizations/:organization/analytics/modules' as const;

const moduleReport =
  (module: ModuleType, read: typeof readCrmReport | typeof readRestaurantReport): RequestHandler =>
  async (req, res) => {
    const tenant = tenantOf(req);
    assertModuleEnabled(tenant, module);
    res.json(await read(tenant, validate(analyticsQuerySchema, req.query)));
  };

routes.get(`${reports}/crm`, 'analytics.read', moduleReport('crm', readCrmReport));
routes.get(`${reports}/restaurant`, 'analytics.read', moduleReport('restaurant', readRestaurantReport));
