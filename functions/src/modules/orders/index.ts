import type { ServerModule } from '../../platform/modules/server-module';
import { ordersRoutes } from './routes';

/** The sales core: orders, payments, refunds and tickets for every POS. */
export const ordersModule: ServerModule = { type: 'orders', routers: [ordersRoutes] };

/** What other modules may use of the sales core: the sale-preparer registry through which they sell. */
export {
  newLineId,
  registerSalePreparer,
  type PreparedLines,
  type Restock,
  type SaleContext,
  type SalePreparer,
} from './selling';
