import { Timestamp } from 'firebase-admin/firestore';
import type { PaymentResult, QuickSaleBody } from '@plataforma/domain';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { clientOf } from './clients';
import { couponUse, withCoupon } from './coupons';
import { newOrder } from './lines';
import { idempotent, ordersOf, toOrder } from './repository';
import { prepareTenders } from './tenders';
import { requireOpenTill } from './till/repository';
import {
  answeredTicket,
  charge,
  close,
  flush,
  nextTicket,
  prepareLines,
  sale,
  withNewLines,
  withTotals,
  type Writes,
} from './sale';

/**
 * A quick sale (venta rápida): a counter sale with no table and no kitchen, created and paid in one transaction.
 * The order is born paid (never 'enviado a cocina', so never on the kitchen board, whose query and rules take the
 * kitchen's states only) and marked `quick`; its ticket is the payment's. With the Idempotency-Key a double tap
 * answers the first sale: one order, one payment, one ticket number.
 */
export async function quickSale(tenant: Tenant, body: QuickSaleBody, key?: string): Promise<PaymentResult> {
  assertModuleEnabled(tenant, body.module);
  const ref = ordersOf(tenant).doc();
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'quick-sale', body }, async () => {
      // Reads first: the location, what the lines refer to, the ticket counter.
      const location = await getLocation(tenant, body.locationId, tx);
      const prepared = await prepareLines({ tx, tenant, locationId: location.id, orderId: ref.id }, body.lines);
      const client = body.clientId ? await clientOf(tx, tenant, body.clientId) : null;
      const tenders = await prepareTenders({ tx, tenant }, body.payment.tenders);
      const number = await nextTicket(tx, tenant, location);
      // Money needs an open till, at the counter as at the tables.
      const { sessionId } = await requireOpenTill(tx, tenant, location.id);
      const writes: Writes = [prepared.takeStock];
      const lines = withNewLines(
        { ...newOrder(tenant, body.module, location, null), quick: true, client },
        prepared.lines,
      );
      // Issue 17: a coupon is priced here (the order exists only now) and its use recorded with the payment.
      const order = body.coupon ? await withCoupon({ tx, tenant }, lines, body.coupon) : lines;
      // Everything due in one payment: nothing is left open.
      const charged = charge(writes, tenant, order, location, number, body.payment, sessionId, tenders.tenders);
      const coupon = await couponUse(tx, tenant, charged.fields);
      if (coupon) writes.push(coupon);
      const { id: paymentId, ticketCode } = charged.payment;
      writes.push((write) => tenders.redeem(write, { orderId: ref.id, paymentId, ticketCode }));
      const next = withTotals({
        ...(await close(tx, writes, tenant, ref.id, charged.fields)),
        updatedAt: Timestamp.now(),
      });
      flush(tx, writes);
      tx.create(ref, next);
      return { order: toOrder(ref.id, next), payment: charged.payment, ticket: answeredTicket(charged.ticket, next) };
    }),
  );
  return result;
}
