import { analyticsQuerySchema } from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { readGeneralReport } from './general';

/** /api/organizations/{id}/analytics/...: the dashboards (general, CRM, restaurant), read from the aggregates. */
const routes = tenantRouter(['analytics']);
export const analyticsRoutes = routes.router;
export const analyticsBase = '/organizations/:organization/analytics' as const;

routes.get(analyticsBase, 'analytics.read', async (req, res) => {
  res.json(await readGeneralReport(tenantOf(req), validate(analyticsQuerySchema, req.query)));
});
