import { tenantRouter } from '../../platform/organizations/tenant-router';

/** /api/organizations/{id}/beauty/...: the salon's catalogue (services, categories, rooms, materials, packs). */
const routes = tenantRouter(['beauty']);
export const beautyRoutes = routes.router;
export const beautyBase = '/organizations/:organization/beauty' as const;
