import {
  eurosToCents,
  settle,
  settleEvenPart,
  splitPaidQuantities,
  type EvenSplitPart,
  type OrderLine,
  type Payment,
  type PaymentBody,
  type Settlement,
  type SettlementRefusal,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { newLineId } from './selling';

/**
 * Paying in parts (issue 14): what a payment body settles (lines, some units of lines, a part of an even split, or
 * everything due) and the tip it carries. The money rules are domain's (paying.ts, settlement.ts);
 * this maps them onto an order document and the API's refusals.
 */

export interface PaymentSettlement extends Settlement {
  /** The order's lines after the payment split the lines it pays some units of. */
  lines: OrderLine[];
  split: EvenSplitPart | null;
  tipCents: number;
}

/** What `body` pays of `doc` (the payment will be `paymentId`); 409 when it cannot be paid. */
export function settlementOf(
  doc: { lines: OrderLine[]; payments: Payment[] },
  body: Pick<PaymentBody, 'lineIds' | 'lines' | 'split' | 'tip'>,
  paymentId: string,
): PaymentSettlement {
  const tipCents = body.tip === undefined ? 0 : eurosToCents(body.tip);
  if (body.split) {
    const part = settleEvenPart(doc.lines, doc.payments, body.split, paymentId);
    if (part === 'split-mismatch') throw new ApiError('split-part');
    if (part === 'split-too-small')
      throw new ApiError('validation-failed', { 'split.parts': 'Son más partes que céntimos por cobrar' });
    return { ...refused(part), lines: doc.lines, tipCents };
  }
  let lines = doc.lines;
  let lineIds = body.lineIds;
  if (body.lines) {
    const split = splitPaidQuantities(doc.lines, body.lines, newLineId);
    // Another payment may have taken the line first (the same line picked at two tills).
    if (split === 'unknown-lines') throw new ApiError('already-paid');
    ({ lines, lineIds } = split);
  }
  return { ...refused(settle(lines, doc.payments, lineIds)), lines, split: null, tipCents };
}

function refused<S extends Settlement>(settlement: S | SettlementRefusal): S {
  if (settlement === 'unknown-lines') throw new ApiError('already-paid');
  if (settlement === 'nothing-due') throw new ApiError('nothing-due');
  if (settlement === 'split-open') throw new ApiError('split-open');
  return settlement;
}
