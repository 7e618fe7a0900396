import type { ServerModule } from '../../platform/modules/server-module';
import { registerPaidOrderHook, registerSalePreparer } from '../orders';
import { beautyOnPaidOrders } from './paid-hooks';
import { beautyRoutes } from './routes';
import { beautySalePreparer } from './sales';

/** Beauty: the salon's catalogue (routes), its services and packs sold through the sales core. */
export const beautyModule: ServerModule = { type: 'beauty', routers: [beautyRoutes] };
registerSalePreparer(['service', 'pack'], beautySalePreparer);
registerPaidOrderHook('beauty', beautyOnPaidOrders);

/** What other modules may use of beauty: its catalogue as a till loads it. */
export { beautyPosCatalog } from './pos-catalog';
