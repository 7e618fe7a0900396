import type { EvenSplitPart, OrderLine, Payment, PaymentTender, Refund } from './order';
import { allocateCents, discountableCents, isDiscount, isVoucherSale, lineTotalCents } from './totals';

/**
 * The money of an order, as pure functions the sales core applies in its transactions (and the property test drives
 * through random sequences):
 * - goods lines (every kind but 'discount') are sold at their VAT-inclusive totals;
 * - discount lines form one pool that reduces what is still unpaid, never more than that (it is capped);
 * - a payment settles goods lines (all the unpaid ones, or the chosen ones when the bill is split) and takes the
 *   share of the unspent discount that falls on them in proportion, so the parts of a split bill add up to the
 *   total to the cent and the last part takes whatever discount is left;
 * - an even split (paying.ts) is a group of amount payments whose first part settles the unpaid lines; while it has
 *   parts to pay, nothing else can be paid (openSplit);
 * - an order with payments and nothing left to pay is closed in the same change (see closingOf).
 */

type Line = Pick<OrderLine, 'id' | 'kind' | 'unitPriceCents' | 'quantity' | 'paymentId'>;
type Paid = Pick<Payment, 'amountCents' | 'discountCents'> & { split?: EvenSplitPart | null };
/** What the split functions need of a payment (older payments lack `split`). */
export type SplitPaid = Paid;

export interface OrderMoney {
  /** Goods sold, before discounts. */
  goodsCents: number;
  /** The discount pool (positive), what payments took of it, and what is left for the unpaid lines. */
  discountCents: number;
  discountSpentCents: number;
  discountLeftCents: number;
  /** Goods not settled by any payment yet. */
  unpaidGoodsCents: number;
  /** Of them, what a discount may reduce (not a gift voucher sold, issue 17). */
  unpaidDiscountableCents: number;
  totalCents: number;
  paidCents: number;
  dueCents: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
export const goodsOf = <L extends Line>(lines: readonly L[]) => lines.filter((line) => !isDiscount(line));
export const unpaidGoodsOf = <L extends Line>(lines: readonly L[]) =>
  goodsOf(lines).filter((line) => line.paymentId === null);

export function orderMoney(lines: readonly Line[], payments: readonly Paid[]): OrderMoney {
  const goodsCents = sum(goodsOf(lines).map(lineTotalCents));
  const discountCents = 0 - sum(lines.filter(isDiscount).map(lineTotalCents));
  const discountSpentCents = sum(payments.map((p) => p.discountCents ?? 0));
  const unpaidGoodsCents = sum(unpaidGoodsOf(lines).map(lineTotalCents));
  const unpaidDiscountableCents = sum(unpaidGoodsOf(lines).map(discountableCents));
  const paidCents = sum(payments.map((p) => p.amountCents));
  const totalCents = goodsCents - discountCents;
  return {
    goodsCents,
    discountCents,
    discountSpentCents,
    discountLeftCents: discountCents - discountSpentCents,
    unpaidGoodsCents,
    unpaidDiscountableCents,
    totalCents,
    paidCents,
    dueCents: totalCents - paidCents,
  };
}

/**
 * Caps the discount pool at what is unpaid: when a discount asks for more than is due, or a removed line leaves the
 * pool larger than what remains, the latest discount lines shrink (and go when they reach 0). Lines are returned
 * unchanged when nothing exceeds.
 */
export function capDiscounts<L extends Line & { totalCents: number }>(
  lines: readonly L[],
  payments: readonly Paid[],
): L[] {
  const money = orderMoney(lines, payments);
  let excess = money.discountLeftCents - money.unpaidDiscountableCents;
  if (excess <= 0) return [...lines];
  const capped = [...lines];
  for (let i = capped.length - 1; i >= 0 && excess > 0; i--) {
    const line = capped[i]!;
    if (!isDiscount(line)) continue;
    const cut = Math.min(excess, -lineTotalCents(line));
    excess -= cut;
    const unitPriceCents = line.unitPriceCents + cut;
    capped[i] = { ...line, unitPriceCents, totalCents: unitPriceCents };
  }
  return capped.filter((line) => !isDiscount(line) || line.unitPriceCents < 0);
}

/** An even split with parts still to pay: the next part and what the remaining parts add up to. */
export interface OpenSplit {
  id: string;
  parts: number;
  billCents: number;
  nextPart: number;
  leftCents: number;
}

/** The latest even split of an order, when it still has parts to pay; null otherwise. */
export function openSplit(payments: readonly SplitPaid[]): OpenSplit | null {
  const latest = payments.findLast((payment) => payment.split)?.split;
  if (!latest) return null;
  const paid = payments.filter((payment) => payment.split?.id === latest.id);
  if (paid.length >= latest.parts) return null;
  const paidCents = paid.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    id: latest.id,
    parts: latest.parts,
    billCents: latest.billCents,
    nextPart: paid.length + 1,
    leftCents: latest.billCents - paidCents,
  };
}

export type SplitPayment = Pick<Payment, 'id' | 'lineIds' | 'discountCents' | 'amountCents'> & {
  split?: EvenSplitPart | null;
};

/** The payments of an even split, in the order of their parts (a payment of lines alone: itself). */
export function splitGroupOf<P extends SplitPayment>(payments: readonly P[], payment: P): P[] {
  const split = payment.split;
  if (!split) return [payment];
  return payments.filter((p) => p.split?.id === split.id).sort((a, b) => a.split!.part - b.split!.part);
}

/**
 * Why a payment cannot be made: the chosen lines are not unpaid goods of the order, nothing is left to pay, or an
 * even split is open (only its next part can be paid).
 */
export type SettlementRefusal = 'unknown-lines' | 'nothing-due' | 'split-open';

export interface Settlement {
  /** The goods lines the payment settles. */
  lineIds: string[];
  /** The part of the discount pool it takes. */
  discountCents: number;
  amountCents: number;
}

/**
 * What a payment of the chosen lines (or of everything unpaid) settles and costs. The unspent discount is shared out
 * over all unpaid goods in proportion; the payment takes the shares of its lines. A fully discounted remainder is a
 * payment of 0 (its ticket still lists the lines).
 */
export function settle(
  lines: readonly Line[],
  payments: readonly Paid[],
  lineIds?: readonly string[],
): Settlement | SettlementRefusal {
  if (openSplit(payments)) return 'split-open';
  const unpaid = unpaidGoodsOf(lines);
  const chosen = lineIds ? new Set(lineIds) : new Set(unpaid.map((line) => line.id));
  if (lineIds && unpaid.filter((line) => chosen.has(line.id)).length !== chosen.size) return 'unknown-lines';
  if (chosen.size === 0) return 'nothing-due';
  const { discountLeftCents } = orderMoney(lines, payments);
  const shares = allocateCents(discountLeftCents, unpaid.map(discountableCents));
  let discountCents = 0;
  let goodsCents = 0;
  unpaid.forEach((line, i) => {
    if (!chosen.has(line.id)) return;
    discountCents += shares[i]!;
    goodsCents += lineTotalCents(line);
  });
  return { lineIds: [...chosen], discountCents, amountCents: goodsCents - discountCents };
}

/**
 * What each unpaid goods line would cost if paid now, its share of the discount taken: the split-bill picker shows
 * these, and `settle` of any set of lines charges their sum.
 */
export function unpaidLinePrices(lines: readonly Line[], payments: readonly Paid[]): Map<string, number> {
  const unpaid = unpaidGoodsOf(lines);
  const shares = allocateCents(orderMoney(lines, payments).discountLeftCents, unpaid.map(discountableCents));
  return new Map(unpaid.map((line, i) => [line.id, lineTotalCents(line) - shares[i]!]));
}

/**
 * What an order needs after a change: stay open (something is due, or nothing was paid yet: it can still be paid or
 * cancelled), close (payments cover it), or close with a last payment of 0 for unpaid lines that the discount covers
 * entirely (so every sold line is on a ticket).
 */
export function closingOf(
  lines: readonly Line[],
  payments: readonly Paid[],
): 'open' | 'close' | 'close-with-zero-payment' {
  if (payments.length === 0) return 'open';
  const money = orderMoney(lines, payments);
  if (money.dueCents > 0) return 'open';
  return unpaidGoodsOf(lines).length > 0 ? 'close-with-zero-payment' : 'close';
}

/** The goods lines a payment settled, each with what it was charged (its share of the payment's discount taken). */
export function paymentLineNets<L extends Line>(
  lines: readonly L[],
  payment: Pick<Payment, 'id' | 'lineIds' | 'discountCents'>,
): { line: L; netCents: number }[] {
  const ids = new Set(payment.lineIds);
  const settled = goodsOf(lines).filter((line) => line.paymentId === payment.id || ids.has(line.id));
  const shares = allocateCents(payment.discountCents ?? 0, settled.map(discountableCents));
  return settled.map((line, i) => ({ line, netCents: lineTotalCents(line) - shares[i]! }));
}

/** What a refund of some units of paid lines gives back, or why it cannot ('not-refundable'). */
export interface RefundPlan {
  lines: { lineId: string; quantity: number; amountCents: number }[];
  amountCents: number;
  cashCents: number;
  cardCents: number;
  /** The payments whose lines it gives back (their tickets are the ones it rectifies). */
  paymentIds: string[];
  /** What goes back to the card of each payment (so a later refund knows what is left of it). */
  cardByPayment: Record<string, number>;
  /** Issue 17: what goes back to other tenders (a voucher's balance), by payment; absent without any. */
  tenders?: (Omit<PaymentTender, 'label' | 'display'> & { paymentId: string })[];
}

/**
 * Plans a refund: each line must be paid and still have the units asked for (refunds before it count). A line's
 * units give back their share of what the line was charged, rounded so that refunding every unit, in any number of
 * refunds, gives back exactly what was charged. The money goes back as it came: card payments to the card, cash to
 * cash, and a mixed payment to the card first, up to its card part not given back yet (the parts of an even split
 * count as one payment of their lines).
 */
export function planRefund(
  lines: readonly OrderLine[],
  payments: readonly Payment[],
  refunds: readonly Refund[],
  asked: readonly { lineId: string; quantity: number }[],
): RefundPlan | 'not-refundable' {
  const refundedUnits = new Map<string, number>();
  for (const refund of refunds)
    for (const l of refund.lines) refundedUnits.set(l.lineId, (refundedUnits.get(l.lineId) ?? 0) + l.quantity);
  const seen = new Set<string>();
  const planned: RefundPlan['lines'] = [];
  const byPayment = new Map<string, number>();
  // Issue 17: what goes back for gift vouchers sold, per payment: never to a voucher (one cannot pay for another).
  const vouchersSold = new Map<string, number>();
  for (const { lineId, quantity } of asked) {
    const line = lines.find((l) => l.id === lineId);
    const payment = line && payments.find((p) => p.id === line.paymentId);
    if (!line || !payment || isDiscount(line) || seen.has(lineId)) return 'not-refundable';
    seen.add(lineId);
    const before = refundedUnits.get(lineId) ?? 0;
    if (before + quantity > line.quantity) return 'not-refundable';
    const net = paymentLineNets(lines, payment).find((n) => n.line.id === lineId)!.netCents;
    const share = (units: number) => Math.round((net * units) / line.quantity);
    const amountCents = share(before + quantity) - share(before);
    planned.push({ lineId, quantity, amountCents });
    byPayment.set(payment.id, (byPayment.get(payment.id) ?? 0) + amountCents);
    if (isVoucherSale(line)) vouchersSold.set(payment.id, (vouchersSold.get(payment.id) ?? 0) + amountCents);
  }
  let cashCents = 0;
  let cardCents = 0;
  const cardByPayment: Record<string, number> = {};
  const paymentIds: string[] = [];
  const tenders: NonNullable<RefundPlan['tenders']> = [];
  for (const [paymentId, amount] of byPayment) {
    // The lines of an even split were paid by all its parts: their card parts are given back in the parts' order.
    const group = splitGroupOf(
      payments,
      payments.find((p) => p.id === paymentId)!,
    );
    let left = amount;
    let tenderable = amount - (vouchersSold.get(paymentId) ?? 0);
    // Issue 17: what other tenders paid (a voucher) goes back to them first, up to what they paid not given back yet.
    for (const payment of group)
      for (const tender of payment.tenders ?? []) {
        const back = refunds
          .flatMap((r) => r.tenders ?? [])
          .filter((t) => t.paymentId === payment.id && t.reference === tender.reference)
          .reduce((sum, t) => sum + t.amountCents, 0);
        const part = Math.min(tenderable, Math.max(0, tender.amountCents - back));
        if (part <= 0) continue;
        tenders.push({ kind: tender.kind, reference: tender.reference, amountCents: part, paymentId: payment.id });
        left -= part;
        tenderable -= part;
      }
    for (const payment of group) {
      paymentIds.push(payment.id);
      const cardBack = refunds.reduce((sum, r) => sum + (r.cardByPayment[payment.id] ?? 0), 0);
      const card = Math.min(left, Math.max(0, payment.cardCents - cardBack));
      if (card > 0) cardByPayment[payment.id] = card;
      left -= card;
      cardCents += card;
    }
    cashCents += left;
  }
  const tenderCents = tenders.reduce((sum, t) => sum + t.amountCents, 0);
  return {
    lines: planned,
    amountCents: cashCents + cardCents + tenderCents,
    cashCents,
    cardCents,
    paymentIds,
    cardByPayment,
    ...(tenders.length > 0 ? { tenders } : {}),
  };
}
