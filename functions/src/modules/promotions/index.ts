import type { ServerModule } from '../../platform/modules/server-module';
import { registerClientReferences } from '../crm';
import {
  registerCouponPricer,
  registerPaidOrderHook,
  registerRewardProvider,
  registerSalePreparer,
  registerTender,
} from '../orders';
import { loyaltyOnPaidOrders, rewardProvider } from './cards';
import { couponPricer } from './coupons';
import { promotionsClientReferences } from './clients';
import { promotionsRoutes } from './routes';
import { voucherTender } from './tender';
import { voucherSalePreparer, vouchersOnPaidOrders } from './voucher-sales';

/** Promotions (issue 17): gift vouchers on the ledger of money owed to customers (later cards, coupons, packs). */
export const promotionsModule: ServerModule = { type: 'promotions', routers: [promotionsRoutes] };
registerClientReferences('promotions', promotionsClientReferences);
registerCouponPricer('promotions', couponPricer);
registerTender('voucher', voucherTender);
registerPaidOrderHook('promotions', loyaltyOnPaidOrders);
registerRewardProvider('promotions', rewardProvider);
registerSalePreparer(['voucher'], voucherSalePreparer);
registerPaidOrderHook('promotions', vouchersOnPaidOrders);

/**
 * What other modules may use: the ledger service (post a movement in their own transaction, on an account they read
 * in it), a voucher by its code, and packs of sessions (opened by the module that sells them, a client's listed).
 */
export { openAccount, postMovement, readAccount, type HeldAccount, type MovementInput } from './ledger';
export { readVoucherByCode } from './vouchers';
export { clientSessions, openSessionsAccount, type SessionsAccountInput } from './sessions';
