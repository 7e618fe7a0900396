import { documentIdSchema } from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { hasModule, tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { clientSessions } from '../promotions';
import { catalogueRoutes } from './catalogue/routes';

/** /api/organizations/{id}/beauty/...: the salon's catalogue (services, categories, rooms, materials, packs). */
const routes = tenantRouter(['beauty']);
export const beautyRoutes = routes.router;
export const beautyBase = '/organizations/:organization/beauty' as const;

catalogueRoutes(routes, beautyBase);

/** A client's packs with sessions left (the POS offers them for the services they cover); none with promotions off. */
routes.get(`${beautyBase}/clients/:clientId/sessions`, 'beauty.read', async (req, res) => {
  const tenant = tenantOf(req);
  const clientId = validate(documentIdSchema, req.params.clientId);
  res.json(hasModule(tenant, 'promotions') ? await clientSessions(tenant, clientId) : []);
});
