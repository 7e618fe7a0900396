import type { ServerModule } from '../../platform/modules/server-module';
import { registerItemSearch, registerPaidOrderHook, registerSalePreparer } from '../orders';
import { ecommerceOnPaidOrders } from './fulfilment/hooks';
import { ecommerceRoutes } from './routes';
import { ecommerceItemSearch } from './selling/items';
import { ecommerceSalePreparer } from './selling/sales';

/**
 * E-commerce (issue 19): the shop's catalogue (categories, products with variants, modifier groups, packs), its stock
 * (movements, adjustments, stocktakes) and its fulfilment board; its products and packs sold through the sales core.
 */
export const ecommerceModule: ServerModule = { type: 'ecommerce', routers: [ecommerceRoutes] };
registerSalePreparer(['product', 'productPack'], ecommerceSalePreparer);
registerItemSearch('ecommerce', ecommerceItemSearch);
registerPaidOrderHook('ecommerce', ecommerceOnPaidOrders);

/** What other modules may use of the shop: its catalogue as the counter's till loads it. */
export { ecommercePosCatalog } from './selling/pos-catalog';
