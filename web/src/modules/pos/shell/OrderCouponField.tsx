import { Suspense } from 'react';
import type { Order } from '@plataforma/domain';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { OrderCoupon, OrderRewards, SellVoucher } from '../../promotions';
import { useSettleOrder } from './api';

/**
 * The promotions of an order at a till (promotions' pieces, loaded the first time they show): the client's loyalty
 * cards with the rewards they reach (only with a client), the coupon field and the 'Bono regalo' button. Without the
 * promotions module, or before the order exists on the server, the till shows nothing of them.
 */
export function OrderCouponField({ order, closed }: { order: Order | undefined; closed: boolean }) {
  const promotions = useModuleEnabled(useCurrentOrganization()?.id, 'promotions');
  const settle = useSettleOrder();
  if (!promotions || !order) return null;
  return (
    <Suspense fallback={null}>
      <OrderRewards order={order} closed={closed} onOrder={settle} />
      <OrderCoupon order={order} closed={closed} onOrder={settle} />
      <SellVoucher order={order} closed={closed} onOrder={settle} />
    </Suspense>
  );
}
