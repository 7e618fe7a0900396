import { tenantRouter } from '../../platform/organizations/tenant-router';
import { catalogueRoutes } from './catalogue/routes';
import { enrolmentRoutes } from './enrolments/routes';
import { teachingRoutes } from './enrolments/teaching-routes';

/** /api/organizations/{id}/elearning/...: the academy's catalogue and its enrolments. */
const routes = tenantRouter(['elearning']);
export const elearningRoutes = routes.router;
export const elearningBase = '/organizations/:organization/elearning' as const;
export type ElearningRoutes = typeof routes;

// Each part adds its routes here (catalogue/routes.ts, enrolments/routes.ts, enrolments/teaching-routes.ts).
catalogueRoutes(routes, elearningBase);
enrolmentRoutes(routes, elearningBase);
teachingRoutes(routes, elearningBase);
