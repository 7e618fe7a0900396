import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderLine, Payment, Refund } from './order';
import {
  capDiscounts,
  closingOf,
  openSplit,
  orderMoney,
  paymentLineNets,
  planRefund,
  settle,
  unpaidLinePrices,
  unpaidGoodsOf,
} from './settlement';
import { computeTotals, lineTotalCents } from './totals';
import { evenPartVat, settleEvenPart, splitPaidQuantities, type EvenPartSettlement } from './paying';
import { buildRefundTicket, buildTicket } from './tickets/build-ticket';
import { LOCATION, ORGANIZATION } from './tickets/fixtures.test-data';
import { line } from './tickets/fixtures.test-data';

/**
 * The sales core's money as a state machine, driven through random sequences of what a till does: add lines, add a
 * discount, remove an unpaid line or discount, pay some lines (some units of them), pay the rest, pay a part of an
 * even split (by card, with a tip), cancel. The transitions compose the
 * settlement functions exactly as functions/src/modules/orders/service.ts does. Whatever the sequence, the order
 * never gets stuck (it is payable, cancellable or closed), money paid equals the total of a closed order, every
 * payment's ticket adds up to it, and refunds never give back more than was paid.
 */

interface State {
  lines: OrderLine[];
  payments: Payment[];
  status: 'open' | 'paid' | 'cancelled';
  nextId: number;
}

const goods = (id: string, unitPriceCents: number, quantity: number, vatRate: 21 | 10 | 4): OrderLine =>
  line({ id, name: `Plato ${id}`, unitPriceCents, quantity, vatRate, round: null, station: '', category: '' });
const discountLine = (id: string, cents: number): OrderLine => ({
  ...goods(id, -cents, 1, 10),
  kind: 'discount',
  vatRate: 0,
});

type Op =
  | { kind: 'add'; price: number; quantity: number; vatRate: 21 | 10 | 4 }
  | { kind: 'discount'; cents: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'payLines'; picks: number[] }
  | { kind: 'payRest' }
  | { kind: 'payUnits'; pick: number; quantity: number }
  | { kind: 'payEven'; parts: number; tipCents: number }
  | { kind: 'cancel' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    price: fc.integer({ min: 0, max: 5_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    vatRate: fc.constantFrom(21 as const, 10 as const, 4 as const),
  }),
  fc.record({ kind: fc.constant('discount' as const), cents: fc.integer({ min: 1, max: 100_000 }) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payLines' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.constant({ kind: 'payRest' as const }),
  fc.record({ kind: fc.constant('payUnits' as const), pick: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    kind: fc.constant('payEven' as const),
    parts: fc.integer({ min: 2, max: 6 }),
    tipCents: fc.constantFrom(0, 0, 150),
  }),
  fc.constant({ kind: 'cancel' as const }),
);

function pay(
  state: State,
  lineIds?: string[],
  even?: { parts: number; part: number; tipCents: number },
  lines = state.lines,
): State {
  const id = `p${state.nextId}`;
  const settlement = even ? settleEvenPart(lines, state.payments, even, id) : settle(lines, state.payments, lineIds);
  if (typeof settlement === 'string') return state; // the service answers 409, nothing changes
  const payment: Payment = {
    id,
    method: 'card',
    amountCents: settlement.amountCents,
    discountCents: settlement.discountCents,
    cashCents: 0,
    cardCents: settlement.amountCents,
    tenderedCents: 0,
    changeCents: 0,
    lineIds: settlement.lineIds,
    employee: null,
    tillSessionId: '',
    ticketCode: `T-${String(state.nextId).padStart(6, '0')}`,
    at: '2026-11-23T20:00:00.000Z',
    split: even ? (settlement as EvenPartSettlement).split : null,
    tipCents: even?.tipCents ?? 0,
  };
  const settled = new Set(settlement.lineIds);
  return {
    ...state,
    nextId: state.nextId + 1,
    lines: lines.map((l) => (settled.has(l.id) ? { ...l, paymentId: payment.id } : l)),
    payments: [...state.payments, payment],
  };
}

/** The next part of the open even split, or part 1 of a new one in `parts`. */
function payEvenPart(state: State, parts: number, tipCents = 0): State {
  const open = openSplit(state.payments);
  return pay(state, undefined, { parts: open?.parts ?? parts, part: open?.nextPart ?? 1, tipCents });
}

/** What the service does after a payment: close when nothing is due (a last 0 € payment for lines left). */
function afterPayment(state: State, paid: State): State {
  if (paid === state) return state;
  const closing = closingOf(paid.lines, paid.payments);
  if (closing === 'close-with-zero-payment') return { ...pay(paid), status: 'paid' };
  return closing === 'open' ? paid : { ...paid, status: 'paid' };
}

/** settleAfterChange of the service: cap the discount, then close (with a last 0 € payment if lines remain). */
function afterChange(state: State): State {
  const next = { ...state, lines: capDiscounts(state.lines, state.payments) };
  const closing = closingOf(next.lines, next.payments);
  if (closing === 'open') return next;
  return { ...(closing === 'close-with-zero-payment' ? pay(next) : next), status: 'paid' };
}

function apply(state: State, o: Op): State {
  if (state.status !== 'open') return state;
  const id = `l${state.nextId}`;
  const bumped = { ...state, nextId: state.nextId + 1 };
  switch (o.kind) {
    case 'add':
      return afterChange({ ...bumped, lines: [...state.lines, goods(id, o.price, o.quantity, o.vatRate)] });
    case 'discount': {
      const lines = capDiscounts([...state.lines, discountLine(id, o.cents)], state.payments);
      if (!lines.some((l) => l.id === id)) return state; // 409: nothing to reduce
      return afterChange({ ...bumped, lines });
    }
    case 'remove': {
      if (state.lines.length === 0) return state;
      const line = state.lines[o.pick % state.lines.length]!;
      const lines = state.lines.filter((l) => l.id !== line.id);
      if (line.kind === 'discount' ? orderMoney(lines, state.payments).discountLeftCents < 0 : line.paymentId)
        return state; // 409
      return afterChange({ ...state, lines });
    }
    case 'payLines': {
      const unpaid = unpaidGoodsOf(state.lines);
      if (unpaid.length === 0) return state;
      const ids = [...new Set(o.picks.map((p) => unpaid[p % unpaid.length]!.id))];
      const paid = pay(state, ids);
      const closing = closingOf(paid.lines, paid.payments);
      if (closing === 'close-with-zero-payment') return { ...pay(state), status: 'paid' };
      return closing === 'open' ? paid : { ...paid, status: 'paid' };
    }
    case 'payRest': {
      const paid = pay(state);
      return paid === state || closingOf(paid.lines, paid.payments) === 'open' ? paid : { ...paid, status: 'paid' };
    }
    case 'payUnits': {
      const unpaid = unpaidGoodsOf(state.lines);
      if (unpaid.length === 0) return state;
      const line = unpaid[o.pick % unpaid.length]!;
      const split = splitPaidQuantities(state.lines, [{ lineId: line.id, quantity: o.quantity }], () => id);
      if (split === 'unknown-lines') {
        expect(o.quantity).toBeGreaterThan(line.quantity);
        return state;
      }
      const paid = pay(bumped, split.lineIds, undefined, split.lines);
      return paid === bumped ? state : afterPayment(state, paid);
    }
    case 'payEven':
      return afterPayment(state, payEvenPart(state, o.parts, o.tipCents));
    case 'cancel':
      return state.payments.length > 0 ? state : { ...state, status: 'cancelled' };
  }
}

const checkTickets = (state: State) => {
  for (const payment of state.payments) {
    const ticket = buildTicket({
      order: { table: null, lines: state.lines, payments: state.payments, locationId: 'L1' },
      payment,
      organization: ORGANIZATION,
      location: LOCATION,
    });
    expect(ticket.totalCents).toBe(payment.amountCents);
    expect(ticket.vat.reduce((sum, row) => sum + row.grossCents, 0)).toBe(payment.amountCents);
    expect(ticket.vat.every((row) => row.grossCents >= 0)).toBe(true);
  }
  // The parts of a finished even split add up, rate by rate, to the VAT of the bill they shared.
  for (const first of state.payments.filter((p) => p.split?.part === 1)) {
    const parts = state.payments.filter((p) => p.split?.id === first.id);
    if (parts.length < first.split!.parts) continue;
    expect(parts.reduce((sum, p) => sum + p.amountCents, 0)).toBe(first.split!.billCents);
    const byRate = new Map<number, number>();
    for (const part of parts)
      for (const row of evenPartVat(state.lines, state.payments, part))
        byRate.set(row.rate, (byRate.get(row.rate) ?? 0) + row.grossCents);
    const bill = buildTicket({
      order: {
        table: null,
        locationId: 'L1',
        lines: state.lines,
        payments: [{ ...first, split: null, amountCents: first.split!.billCents }],
      },
      payment: { ...first, split: null, amountCents: first.split!.billCents },
      organization: ORGANIZATION,
      location: LOCATION,
    });
    expect(Object.fromEntries(byRate)).toEqual(Object.fromEntries(bill.vat.map((row) => [row.rate, row.grossCents])));
  }
};

describe('order money as a state machine', () => {
  it('every sequence of till actions ends payable, cancellable or closed, and a closed order is paid in full', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let state: State = { lines: [], payments: [], status: 'open', nextId: 1 };
        for (const o of ops) {
          state = apply(state, o);
          const money = orderMoney(state.lines, state.payments);
          // Never a negative total, never more paid than sold, never a discount beyond what is unpaid.
          expect(money.totalCents).toBeGreaterThanOrEqual(0);
          expect(money.dueCents).toBeGreaterThanOrEqual(0);
          expect(money.discountLeftCents).toBeLessThanOrEqual(money.unpaidGoodsCents);
          expect(computeTotals(state.lines).totalCents).toBe(money.totalCents);
          // Not stuck: an open order with payments always has something to pay.
          if (state.status === 'open' && state.payments.length > 0) expect(money.dueCents).toBeGreaterThan(0);
          if (state.status === 'paid') {
            expect(money.paidCents).toBe(money.totalCents);
            expect(unpaidGoodsOf(state.lines)).toEqual([]);
          }
          // What the split picker shows for each line is what paying it costs; an open even split owes the rest.
          const prices = unpaidLinePrices(state.lines, state.payments);
          const splitLeft = openSplit(state.payments)?.leftCents ?? 0;
          expect([...prices.values()].reduce((a, b) => a + b, 0) + splitLeft).toBe(money.dueCents);
        }
        checkTickets(state);
        // Payable: paying the parts left of an open even split, then the rest, closes it (possibly with 0 €).
        while (state.status === 'open' && openSplit(state.payments)) {
          const next = apply(state, { kind: 'payEven', parts: 2, tipCents: 0 });
          expect(next).not.toBe(state);
          state = next;
        }
        checkTickets(state);
        if (state.status === 'open' && unpaidGoodsOf(state.lines).length > 0) {
          const done = apply(state, { kind: 'payRest' });
          expect(done.status).toBe('paid');
          checkTickets(done);
          state = done;
        }
        // Refunding every unit, one at a time, gives back exactly what was paid, by the ticket of each payment.
        if (state.status === 'paid') {
          const refunds: Refund[] = [];
          for (const line of state.lines.filter((l) => l.paymentId))
            for (let unit = 0; unit < line.quantity; unit++) {
              const plan = planRefund(state.lines, state.payments, refunds, [{ lineId: line.id, quantity: 1 }]);
              expect(plan).not.toBe('not-refundable');
              if (plan === 'not-refundable') return;
              const refund: Refund = {
                id: `r${refunds.length}`,
                ...plan,
                ticketCode: `T-R${String(refunds.length + 1).padStart(6, '0')}`,
                rectifies: [],
                reason: '',
                restocked: false,
                at: '2026-11-23T21:00:00.000Z',
                tillSessionId: '',
              };
              const ticket = buildRefundTicket({
                order: { table: null, lines: state.lines, payments: state.payments, locationId: 'L1' },
                refund,
                organization: ORGANIZATION,
                location: LOCATION,
              });
              expect(ticket.vat.reduce((sum, row) => sum + row.grossCents, 0)).toBe(0 - plan.amountCents);
              refunds.push(refund);
            }
          const back = refunds.reduce((sum, r) => sum + r.amountCents, 0);
          expect(back).toBe(orderMoney(state.lines, state.payments).paidCents);
          const card = refunds.reduce((sum, r) => sum + r.cardCents, 0);
          expect(card).toBe(state.payments.reduce((sum, p) => sum + p.cardCents, 0));
          const line = state.lines.find((l) => l.paymentId);
          if (line)
            expect(planRefund(state.lines, state.payments, refunds, [{ lineId: line.id, quantity: 1 }])).toBe(
              'not-refundable',
            );
        }
      }),
      { numRuns: 400 },
    );
    // Hundreds of random evenings: a few seconds, more on a loaded machine.
  }, 30_000);

  it('a paid line is charged its total less its share of the payment discount', () => {
    const lines = [goods('a', 800, 1, 10), goods('b', 800, 1, 10), discountLine('d', 600)];
    const first = settle(lines, [], ['a']);
    expect(first).toEqual({ lineIds: ['a'], discountCents: 300, amountCents: 500 });
    const payment = { id: 'p1', lineIds: ['a'], discountCents: 300 };
    expect(paymentLineNets(lines, payment).map((n) => n.netCents)).toEqual([500]);
    expect(lineTotalCents(lines[0]!)).toBe(800);
  });
});

describe('planRefund with a voucher part (issue 17)', () => {
  const lines = [
    { ...goods('a', 2000, 1, 10), paymentId: 'p1' },
    { ...goods('b', 500, 1, 10), paymentId: 'p1' },
  ];
  const payment: Payment = {
    id: 'p1',
    method: 'mixed',
    amountCents: 2500,
    discountCents: 0,
    cashCents: 500,
    cardCents: 800,
    tenderedCents: 500,
    changeCents: 0,
    lineIds: ['a', 'b'],
    employee: null,
    tillSessionId: '',
    ticketCode: 'T-000001',
    at: '2026-11-23T20:00:00.000Z',
    split: null,
    tipCents: 0,
    tenders: [{ kind: 'voucher', label: 'Bono regalo', reference: 'v1', display: '····-····-9HTE', amountCents: 1200 }],
  };

  it('gives back to the voucher first, then the card, then cash, never more than each paid', () => {
    const first = planRefund(lines, [payment], [], [{ lineId: 'a', quantity: 1 }]);
    expect(first).toMatchObject({
      amountCents: 2000,
      cardCents: 800,
      cashCents: 0,
      tenders: [{ kind: 'voucher', reference: 'v1', amountCents: 1200, paymentId: 'p1' }],
    });
    if (first === 'not-refundable') throw new Error('refundable');
    const refund = { ...first, id: 'r1', ticketCode: 'T-R000001', rectifies: [], reason: '', restocked: false };
    const done: Refund = { ...refund, at: '2026-11-23T21:00:00.000Z', tillSessionId: '' };
    const second = planRefund(lines, [payment], [done], [{ lineId: 'b', quantity: 1 }]);
    expect(second).toMatchObject({ amountCents: 500, cardCents: 0, cashCents: 500 });
    expect(second).not.toHaveProperty('tenders');
  });
});

describe('gift vouchers sold (issue 17)', () => {
  const dish = line({ id: 'd1', name: 'Entrecot', unitPriceCents: 2000 });
  const sold = line({ id: 'v1', name: 'Bono regalo', unitPriceCents: 5000, kind: 'voucher', vatRate: 0 });
  const discount = line({ id: 'x1', name: 'Invitación', unitPriceCents: -3000, kind: 'discount', vatRate: 0 });
  it('a discount is capped at the goods it may reduce, never the voucher', () => {
    const capped = capDiscounts([dish, sold, discount], []);
    expect(capped.find((l) => l.id === 'x1')!.unitPriceCents).toBe(-2000);
    const settlement = settle(capped, []);
    expect(settlement).toMatchObject({ amountCents: 5000, discountCents: 2000 });
  });
  it('a refund of the voucher line never goes back to a voucher tender', () => {
    const payment = {
      id: 'p1',
      amountCents: 7000,
      discountCents: 0,
      cashCents: 5000,
      cardCents: 0,
      tenders: [{ kind: 'voucher' as const, label: 'Bono regalo', reference: 'acc', display: '', amountCents: 2000 }],
      lineIds: ['d1', 'v1'],
    } as unknown as Payment;
    const lines = [dish, sold].map((l) => ({ ...l, paymentId: 'p1' })) as OrderLine[];
    const plan = planRefund(lines, [payment], [], [{ lineId: 'v1', quantity: 1 }]);
    expect(plan).toMatchObject({ amountCents: 5000, cashCents: 5000 });
    expect(plan).not.toHaveProperty('tenders');
  });
});
