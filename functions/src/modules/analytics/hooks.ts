import { refundEvent, refundEventId, saleEvent, saleEventId, DEFAULT_TIMEZONE } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { registerPaidOrderHook } from '../orders';
import { recordFigureEvent } from './outbox';

/** The time zone a location counts its days in (recent read: no read in the sale's transaction). */
async function timeZoneOf(tenant: Tenant, locationId: string) {
  const location = (await recentLocations(tenant)).find((candidate) => candidate.id === locationId);
  return location?.timezone ?? DEFAULT_TIMEZONE;
}

/**
 * Every paid order and every refund writes its figure event in its own transaction, whatever modules are on (the
 * figures of a business that turns analytics on later are there already). Only the outbox document: the aggregates
 * are updated after the sale (apply.ts), so analytics never fails nor slows a sale.
 */
export function registerFigureHooks(): void {
  registerPaidOrderHook(
    'analytics',
    {
      async paid({ tenant }, paid) {
        const event = saleEvent(paid.order, await timeZoneOf(tenant, paid.order.locationId));
        return { write: (tx) => recordFigureEvent(tx, tenant.organization.id, saleEventId(paid.orderId), event) };
      },
      async refunded({ tenant }, refunded) {
        const timeZone = await timeZoneOf(tenant, refunded.order.locationId);
        const event = refundEvent(refunded.order, refunded.refund, timeZone);
        return (tx) => recordFigureEvent(tx, tenant.organization.id, refundEventId(refunded.refundId), event);
      },
    },
    { always: true },
  );
}
