import type { ServerModule } from '../../platform/modules/server-module';
import { ecommerceRoutes } from './routes';

/**
 * E-commerce (issue 19): the shop's catalogue (categories, products with variants, modifier groups, packs), its stock
 * (movements, adjustments, stocktakes) and its fulfilment board; its products and packs sold through the sales core.
 */
export const ecommerceModule: ServerModule = { type: 'ecommerce', routers: [ecommerceRoutes] };
