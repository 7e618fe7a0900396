import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderLine, Payment, Refund } from './schemas';
import {
  capDiscounts,
  closingOf,
  orderMoney,
  paymentLineNets,
  planRefund,
  settle,
  unpaidLinePrices,
  unpaidGoodsOf,
} from './settlement';
import { computeTotals, lineTotalCents } from './totals';
import { buildRefundTicket, buildTicket } from './tickets/build-ticket';
import { LOCATION, ORGANIZATION } from './tickets/fixtures.test-data';

/**
 * The sales core's money as a state machine, driven through random sequences of what a till does: add lines, add a
 * discount, remove an unpaid line or discount, pay some lines, pay the rest, cancel. The transitions compose the
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

const goods = (id: string, unitPriceCents: number, quantity: number, vatRate: 21 | 10 | 4): OrderLine => ({
  id,
  kind: 'dish',
  refId: id,
  name: `Plato ${id}`,
  quantity,
  unitPriceCents,
  vatRate,
  details: [],
  notes: '',
  station: '',
  allergens: [],
  round: null,
  paymentId: null,
  totalCents: unitPriceCents * quantity,
  consumes: [],
  course: 0,
});
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
  fc.constant({ kind: 'cancel' as const }),
);

function pay(state: State, lineIds?: string[]): State {
  const settlement = settle(state.lines, state.payments, lineIds);
  if (typeof settlement === 'string') return state; // the service answers 409, nothing changes
  const payment: Payment = {
    id: `p${state.nextId}`,
    method: 'card',
    amountCents: settlement.amountCents,
    discountCents: settlement.discountCents,
    cashCents: 0,
    cardCents: settlement.amountCents,
    tenderedCents: 0,
    changeCents: 0,
    lineIds: settlement.lineIds,
    ticketCode: `T-${String(state.nextId).padStart(6, '0')}`,
    at: '2026-11-23T20:00:00.000Z',
  };
  const settled = new Set(settlement.lineIds);
  return {
    ...state,
    nextId: state.nextId + 1,
    lines: state.lines.map((l) => (settled.has(l.id) ? { ...l, paymentId: payment.id } : l)),
    payments: [...state.payments, payment],
  };
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
    case 'cancel':
      return state.payments.length > 0 ? state : { ...state, status: 'cancelled' };
  }
}

const checkTickets = (state: State) => {
  for (const payment of state.payments) {
    const ticket = buildTicket({
      order: { table: null, lines: state.lines, payments: state.payments },
      payment,
      organization: ORGANIZATION,
      location: LOCATION,
    });
    expect(ticket.totalCents).toBe(payment.amountCents);
    expect(ticket.vat.every((row) => row.grossCents >= 0)).toBe(true);
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
          // What the split picker shows for each line is what paying it costs.
          const prices = unpaidLinePrices(state.lines, state.payments);
          expect([...prices.values()].reduce((a, b) => a + b, 0)).toBe(money.dueCents);
        }
        checkTickets(state);
        // Payable: paying the rest of an open order closes it (possibly with a ticket of 0 €).
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
              };
              const ticket = buildRefundTicket({
                order: { table: null, lines: state.lines, payments: state.payments },
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
  });

  it('a paid line is charged its total less its share of the payment discount', () => {
    const lines = [goods('a', 800, 1, 10), goods('b', 800, 1, 10), discountLine('d', 600)];
    const first = settle(lines, [], ['a']);
    expect(first).toEqual({ lineIds: ['a'], discountCents: 300, amountCents: 500 });
    const payment = { id: 'p1', lineIds: ['a'], discountCents: 300 };
    expect(paymentLineNets(lines, payment).map((n) => n.netCents)).toEqual([500]);
    expect(lineTotalCents(lines[0]!)).toBe(800);
  });
});
