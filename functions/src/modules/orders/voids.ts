import { Timestamp } from 'firebase-admin/firestore';
import {
  canMoveTo,
  isDiscount,
  type CancelOrderBody,
  type Order,
  type OrderLine,
  type Void,
  type VoidLineBody,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { openTableRef, type OrderDoc } from './repository';
import { assertOpen, changeOrder, prepareRestock, readSale, sale, settleAfterChange } from './sale';
import { newLineId } from './selling';
import { authorizeManager, servedBy } from './staff';
import { readOpenTill } from './till/repository';

/**
 * What staff may not do alone (issue 14): voiding a line the kitchen already has, and cancelling an order. Both need
 * a reason and a manager's say-so (authorizeManager: the role, or a manager's PIN typed at the till), and both are
 * kept on the order with who asked and who authorised. The say-so is checked once the order shows the change is
 * possible (a plain read), and everything is checked again in the change's transaction.
 */

/** The line to void and how many of its units; 404 / 409 / 400 when it cannot be voided. */
function voidable(doc: OrderDoc, lineId: string, quantity: number | undefined) {
  assertOpen(doc);
  const line = doc.lines.find((l) => l.id === lineId);
  if (!line) throw new ApiError('not-found', undefined, 'Esta línea ya no está en el pedido');
  // Unsent lines (and discounts) are simply removed (DELETE .../lines/{lineId}); paid ones are refunded.
  if (isDiscount(line) || line.round === null) throw new ApiError('not-sent');
  if (line.paymentId) throw new ApiError('already-paid');
  const units = quantity ?? line.quantity;
  if (units > line.quantity)
    throw new ApiError('validation-failed', { quantity: `La línea tiene ${line.quantity} unidades` });
  return { line, units };
}

/** The line with `left` of its units: its amount and what it takes from stock per unit scale with them. */
const withUnits = (line: OrderLine, left: number): OrderLine => ({
  ...line,
  quantity: left,
  totalCents: line.unitPriceCents * left,
  consumes: line.consumes.map((c) => ({ dishId: c.dishId, quantity: (c.quantity / line.quantity) * left })),
});

/**
 * Takes a sent line (or some of its units) off the order's money (totals, due), keeping it in `voids`. Its stock
 * is given back only when asked: a dish the kitchen has cooked is not back on the shelf (as with refunds). If what
 * is left is paid already, the order closes.
 */
export async function voidLine(tenant: Tenant, orderId: string, lineId: string, body: VoidLineBody): Promise<Order> {
  await sale(async (tx) => voidable(await readSale(tx, tenant, orderId), lineId, body.quantity));
  const authorizedBy = await authorizeManager(tenant, body.managerPin);
  return changeOrder(tenant, orderId, async (tx, doc, writes) => {
    const { line, units } = voidable(doc, lineId, body.quantity);
    const left = line.quantity - units;
    const lines =
      left === 0
        ? doc.lines.filter((l) => l.id !== lineId)
        : doc.lines.map((l) => (l.id === lineId ? withUnits(l, left) : l));
    if (body.restock)
      writes.push(await prepareRestock({ tx, tenant, orderId, ticketCode: null }, [{ line, quantity: units }]));
    const till = await readOpenTill(tx, tenant, doc.locationId);
    const made: Void = {
      id: newLineId(),
      line,
      quantity: units,
      amountCents: line.unitPriceCents * units,
      reason: body.reason,
      restocked: body.restock,
      by: servedBy(tenant),
      authorizedBy,
      at: new Date().toISOString(),
      tillSessionId: till?.sessionId ?? null,
    };
    return settleAfterChange(tx, tenant, orderId, { ...doc, lines, voids: [...(doc.voids ?? []), made] }, writes);
  });
}

function cancellable(doc: OrderDoc) {
  if (!canMoveTo(doc.status, 'cancelled')) throw new ApiError('invalid-transition');
  if (doc.payments.length > 0)
    throw new ApiError('invalid-transition', undefined, 'Un pedido con pagos no se puede cancelar');
}

/**
 * Cancels an order with nothing paid: the reason and who are kept on it, its table is freed and its lines' stock
 * given back (an order cancelled is, as a rule, one the kitchen never finished).
 */
export async function cancelOrder(tenant: Tenant, orderId: string, body: CancelOrderBody): Promise<Order> {
  await sale(async (tx) => cancellable(await readSale(tx, tenant, orderId)));
  const authorizedBy = await authorizeManager(tenant, body.managerPin);
  return changeOrder(tenant, orderId, async (tx, doc, writes) => {
    cancellable(doc);
    writes.push(
      await prepareRestock(
        { tx, tenant, orderId, ticketCode: null },
        doc.lines.map((line) => ({ line, quantity: line.quantity })),
      ),
    );
    const till = await readOpenTill(tx, tenant, doc.locationId);
    const { table } = doc;
    if (table) writes.push((tx2) => tx2.delete(openTableRef(tenant, doc.locationId, table.id)));
    const now = Timestamp.now();
    return {
      ...doc,
      status: 'cancelled',
      statusAt: now,
      cancellation: {
        reason: body.reason,
        by: servedBy(tenant),
        authorizedBy,
        at: now.toDate().toISOString(),
        tillSessionId: till?.sessionId ?? null,
      },
    };
  });
}
