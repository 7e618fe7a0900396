import { Timestamp } from 'firebase-admin/firestore';
import { closingOf, type PaymentBody, type PaymentResult } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { couponUse } from './coupons';
import { prepareTenders } from './tenders';
import { idempotent, ordersOf, toOrder } from './repository';
import { requireOpenTill } from './till/repository';
import {
  answeredTicket,
  charge,
  close,
  flush,
  nextTicket,
  readSale,
  sale,
  assertOpen,
  withTotals,
  type Writes,
} from './sale';

/**
 * Charges what is due, or only the chosen lines (splitting the bill; each part takes its share of the discount).
 * The ticket number of the location's series is allocated in the same transaction (no gaps, no repeats), the ticket
 * is stored, and when nothing is due any more the order is 'cobrado' and its table free.
 */
export async function pay(tenant: Tenant, orderId: string, body: PaymentBody, key?: string): Promise<PaymentResult> {
  const ref = ordersOf(tenant).doc(orderId);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'pay', orderId, body }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      assertOpen(doc);
      const location = await getLocation(tenant, doc.locationId, tx);
      const number = await nextTicket(tx, tenant, location);
      // Money needs an open till: the payment goes in its session (409 'Abre la caja para cobrar' without one).
      const { sessionId } = await requireOpenTill(tx, tenant, doc.locationId);
      // Issue 17: a voucher's part is checked by its module (reads only) and redeemed with the payment's writes.
      const tenders = await prepareTenders({ tx, tenant }, body.tenders);
      let writes: Writes = [];
      let charged = charge(writes, tenant, doc, location, number, body, sessionId, tenders.tenders);
      if (closingOf(charged.fields.lines, charged.fields.payments) === 'close-with-zero-payment') {
        if (body.split) {
          // The last part of an even split is an amount: lines added meanwhile that cost nothing (a discount
          // covers them) go on a ticket of 0 € of their own, the next number.
          const zero = await nextTicket(tx, tenant, location, false, 1);
          charged = {
            ...charged,
            fields: charge(writes, tenant, charged.fields, location, zero, { method: 'cash' }, sessionId).fields,
          };
        } else {
          // What this part leaves costs nothing (a discount covers it): it goes on this same ticket.
          writes = [];
          charged = charge(
            writes,
            tenant,
            doc,
            location,
            number,
            { ...body, lineIds: undefined, lines: undefined },
            sessionId,
            tenders.tenders,
          );
        }
      }
      const open = closingOf(charged.fields.lines, charged.fields.payments) === 'open';
      // Promotions (issue 17): the payment that closes an order with a coupon records its use, limits checked again.
      const coupon = open ? undefined : await couponUse(tx, tenant, charged.fields);
      if (coupon) writes.push(coupon);
      const { id: paymentId, ticketCode } = charged.payment;
      writes.push((write) => tenders.redeem(write, { orderId, paymentId, ticketCode }));
      const next = withTotals({
        ...(open ? charged.fields : await close(tx, writes, tenant, orderId, charged.fields)),
        updatedAt: Timestamp.now(),
      });
      flush(tx, writes);
      tx.set(ref, next);
      return { order: toOrder(orderId, next), payment: charged.payment, ticket: answeredTicket(charged.ticket, next) };
    }),
  );
  return result;
}
