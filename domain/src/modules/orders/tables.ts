import type { OrderLine, Payment, Refund } from './order';
import { orderMoney, unpaidGoodsOf } from './settlement';
import type { OrderStatus } from './statuses';
import { allocateCents, discountableCents, isDiscount, lineTotalCents } from './totals';

/**
 * Moving, merging and splitting a table's order, as pure functions the sales core applies in one transaction over
 * both orders (functions/src/modules/orders/tables.ts) and a property test drives through random sequences. What
 * they keep, whatever the sequence: every unit of every goods line is on exactly one order, every payment and refund
 * on exactly one order (with the lines it settled), and the money adds up (goods, the discount pool, what was paid);
 * the kitchen's rounds of each order stay numbered 1..round with no empty round.
 */

/** What a merge or a split reads and writes of an order (its times in the caller's type: a Timestamp, a string). */
export interface SeatedOrder<Time> {
  status: OrderStatus;
  round: number;
  lines: OrderLine[];
  payments: Payment[];
  refunds: Refund[];
  diners: number | null;
  sentAt: Time | null;
}

/** Kitchen states from the least advanced; 'open' (nothing sent) and the closed states are not in the kitchen. */
const KITCHEN_PROGRESS: readonly OrderStatus[] = ['sent', 'preparing', 'ready'];
const inKitchen = (status: OrderStatus) => KITCHEN_PROGRESS.includes(status);

/** Renumbers the rounds the lines went out in as 1..k, in their order, so no round is left empty. */
export function compactRounds(lines: readonly OrderLine[]): { lines: OrderLine[]; round: number } {
  const rounds = [...new Set(lines.flatMap((line) => (line.round === null ? [] : [line.round])))].sort((a, b) => a - b);
  const renumber = new Map(rounds.map((round, index) => [round, index + 1]));
  return {
    lines: lines.map((line) => (line.round === null ? line : { ...line, round: renumber.get(line.round)! })),
    round: rounds.length,
  };
}

const shiftRounds = (lines: readonly OrderLine[], by: number) =>
  lines.map((line) => (line.round === null || by === 0 ? line : { ...line, round: line.round + by }));

const addDiners = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/**
 * The source order joins the target (merging tables): all its lines, payments and refunds move, nothing is created.
 * Kitchen rounds stay meaningful, since the kitchen board shows an order's latest round:
 * - both orders in the kitchen: their latest rounds become the one latest round (aligned from the end), in the
 *   least advanced of the two states, timed from the earlier send;
 * - one in the kitchen: the other's rounds come first, and the merged order keeps the kitchen one's state and time;
 * - neither: the target's rounds, then the source's; 'servido' if either was, else 'abierto'.
 * Diners add up. The bill has to be asked again (billRequested is the caller's to reset).
 */
export function mergeOrders<Time>(
  target: SeatedOrder<Time>,
  source: SeatedOrder<Time>,
  millis: (time: Time) => number,
): SeatedOrder<Time> {
  const a = { ...target, ...compactRounds(target.lines) };
  const b = { ...source, ...compactRounds(source.lines) };
  // The target's lines stay first on the ticket, whichever rounds come first.
  const joined = (aBy: number, bBy: number) =>
    compactRounds([...shiftRounds(a.lines, aBy), ...shiftRounds(b.lines, bBy)]);
  const common = {
    payments: [...target.payments, ...source.payments],
    refunds: [...target.refunds, ...source.refunds],
    diners: addDiners(target.diners, source.diners),
  };
  if (inKitchen(a.status) && inKitchen(b.status)) {
    const top = Math.max(a.round, b.round);
    const status = KITCHEN_PROGRESS[Math.min(KITCHEN_PROGRESS.indexOf(a.status), KITCHEN_PROGRESS.indexOf(b.status))]!;
    const sentAt = [a.sentAt, b.sentAt].filter((time) => time !== null).sort((x, y) => millis(x) - millis(y))[0];
    return { ...common, ...joined(top - a.round, top - b.round), status, sentAt: sentAt ?? null };
  }
  if (inKitchen(a.status) || inKitchen(b.status)) {
    const cooking = inKitchen(a.status) ? a : b;
    return {
      ...common,
      ...(cooking === a ? joined(b.round, 0) : joined(0, a.round)),
      status: cooking.status,
      sentAt: cooking.sentAt,
    };
  }
  const served = [a, b].filter((order) => order.status === 'served');
  const sentAt = served
    .map((order) => order.sentAt)
    .filter((time) => time !== null)
    .sort((x, y) => millis(y) - millis(x))[0];
  return {
    ...common,
    ...joined(0, a.round),
    status: served.length > 0 ? 'served' : 'open',
    sentAt: sentAt ?? null,
  };
}

/** Why a split cannot be made: a line asked for is not an unpaid goods line with those units, or it takes it all. */
export type SplitRefusal = { lines: Record<number, string> } | 'everything';

export interface OrderSplit<Time> {
  /** What stays at the table, and the new order's part (its lines, status and time). */
  kept: Pick<SeatedOrder<Time>, 'lines' | 'round' | 'status' | 'sentAt'>;
  moved: Pick<SeatedOrder<Time>, 'lines' | 'round' | 'status' | 'sentAt'>;
  /** The ids the moved units have on the new order (a whole line keeps its id; a part of one gets a new id). */
  movedLineIds: string[];
}

const scaled = (line: OrderLine, quantity: number): OrderLine => ({
  ...line,
  quantity,
  totalCents: line.unitPriceCents * quantity,
  // A line consumes the same per unit: combos and menus take whole dishes per unit sold.
  consumes: line.consumes.map((c) => ({ ...c, quantity: (c.quantity / line.quantity) * quantity })),
});

/**
 * Splits some unpaid units of an order into a new order (dividing a table): a line of 3 cañas asked for 2 leaves 1
 * at the table and takes 2 under a new id. Paid lines, payments and refunds stay. The unspent discount is shared out
 * over the unpaid goods as a payment would (settle), and the moved units' share goes with them as one discount line
 * of the same name, so each order's total is what its lines would have cost and the two add up to the total before.
 * Rounds are renumbered on both orders; the new order keeps the source's kitchen state when it takes part of its
 * latest round, else it is done in the kitchen ('servido'); one whose latest round left is left 'servido' too.
 */
export function splitOrder<Time>(
  source: SeatedOrder<Time>,
  asked: readonly { lineId: string; quantity: number }[],
  newId: () => string,
): OrderSplit<Time> | SplitRefusal {
  const unpaid = new Map(unpaidGoodsOf(source.lines).map((line) => [line.id, line]));
  const taking = new Map<string, number>();
  const errors: Record<number, string> = {};
  asked.forEach(({ lineId, quantity }, index) => {
    const line = unpaid.get(lineId);
    if (!line || taking.has(lineId)) errors[index] = 'Esta línea ya está cobrada o no está en el pedido';
    else if (quantity > line.quantity) errors[index] = `Solo hay ${line.quantity}`;
    else taking.set(lineId, quantity);
  });
  if (Object.keys(errors).length > 0) return { lines: errors };
  const unpaidUnits = [...unpaid.values()].reduce((sum, line) => sum + line.quantity, 0);
  if ([...taking.values()].reduce((a, b) => a + b, 0) >= unpaidUnits) return 'everything';

  const kept: OrderLine[] = [];
  const moved: OrderLine[] = [];
  for (const line of source.lines) {
    const quantity = taking.get(line.id);
    if (quantity === undefined) kept.push(line);
    else if (quantity === line.quantity) moved.push(line);
    else {
      kept.push(scaled(line, line.quantity - quantity));
      moved.push({ ...scaled(line, quantity), id: newId() });
    }
  }
  const movedLineIds = moved.map((line) => line.id);

  // The unspent discount over the unpaid goods, kept lines first (with no priced goods, it all stays).
  const { discountLeftCents } = orderMoney(source.lines, source.payments);
  const keptUnpaid = unpaidGoodsOf(kept);
  const shares = allocateCents(discountLeftCents, [...keptUnpaid, ...moved].map(discountableCents));
  const movedDiscount = shares.slice(keptUnpaid.length).reduce((a, b) => a + b, 0);
  const keptLines = movedDiscount > 0 ? lessDiscount(kept, movedDiscount) : kept;
  const lastDiscount = source.lines.findLast(isDiscount);
  if (movedDiscount > 0 && lastDiscount)
    moved.push({
      ...lastDiscount,
      id: newId(),
      unitPriceCents: -movedDiscount,
      totalCents: -movedDiscount,
      round: null,
      paymentId: null,
    });

  const latest = source.round;
  const tookLatest = moved.some((line) => line.round === latest && latest > 0);
  const keptLatest = keptLines.some((line) => line.round === latest && latest > 0);
  const keptRounds = compactRounds(keptLines);
  const movedRounds = compactRounds(moved);
  const stateAfter = (rounds: number, hasLatest: boolean): Pick<SeatedOrder<Time>, 'status' | 'sentAt'> =>
    rounds === 0
      ? { status: 'open', sentAt: null }
      : hasLatest
        ? { status: source.status, sentAt: source.sentAt }
        : { status: 'served', sentAt: source.sentAt };
  return {
    kept: { ...keptRounds, ...stateAfter(keptRounds.round, keptLatest || latest === 0) },
    moved: { ...movedRounds, ...stateAfter(movedRounds.round, tookLatest) },
    movedLineIds,
  };
}

/** Takes `cents` off the discount lines, the latest first; a discount left at 0 goes. */
function lessDiscount(lines: readonly OrderLine[], cents: number): OrderLine[] {
  let left = cents;
  const next = [...lines];
  for (let i = next.length - 1; i >= 0 && left > 0; i--) {
    const line = next[i]!;
    if (!isDiscount(line)) continue;
    const cut = Math.min(left, -lineTotalCents(line));
    left -= cut;
    next[i] = { ...line, unitPriceCents: line.unitPriceCents + cut, totalCents: line.unitPriceCents + cut };
  }
  return next.filter((line) => !isDiscount(line) || line.unitPriceCents < 0);
}
