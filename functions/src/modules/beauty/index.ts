import type { ServerModule } from '../../platform/modules/server-module';
import { registerPaidOrderHook, registerSalePreparer } from '../orders';
import { beautyOnPaidOrders } from './paid-hooks';
import { registerClientReferences } from '../crm';
import { appointmentClientReferences } from './appointments/clients';
import { appointmentRoutes } from './appointments/routes';
import { beautyRoutes } from './routes';
import { beautySalePreparer } from './sales';

/** Beauty: the salon's catalogue and its appointment book (routes), its services and packs sold through the sales core. */
export const beautyModule: ServerModule = { type: 'beauty', routers: [beautyRoutes, appointmentRoutes] };
registerSalePreparer(['service', 'pack'], beautySalePreparer);
registerPaidOrderHook('beauty', beautyOnPaidOrders);
registerClientReferences('beauty', appointmentClientReferences);

/** What other modules may use of beauty: its catalogue as a till loads it. */
export { beautyPosCatalog } from './pos-catalog';
