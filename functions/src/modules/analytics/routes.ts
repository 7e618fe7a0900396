import { tenantRouter } from '../../platform/organizations/tenant-router';

/** /api/organizations/{id}/analytics/...: the dashboards (general, CRM, restaurant), read from the aggregates. */
const routes = tenantRouter(['analytics']);
export const analyticsRoutes = routes.router;
export const analyticsBase = '/organizations/:organization/analytics' as const;
