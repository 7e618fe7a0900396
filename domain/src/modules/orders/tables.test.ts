import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderLine, Payment } from './order';
import { orderMoney, settle } from './settlement';
import type { OrderStatus } from './statuses';
import { compactRounds, mergeOrders, splitOrder, type SeatedOrder } from './tables';
import { computeTotals } from './totals';

/**
 * Moving, merging and splitting tables never creates or loses a line or a payment: a floor of random orders (lines
 * sent in rounds, some paid, discounts) goes through random sequences of merges, splits and payments, and after each
 * step every unit of every line sold is on exactly one order, every payment too, and the money adds up.
 */

type Seated = SeatedOrder<number>;
const millis = (time: number) => time;

const line = (id: string, unitPriceCents: number, quantity: number, round: number | null): OrderLine => ({
  id,
  kind: 'dish',
  // The line's lineage: its parts after a split keep it (the property counts units per refId).
  refId: id,
  name: `Plato ${id}`,
  quantity,
  unitPriceCents,
  vatRate: 10,
  details: [],
  notes: '',
  station: '',
  allergens: [],
  round,
  paymentId: null,
  totalCents: unitPriceCents * quantity,
  consumes: [{ dishId: id, quantity: quantity * 2 }],
  category: '',
  course: 0,
});
const discount = (id: string, cents: number): OrderLine => ({
  ...line(id, -cents, 1, null),
  kind: 'discount',
  vatRate: 0,
  consumes: [],
});

function pay(order: Seated, lineIds: string[] | undefined, id: string): Seated {
  const s = settle(order.lines, order.payments, lineIds);
  if (typeof s === 'string') return order;
  const payment: Payment = {
    id,
    method: 'card',
    amountCents: s.amountCents,
    discountCents: s.discountCents,
    cashCents: 0,
    cardCents: s.amountCents,
    tenderedCents: 0,
    changeCents: 0,
    lineIds: s.lineIds,
    ticketCode: id,
    at: '2026-11-23T20:00:00.000Z',
    split: null,
    tipCents: 0,
    employee: null,
    tillSessionId: '',
  };
  const settled = new Set(s.lineIds);
  return {
    ...order,
    lines: order.lines.map((l) => (settled.has(l.id) ? { ...l, paymentId: id } : l)),
    payments: [...order.payments, payment],
  };
}

const STATUSES: OrderStatus[] = ['sent', 'preparing', 'ready', 'served'];

/** A random order at a table: goods in up to 3 rounds (or unsent), a discount maybe, some lines paid maybe. */
const seatedOrder = (tag: string): fc.Arbitrary<Seated> =>
  fc
    .record({
      goods: fc.array(
        fc.record({
          price: fc.integer({ min: 0, max: 3_000 }),
          quantity: fc.integer({ min: 1, max: 4 }),
          round: fc.option(fc.integer({ min: 1, max: 3 })),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      discount: fc.option(fc.integer({ min: 1, max: 2_000 })),
      payPicks: fc.array(fc.nat(), { maxLength: 2 }),
      status: fc.constantFrom(...STATUSES),
      diners: fc.option(fc.integer({ min: 1, max: 8 })),
      sentAt: fc.integer({ min: 0, max: 1_000 }),
    })
    .map(({ goods, discount: cents, payPicks, status, diners, sentAt }) => {
      const lines = goods.map((g, i) => line(`${tag}l${i}`, g.price, g.quantity, g.round));
      const money = orderMoney(lines, []);
      if (cents) lines.push(discount(`${tag}d`, Math.min(cents, money.goodsCents)));
      const compact = compactRounds(lines.filter((l) => l.kind !== 'discount' || l.unitPriceCents < 0));
      let order: Seated = {
        status: compact.round === 0 ? 'open' : status,
        round: compact.round,
        lines: compact.lines,
        payments: [],
        refunds: [],
        diners,
        sentAt: compact.round === 0 ? null : sentAt,
      };
      payPicks.forEach((pick, i) => {
        const unpaid = order.lines.filter((l) => l.kind !== 'discount' && !l.paymentId);
        // Leave something unpaid: a paid-up order would be closed, not at a table.
        if (unpaid.length > 1) order = pay(order, [unpaid[pick % unpaid.length]!.id], `${tag}p${i}`);
      });
      return order;
    });

type Op =
  | { kind: 'merge'; a: number; b: number }
  | { kind: 'split'; from: number; picks: { pick: number; quantity: number }[] }
  | { kind: 'pay'; order: number; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('merge' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({
    kind: fc.constant('split' as const),
    from: fc.nat(),
    picks: fc.array(fc.record({ pick: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({ kind: fc.constant('pay' as const), order: fc.nat(), pick: fc.nat() }),
);

/** What must never change: units per line sold, payments, money. */
function ledger(floor: Seated[]) {
  const units = new Map<string, number>();
  let goods = 0;
  let pool = 0;
  let paid = 0;
  const payments: string[] = [];
  for (const order of floor) {
    for (const l of order.lines) if (l.kind !== 'discount') units.set(l.refId, (units.get(l.refId) ?? 0) + l.quantity);
    const money = orderMoney(order.lines, order.payments);
    goods += money.goodsCents;
    pool += money.discountCents;
    paid += money.paidCents;
    payments.push(...order.payments.map((p) => p.id));
  }
  return { units: Object.fromEntries([...units].sort()), goods, pool, paid, payments: payments.sort() };
}

function checkOrder(order: Seated) {
  const money = orderMoney(order.lines, order.payments);
  expect(money.discountLeftCents).toBeGreaterThanOrEqual(0);
  expect(money.discountLeftCents).toBeLessThanOrEqual(money.unpaidGoodsCents);
  expect(computeTotals(order.lines).totalCents).toBe(money.totalCents);
  // Rounds 1..round, none empty; an order with none sent is 'abierto'.
  const rounds = new Set(order.lines.flatMap((l) => (l.round === null ? [] : [l.round])));
  expect([...rounds].sort((a, b) => a - b)).toEqual(Array.from({ length: order.round }, (_, i) => i + 1));
  if (order.round === 0) expect(order.status).toBe('open');
  else expect(order.status).not.toBe('open');
  // Each payment's lines are on its order, marked with it; ids are unique.
  for (const payment of order.payments)
    for (const id of payment.lineIds) expect(order.lines.find((l) => l.id === id)?.paymentId).toBe(payment.id);
  expect(new Set(order.lines.map((l) => l.id)).size).toBe(order.lines.length);
  for (const l of order.lines) {
    expect(l.totalCents).toBe(l.unitPriceCents * l.quantity);
    if (l.kind !== 'discount') expect(l.consumes).toEqual([{ dishId: l.refId, quantity: l.quantity * 2 }]);
  }
}

describe('tables: moving, merging and splitting', () => {
  it('never creates or loses a line, a payment or a cent, over random sequences', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.tuple(seatedOrder('a'), seatedOrder('b'), seatedOrder('c')),
        fc.array(op, { maxLength: 12 }),
        (start, ops) => {
          let floor: Seated[] = [...start];
          let next = 0;
          const newId = () => `n${next++}`;
          const before = ledger(floor);
          const payments = [...before.payments];
          for (const o of ops) {
            if (o.kind === 'merge') {
              const a = o.a % floor.length;
              const b = o.b % floor.length;
              if (a === b) continue;
              const merged = mergeOrders(floor[a]!, floor[b]!, millis);
              expect(merged.diners).toBe(
                floor[a]!.diners === null && floor[b]!.diners === null
                  ? null
                  : (floor[a]!.diners ?? 0) + (floor[b]!.diners ?? 0),
              );
              floor = floor.map((order, i) => (i === a ? merged : order)).filter((_, i) => i !== b);
            } else if (o.kind === 'split') {
              const from = floor[o.from % floor.length]!;
              const unpaid = from.lines.filter((l) => l.kind !== 'discount' && !l.paymentId);
              if (unpaid.length === 0) continue;
              const asked = [
                ...new Map(
                  o.picks.map(({ pick, quantity }) => {
                    const l = unpaid[pick % unpaid.length]!;
                    return [l.id, { lineId: l.id, quantity: Math.min(quantity, l.quantity) }];
                  }),
                ).values(),
              ];
              const split = splitOrder(from, asked, newId);
              const takesAll = asked.reduce((s, a) => s + a.quantity, 0) === unpaid.reduce((s, l) => s + l.quantity, 0);
              if (takesAll) {
                expect(split).toBe('everything');
                continue;
              }
              if (typeof split === 'string' || !('kept' in split)) throw new Error(JSON.stringify(split));
              const kept: Seated = { ...from, ...split.kept };
              const moved: Seated = { ...split.moved, payments: [], refunds: [], diners: null };
              expect(moved.lines.filter((l) => l.kind !== 'discount').map((l) => l.id)).toEqual(
                split.movedLineIds.filter((id) => moved.lines.some((l) => l.id === id && l.kind !== 'discount')),
              );
              floor = [...floor.filter((order) => order !== from), kept, moved];
            } else {
              const i = o.order % floor.length;
              const unpaid = floor[i]!.lines.filter((l) => l.kind !== 'discount' && !l.paymentId);
              if (unpaid.length < 2) continue;
              const id = `x${next++}`;
              floor[i] = pay(floor[i]!, [unpaid[o.pick % unpaid.length]!.id], id);
              payments.push(id);
            }
            const after = ledger(floor);
            expect(after.units).toEqual(before.units);
            expect(after.payments).toEqual([...payments].sort());
            expect(after.goods).toBe(before.goods);
            expect(after.pool).toBe(before.pool);
            floor.forEach(checkOrder);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('splits 2 of 3 cañas: one stays under its id, two go under a new one, with their share of the discount', () => {
    const source: Seated = {
      status: 'sent',
      round: 1,
      lines: [line('c', 250, 3, 1), line('t', 900, 1, 1), discount('d', 300)],
      payments: [],
      refunds: [],
      diners: 4,
      sentAt: 10,
    };
    let id = 0;
    const split = splitOrder(source, [{ lineId: 'c', quantity: 2 }], () => `n${++id}`);
    if (typeof split === 'string' || !('kept' in split)) throw new Error('refused');
    expect(split.kept.lines.map((l) => [l.id, l.quantity, l.totalCents])).toEqual([
      ['c', 1, 250],
      ['t', 1, 900],
      ['d', 1, -209],
    ]);
    // 300 of discount over 250 + 900 + 500: the two cañas take 500/1650 of it, 91 cents (largest remainder).
    expect(split.moved.lines.map((l) => [l.id, l.quantity, l.totalCents])).toEqual([
      ['n1', 2, 500],
      ['n2', 1, -91],
    ]);
    expect(split.moved).toMatchObject({ status: 'sent', round: 1, sentAt: 10 });
  });

  it('refuses a line that is paid or unknown, more units than it has, and taking everything', () => {
    const source: Seated = {
      status: 'open',
      round: 0,
      lines: [{ ...line('p', 100, 1, null), paymentId: 'x' }, line('a', 100, 2, null)],
      payments: [],
      refunds: [],
      diners: null,
      sentAt: null,
    };
    expect(
      splitOrder(
        source,
        [
          { lineId: 'p', quantity: 1 },
          { lineId: 'zz', quantity: 1 },
          { lineId: 'a', quantity: 3 },
        ],
        () => 'n',
      ),
    ).toEqual({
      lines: {
        0: 'Esta línea ya está cobrada o no está en el pedido',
        1: 'Esta línea ya está cobrada o no está en el pedido',
        2: 'Solo hay 2',
      },
    });
    expect(splitOrder(source, [{ lineId: 'a', quantity: 2 }], () => 'n')).toBe('everything');
  });

  it('merges the latest rounds of two tables in the kitchen into one, in the least advanced state', () => {
    const order = (tag: string, status: OrderStatus, rounds: number[], sentAt: number): Seated => ({
      status,
      round: Math.max(0, ...rounds),
      lines: rounds.map((r, i) => line(`${tag}${i}`, 100, 1, r)),
      payments: [],
      refunds: [],
      diners: 2,
      sentAt,
    });
    const both = mergeOrders(order('t', 'ready', [1, 2], 50), order('s', 'preparing', [1], 80), millis);
    expect(both.lines.map((l) => [l.id, l.round])).toEqual([
      ['t0', 1],
      ['t1', 2],
      ['s0', 2],
    ]);
    expect(both).toMatchObject({ status: 'preparing', round: 2, sentAt: 50, diners: 4 });
    // Only the source is cooking: the target's served rounds go first, the source's latest stays the latest.
    const one = mergeOrders(order('t', 'served', [1, 2], 50), order('s', 'sent', [1], 80), millis);
    expect(one.lines.map((l) => l.round)).toEqual([1, 2, 3]);
    expect(one).toMatchObject({ status: 'sent', round: 3, sentAt: 80 });
    const none = mergeOrders(order('t', 'open', [], 0), order('s', 'served', [1], 80), millis);
    expect(none).toMatchObject({ status: 'served', round: 1, sentAt: 80 });
  });
});
