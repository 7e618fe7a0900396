import { refundEvent, refundEventId, saleEvent, saleEventId, DEFAULT_TIMEZONE } from '@plataforma/domain';
import { logger } from 'firebase-functions';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { registerPaidOrderHook } from '../orders';
import { recordFigureEvent } from './outbox';

/** The time zone a location counts its days in (recent read: no read in the sale's transaction). */
async function timeZoneOf(tenant: Tenant, locationId: string) {
  const location = (await recentLocations(tenant)).find((candidate) => candidate.id === locationId);
  return location?.timezone ?? DEFAULT_TIMEZONE;
}

/** An event built, or nothing (logged) if building it failed: figures a rebuild can recover never fail a sale. */
async function safely<T>(what: string, organizationId: string, build: () => Promise<T>): Promise<T | undefined> {
  try {
    return await build();
  } catch (error) {
    logger.error(`analytics: the ${what} event was not recorded`, { organizationId, error: String(error) });
    return undefined;
  }
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
        const organizationId = tenant.organization.id;
        const event = await safely('sale', organizationId, async () =>
          saleEvent(paid.order, await timeZoneOf(tenant, paid.order.locationId)),
        );
        return event && { write: (tx) => recordFigureEvent(tx, organizationId, saleEventId(paid.orderId), event) };
      },
      async refunded({ tenant }, refunded) {
        const organizationId = tenant.organization.id;
        const event = await safely('refund', organizationId, async () =>
          refundEvent(refunded.order, refunded.refund, await timeZoneOf(tenant, refunded.order.locationId)),
        );
        return event && ((tx) => recordFigureEvent(tx, organizationId, refundEventId(refunded.refundId), event));
      },
    },
    { always: true },
  );
}
