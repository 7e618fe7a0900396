import { tenantRouter } from '../../platform/organizations/tenant-router';
import { catalogueRoutes } from './catalogue/routes';
import { fulfilmentRoutes } from './fulfilment/routes';
import { stockRoutes } from './stock/routes';

/** /api/organizations/{id}/ecommerce/...: the shop's catalogue, stock and fulfilment board. */
const routes = tenantRouter(['ecommerce']);
export const ecommerceRoutes = routes.router;
export const ecommerceBase = '/organizations/:organization/ecommerce' as const;
export type EcommerceRoutes = typeof routes;

// Each part of the shop adds its routes here (catalogue/routes.ts, stock/routes.ts, fulfilment/routes.ts).
catalogueRoutes(routes, ecommerceBase);
stockRoutes(routes, ecommerceBase);
fulfilmentRoutes(routes, ecommerceBase);
