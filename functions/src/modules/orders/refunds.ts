import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  buildRefundTicket,
  planRefund,
  ticketDaysOf,
  type Refund,
  type RefundBody,
  type RefundResult,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { idempotent, ordersOf, toOrder, type OrderDoc } from './repository';
import { assertNotAnnulled, storeTicket, ticketOrganization } from './verifactu/records';
import { assertLineModules, newLineId } from './selling';
import { moneyPaidCents, refundedOrderWrites } from './paid-hooks';
import { giveBackTenders } from './tenders';
import { requireOpenTill } from './till/repository';
import { nextTicket, prepareRestock, readSale, sale, withTotals } from './sale';
import { authorizeManager, servedBy } from './staff';

/** What the refund gives back, or why it cannot: nothing left of those lines, or an annulled invoice (issue 23). */
async function refundPlan(tx: Transaction, tenant: Tenant, doc: OrderDoc, body: RefundBody) {
  const plan = planRefund(doc.lines, doc.payments, doc.refunds ?? [], body.lines);
  if (plan === 'not-refundable') throw new ApiError('not-refundable');
  await assertNotAnnulled(tx, tenant, rectifiedTickets(doc, plan.paymentIds));
  return plan;
}

/** The tickets of the payments a refund gives back: the ones its rectifying ticket corrects. */
const rectifiedTickets = (doc: OrderDoc, paymentIds: readonly string[]) =>
  doc.payments.filter((p) => paymentIds.includes(p.id)).map((p) => p.ticketCode);

/**
 * Gives back paid lines, all their units or some, with a manager's say-so (the role, a manager at the till, or a
 * manager's PIN typed by staff: authorizeManager): by the method they were paid with, with a rectifying
 * ticket of the location's own series that names the tickets it corrects, and their stock back when asked. One
 * transaction on the order: two refunds of the same line at once give it back once.
 */
export async function refund(tenant: Tenant, orderId: string, body: RefundBody, key?: string): Promise<RefundResult> {
  const ref = ordersOf(tenant).doc(orderId);
  const { managerPin, ...asked } = body;
  // The say-so is asked once the order shows the refund is possible (as voids): a refused one spends no PIN try.
  // Not for a call with an Idempotency-Key: its retry must reach the transaction, which answers the first result.
  if (!key) await sale(async (tx) => refundPlan(tx, tenant, await readSale(tx, tenant, orderId), body));
  const authorizedBy = await authorizeManager(tenant, managerPin);
  const { result } = await sale((tx) =>
    idempotent(tx, tenant, key, { route: 'refund', orderId, body: asked }, async () => {
      const doc = await readSale(tx, tenant, orderId);
      const refunds = doc.refunds ?? [];
      const plan = await refundPlan(tx, tenant, doc, body);
      const location = await getLocation(tenant, doc.locationId, tx);
      const number = await nextTicket(tx, tenant, location, true);
      // The money goes back from the open till, and in its report (409 'Abre la caja para cobrar' without one).
      const { sessionId } = await requireOpenTill(tx, tenant, doc.locationId);
      const restock = body.restock
        ? await prepareRestock(
            { tx, tenant, orderId, ticketCode: number.code },
            plan.lines.map(({ lineId, quantity }) => ({ line: doc.lines.find((l) => l.id === lineId)!, quantity })),
          )
        : undefined;
      const made: Refund = {
        id: newLineId(),
        lines: plan.lines,
        amountCents: plan.amountCents,
        cashCents: plan.cashCents,
        cardCents: plan.cardCents,
        cardByPayment: plan.cardByPayment,
        ...(plan.tenders ? { tenders: plan.tenders } : {}),
        ticketCode: number.code,
        rectifies: rectifiedTickets(doc, plan.paymentIds),
        reason: body.reason,
        restocked: body.restock,
        at: new Date().toISOString(),
        tillSessionId: sessionId,
        by: servedBy(tenant),
        authorizedBy,
      };
      // Issue 17: what a voucher paid goes back to it (a 'refund' movement), read before any write.
      const tendersBack = await giveBackTenders({ tx, tenant }, orderId, made);
      // Issue 17: what the refunded part earned (loyalty points) is taken back, read before any write too.
      const paidMoneyCents = moneyPaidCents(doc.payments);
      const refundedLines = plan.lines.map(({ lineId, quantity }) => ({
        line: doc.lines.find((l) => l.id === lineId)!,
        quantity,
      }));
      // A gift voucher sold is cancelled by promotions' hook: its module must be on (403 otherwise).
      assertLineModules(
        tenant,
        refundedLines.map(({ line }) => line),
      );
      const hooksBack = await refundedOrderWrites(
        { tx, tenant },
        {
          orderId,
          refundId: made.id,
          ticketCode: made.ticketCode,
          lines: refundedLines,
          moneyCents: moneyPaidCents([made]),
          paidMoneyCents,
          refundedMoneyCents: moneyPaidCents([...refunds, made]),
          order: toOrder(orderId, withTotals({ ...doc, refunds: [...refunds, made] })),
          refund: made,
        },
      );
      const ticket = buildRefundTicket({
        order: doc,
        refund: made,
        organization: ticketOrganization(tenant),
        location,
      });
      restock?.(tx);
      tendersBack.forEach((write) => write(tx));
      hooksBack.forEach((write) => write(tx));
      number.take(tx);
      storeTicket(tx, tenant, number, ticket, ticketDaysOf(doc.payments, made.rectifies, location.timezone));
      const next = withTotals({ ...doc, refunds: [...refunds, made], updatedAt: Timestamp.now() });
      tx.set(ref, next);
      return { order: toOrder(orderId, next), refund: made, ticket };
    }),
  );
  return result;
}
