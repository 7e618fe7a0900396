import { Suspense } from 'react';
import type { Order } from '@plataforma/domain';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { OrderCoupon, SellVoucher } from '../../promotions';
import { useSettleOrder } from './api';

/**
 * The coupon field of an order at a till and its 'Bono regalo' button (promotions'), loaded the first time it shows. Without the promotions module,
 * or before the order exists on the server, the till shows nothing of it.
 */
export function OrderCouponField({ order, closed }: { order: Order | undefined; closed: boolean }) {
  const promotions = useModuleEnabled(useCurrentOrganization()?.id, 'promotions');
  const settle = useSettleOrder();
  if (!promotions || !order) return null;
  return (
    <Suspense fallback={null}>
      <OrderCoupon order={order} closed={closed} onOrder={settle} />
      <SellVoucher order={order} closed={closed} onOrder={settle} />
    </Suspense>
  );
}
