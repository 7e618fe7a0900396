import type { ServerModule } from '../../platform/modules/server-module';
import { registerClientReferences } from '../crm';
import { ordersClientReferences } from './clients';
import { discountPreparer } from './discounts';
import { ordersRoutes } from './routes';
import { registerSalePreparer } from './selling';
import { staffRoutes } from './staff-routes';
import { tillRoutes } from './till/routes';
import { verifactuRoutes } from './verifactu/routes';
import { verifactuSendingRoutes } from './verifactu/sending/routes';

/** The sales core: orders, payments, refunds, tickets and tills for every POS. */
export const ordersModule: ServerModule = {
  type: 'orders',
  routers: [ordersRoutes, tillRoutes, verifactuRoutes, verifactuSendingRoutes, ...staffRoutes],
};
registerSalePreparer(['discount'], discountPreparer);
registerClientReferences('orders', ordersClientReferences);

/** What other modules may use of the sales core: the sale-preparer registry through which they sell. */
export {
  newLineId,
  soldLine,
  registerSalePreparer,
  registeredLineKinds,
  type PreparedLines,
  type Restock,
  type RestockContext,
  type SaleContext,
  type SellContext,
  type SalePreparer,
  type SoldLine,
} from './selling';
export { registerCouponPricer, type CouponPricer } from './coupons';
export { registerItemSearch, resourceItemSearch, type ItemSearch, type ItemSource } from './items';
export {
  registerPaidOrderHook,
  type PaidOrder,
  type PaidOrderEffect,
  type PaidOrderHook,
  type RefundedOrder,
} from './paid-hooks';
export { registerRewardProvider, type RewardCart, type RewardProvider } from './rewards';
export { registerTender, type PreparedTender, type TenderProvider } from './tenders';
/** Analytics' rebuild reads every paid order through it. */
export { paidOrderPages } from './repository';
/** Who acts (the staff session's employee at a till, else the signed-in member): what a module records as 'by'. */
export { servedBy } from './staff';
