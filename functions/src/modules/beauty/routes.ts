import { tenantRouter } from '../../platform/organizations/tenant-router';
import { catalogueRoutes } from './catalogue/routes';

/** /api/organizations/{id}/beauty/...: the salon's catalogue (services, categories, rooms, materials, packs). */
const routes = tenantRouter(['beauty']);
export const beautyRoutes = routes.router;
export const beautyBase = '/organizations/:organization/beauty' as const;

catalogueRoutes(routes, beautyBase);
