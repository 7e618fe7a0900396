import type { tenantRouter } from '../../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../../platform/resources/routes';
import { materials } from './materials';
import { packs } from './packs';
import { rooms } from './rooms';
import { serviceCategories } from './service-categories';
import { services } from './services';

/** The catalogue's resources under `base` (.../beauty): services and their categories, rooms, materials, packs. */
export function catalogueRoutes(
  routes: ReturnType<typeof tenantRouter>,
  base: `/organizations/:organization/${string}`,
) {
  resourceRoutes(routes, `${base}/service-categories`, serviceCategories);
  resourceRoutes(routes, `${base}/services`, services);
  resourceRoutes(routes, `${base}/rooms`, rooms);
  resourceRoutes(routes, `${base}/materials`, materials);
  resourceRoutes(routes, `${base}/packs`, packs);
}
