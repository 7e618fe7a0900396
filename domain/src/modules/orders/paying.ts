import type { EvenSplitPart, OrderLine } from './order';
import {
  openSplit,
  paymentLineNets,
  settle,
  splitGroupOf,
  type Settlement,
  type SettlementRefusal,
  type SplitPaid,
  type SplitPayment,
} from './settlement';
import { allocateCents, computeTotals, type VatBreakdownRow, vatRows } from './totals';
import type { VatRate } from '../../platform/money';

/**
 * Paying a bill in parts (issue 14), as pure functions the sales core applies in the payment's transaction:
 * - an even split shares what is due in N parts settled one by one (each with its own method and ticket);
 * - a payment by lines may take some units of a line (two of three cañas): the line is split in two first;
 * - a tip rides on the card and stays out of the sale (see Payment.tipCents).
 *
 * How an even split relates to lines: its first part settles every unpaid goods line (they carry the first part's
 * id, as a payment of the whole bill would) and takes the unspent discount; every part, the first included, is an
 * amount, not lines. So the order's money stays the one model of settlement.ts (paid = the sum of the amounts, due =
 * total - paid) and, while the split is open, the order can only take its next part: paying lines or "the rest" is
 * refused ('split-open'). Lines added meanwhile are unpaid lines of their own, paid once the split is done.
 */

/**
 * The parts of an even split, in the order they are paid: `totalCents` in `parts` whole cents that add up to it
 * exactly. The odd cents rule: the remainder (totalCents mod parts, fewer than `parts` cents) goes one cent each to
 * the first parts: 100,00 € in 3 is 33,34 + 33,33 + 33,33.
 */
export function splitEvenly(totalCents: number, parts: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0 || !Number.isInteger(parts) || parts < 1)
    throw new Error(`Cannot split ${totalCents} cents in ${parts} parts`);
  const base = Math.floor(totalCents / parts);
  const odd = totalCents - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < odd ? 1 : 0));
}

/** Why a part of an even split cannot be paid: another part is next (or already paid), or the bill is too small. */
export type EvenPartRefusal = SettlementRefusal | 'split-mismatch' | 'split-too-small';

export interface EvenPartSettlement extends Settlement {
  split: EvenSplitPart;
}

type Line = Parameters<typeof settle>[0][number];

/**
 * What part `part` of an even split in `parts` settles and costs. With no split open, part 1 starts one over what is
 * due now (every unpaid line and the unspent discount, as settle of the rest), `paymentId` naming it; with one open,
 * only its next part, of the same number of parts, is accepted.
 */
export function settleEvenPart(
  lines: readonly Line[],
  payments: readonly SplitPaid[],
  { parts, part }: { parts: number; part: number },
  paymentId: string,
): EvenPartSettlement | EvenPartRefusal {
  const open = openSplit(payments);
  if (open) {
    if (open.parts !== parts || open.nextPart !== part) return 'split-mismatch';
    const split = { id: open.id, part, parts, billCents: open.billCents };
    return { lineIds: [], discountCents: 0, amountCents: splitEvenly(open.billCents, parts)[part - 1]!, split };
  }
  if (part !== 1) return 'split-mismatch';
  const all = settle(lines, payments);
  if (typeof all === 'string') return all;
  if (all.amountCents < parts) return 'split-too-small';
  const split = { id: paymentId, part, parts, billCents: all.amountCents };
  return { ...all, amountCents: splitEvenly(all.amountCents, parts)[0]!, split };
}

/**
 * Splits lines for a payment of some of their units: a line paid in part becomes two lines, the units paid (a new
 * id, `newId()`) just before the units left (the line's own id), each with its share of what the line took from
 * stock; a line paid whole is taken as it is. Nothing is created or lost: quantities, amounts and stock add up to
 * the line's. Answers the lines and the ids of the lines to settle, or 'unknown-lines' when a line is not an unpaid
 * goods line of the order, is asked twice, or for more units than it has.
 */
export function splitPaidQuantities<L extends OrderLine>(
  lines: readonly L[],
  asked: readonly { lineId: string; quantity: number }[],
  newId: () => string,
): { lines: L[]; lineIds: string[] } | 'unknown-lines' {
  const result = [...lines];
  const lineIds: string[] = [];
  const seen = new Set<string>();
  for (const { lineId, quantity } of asked) {
    const index = result.findIndex((line) => line.id === lineId);
    const line = result[index];
    if (!line || line.kind === 'discount' || line.paymentId !== null || seen.has(lineId)) return 'unknown-lines';
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity) return 'unknown-lines';
    seen.add(lineId);
    if (quantity === line.quantity) {
      lineIds.push(lineId);
      continue;
    }
    const paidConsumes = line.consumes.map((c) => ({
      dishId: c.dishId,
      quantity: Math.round((c.quantity * quantity) / line.quantity),
    }));
    const paid = {
      ...line,
      id: newId(),
      quantity,
      totalCents: line.unitPriceCents * quantity,
      consumes: paidConsumes,
    };
    const left = {
      ...line,
      quantity: line.quantity - quantity,
      totalCents: line.unitPriceCents * (line.quantity - quantity),
      consumes: line.consumes.map((c, i) => ({ dishId: c.dishId, quantity: c.quantity - paidConsumes[i]!.quantity })),
    };
    result.splice(index, 1, paid, left);
    lineIds.push(paid.id);
  }
  return { lines: result, lineIds };
}

/**
 * What paying some units of some lines costs now (the payment dialog shows it): the lines split as the payment will
 * split them, then settled. Equal to what the server charges for the same choice.
 */
export function quoteLines(
  lines: readonly OrderLine[],
  payments: readonly SplitPaid[],
  asked: readonly { lineId: string; quantity: number }[],
): number | undefined {
  let next = 0;
  const split = splitPaidQuantities(lines, asked, () => `quote-${next++}`);
  if (split === 'unknown-lines') return undefined;
  const settlement = settle(split.lines, payments, split.lineIds);
  return typeof settlement === 'string' ? undefined : settlement.amountCents;
}

/**
 * The VAT figures of one part of an even split. The bill's gross per rate (its lines after the discount its first
 * part took) is shared out part after part, in order: each part takes its amount over what the earlier parts left of
 * each rate (allocateCents, largest remainder). No rate ever goes negative, and the parts of a rate add up to the
 * bill's gross at that rate exactly (the last part takes what is left).
 */
export function evenPartVat<P extends SplitPayment>(
  lines: readonly OrderLine[],
  payments: readonly P[],
  payment: P,
): VatBreakdownRow[] {
  const group = splitGroupOf(payments, payment);
  const first = group[0]!;
  const billLines = paymentLineNets(lines, first).map(({ line }) => line);
  const bill = computeTotals([
    ...billLines,
    { kind: 'discount', unitPriceCents: -(first.discountCents ?? 0), quantity: 1, vatRate: 0 },
  ]);
  const rates = bill.vat.map((row) => row.rate);
  let left = bill.vat.map((row) => row.grossCents);
  for (const part of group) {
    const shares = allocateCents(part.amountCents, left);
    if (part === payment) return vatRows(new Map<VatRate, number>(rates.map((rate, i) => [rate, shares[i]!])));
    left = left.map((cents, i) => cents - shares[i]!);
  }
  throw new Error(`Payment ${payment.id} is not a part of its split`);
}
