import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderLine, Payment } from './order';
import { quoteLines, settleEvenPart, splitEvenly, splitPaidQuantities } from './paying';
import { openSplit, settle } from './settlement';
import { buildPreBill, buildTicket } from './tickets/build-ticket';
import { cashPayment, LINES, LOCATION, ORDER, ORGANIZATION } from './tickets/fixtures.test-data';
import { layoutPreBill, layoutText, layoutTicket } from './tickets/layout';
import { computeTotals } from './totals';

describe('splitEvenly: the odd cents go one each to the first parts', () => {
  it('100 € in 3 is 33,34 + 33,33 + 33,33; 10 cents in 4 is 3 + 3 + 2 + 2', () => {
    expect(splitEvenly(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEvenly(10, 4)).toEqual([3, 3, 2, 2]);
    expect(splitEvenly(6000, 3)).toEqual([2000, 2000, 2000]);
    expect(() => splitEvenly(100, 0)).toThrow();
    expect(() => splitEvenly(10.5, 2)).toThrow();
  });

  it('over any total and any number of parts: exact sum, parts differ by one cent at most, larger ones first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 30 }), (total, n) => {
        const parts = splitEvenly(total, n);
        const odd = total % n;
        return (
          parts.length === n &&
          parts.reduce((a, b) => a + b, 0) === total &&
          parts.every((part, i) => part === Math.floor(total / n) + (i < odd ? 1 : 0))
        );
      }),
      { numRuns: 2000 },
    );
  });
});

const unpaid = (lines: OrderLine[]) => lines.map((l) => ({ ...l, paymentId: null, round: 1 }));

describe('paying some units of a line', () => {
  it('two of three cañas: the line splits into the two paid and the one left, nothing created or lost', () => {
    const lines = unpaid([...LINES]);
    const canas = { ...lines[2]!, consumes: [{ dishId: 'cana', quantity: 3 }] };
    lines[2] = canas;
    const split = splitPaidQuantities(lines, [{ lineId: 'l3', quantity: 2 }], () => 'new');
    expect(split).not.toBe('unknown-lines');
    if (split === 'unknown-lines') return;
    expect(split.lineIds).toEqual(['new']);
    expect(split.lines.map((l) => [l.id, l.name, l.quantity, l.totalCents, l.consumes])).toEqual([
      ['l1', 'Entrecot de ternera', 1, 2150, []],
      ['l2', 'Croquetas caseras de jamón ibérico', 2, 1700, []],
      ['new', 'Caña', 2, 500, [{ dishId: 'cana', quantity: 2 }]],
      ['l3', 'Caña', 1, 250, [{ dishId: 'cana', quantity: 1 }]],
      ['l4', 'Menú del día', 1, 1400, []],
    ]);
    expect(settle(split.lines, [], split.lineIds)).toEqual({ lineIds: ['new'], discountCents: 0, amountCents: 500 });
    expect(quoteLines(lines, [], [{ lineId: 'l3', quantity: 2 }])).toBe(500);
  });

  it('refuses units a line does not have, a line twice, a paid line or a discount', () => {
    const lines = unpaid([...LINES]);
    const id = () => 'new';
    expect(splitPaidQuantities(lines, [{ lineId: 'l3', quantity: 4 }], id)).toBe('unknown-lines');
    expect(
      splitPaidQuantities(
        lines,
        [
          { lineId: 'l3', quantity: 1 },
          { lineId: 'l3', quantity: 1 },
        ],
        id,
      ),
    ).toBe('unknown-lines');
    const paid = lines.map((l) => (l.id === 'l3' ? { ...l, paymentId: 'p1' } : l));
    expect(splitPaidQuantities(paid, [{ lineId: 'l3', quantity: 1 }], id)).toBe('unknown-lines');
    expect(splitPaidQuantities(lines, [{ lineId: 'nope', quantity: 1 }], id)).toBe('unknown-lines');
  });

  it('any choice of units keeps every unit, cent and unit of stock of the order', () => {
    const lineArb = fc.record({
      price: fc.integer({ min: 0, max: 3000 }),
      quantity: fc.integer({ min: 1, max: 6 }),
      perUnit: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ pick: fc.nat(), quantity: fc.integer({ min: 1, max: 6 }) }), { maxLength: 4 }),
        (specs, asks) => {
          const lines = specs.map((spec, i) => ({
            ...LINES[0]!,
            id: `l${i}`,
            refId: `l${i}`,
            round: 1,
            paymentId: null,
            quantity: spec.quantity,
            unitPriceCents: spec.price,
            totalCents: spec.price * spec.quantity,
            consumes: [{ dishId: `d${i}`, quantity: spec.perUnit * spec.quantity }],
          }));
          const asked = [...new Map(asks.map((a) => [lines[a.pick % lines.length]!.id, a.quantity]))].map(
            ([lineId, quantity]) => ({ lineId, quantity }),
          );
          let n = 0;
          const split = splitPaidQuantities(lines, asked, () => `n${n++}`);
          const fits = asked.every((a) => a.quantity <= lines.find((l) => l.id === a.lineId)!.quantity);
          if (!fits) {
            expect(split).toBe('unknown-lines');
            return;
          }
          if (split === 'unknown-lines') throw new Error('refused a valid choice');
          const units = (ls: OrderLine[], ref: string) =>
            ls.filter((l) => l.refId === ref).reduce((s, l) => s + l.quantity, 0);
          const stock = (ls: OrderLine[]) => ls.flatMap((l) => l.consumes).reduce((s, c) => s + c.quantity, 0);
          for (const line of lines) expect(units(split.lines, line.refId)).toBe(units(lines, line.refId));
          expect(stock(split.lines)).toBe(stock(lines));
          expect(computeTotals(split.lines)).toEqual(computeTotals(lines));
          expect(split.lines.every((l) => l.totalCents === l.unitPriceCents * l.quantity && l.quantity > 0)).toBe(true);
          // The lines paid hold exactly the units asked.
          const paid = split.lineIds.map((id) => split.lines.find((l) => l.id === id)!);
          expect(paid.map((l) => [l.refId, l.quantity])).toEqual(asked.map((a) => [a.lineId, a.quantity]));
          expect(new Set(split.lines.map((l) => l.id)).size).toBe(split.lines.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('an even split', () => {
  const lines = unpaid([...LINES]);
  const partOf = (settlement: ReturnType<typeof settleEvenPart>, id: string, fields: Partial<Payment> = {}) => {
    if (typeof settlement === 'string') throw new Error(settlement);
    return cashPayment({
      id,
      ticketCode: `C1-00012${id.slice(1)}`,
      ...settlement,
      cashCents: settlement.amountCents,
      tenderedCents: 0,
      changeCents: 0,
      ...fields,
    });
  };

  it('pays 60 € in three parts of 20 €, one by one; nothing else can be paid meanwhile', () => {
    const first = partOf(settleEvenPart(lines, [], { parts: 3, part: 1 }, 'p1'), 'p1');
    expect(first).toMatchObject({ amountCents: 2000, lineIds: ['l1', 'l2', 'l3', 'l4'] });
    expect(first.split).toEqual({ id: 'p1', part: 1, parts: 3, billCents: 6000 });
    const marked = lines.map((l) => ({ ...l, paymentId: 'p1' }));
    expect(openSplit([first])).toMatchObject({ nextPart: 2, leftCents: 4000 });
    expect(settle(marked, [first])).toBe('split-open');
    expect(settleEvenPart(marked, [first], { parts: 3, part: 1 }, 'x')).toBe('split-mismatch');
    expect(settleEvenPart(marked, [first], { parts: 4, part: 2 }, 'x')).toBe('split-mismatch');
    expect(settleEvenPart(lines, [], { parts: 3, part: 2 }, 'x')).toBe('split-mismatch');
    const second = partOf(settleEvenPart(marked, [first], { parts: 3, part: 2 }, 'p2'), 'p2', {
      method: 'card',
      cashCents: 0,
      cardCents: 2000,
      tipCents: 300,
    });
    expect(second).toMatchObject({ amountCents: 2000, lineIds: [], split: { id: 'p1', part: 2 } });
    const third = partOf(settleEvenPart(marked, [first, second], { parts: 3, part: 3 }, 'p3'), 'p3');
    expect(openSplit([first, second, third])).toBeNull();

    // Each part's ticket: the bill's lines for reference, the part's VAT and total; the tip apart.
    const order = { ...ORDER, lines: marked, payments: [first, second, third] };
    const ticket = buildTicket({ order, payment: second, organization: ORGANIZATION, location: LOCATION });
    expect(ticket.split).toEqual({ part: 2, parts: 3, billCents: 6000 });
    expect(ticket.totalCents).toBe(2000);
    expect(ticket.payment.tipCents).toBe(300);
    expect(ticket.vat.reduce((s, r) => s + r.grossCents, 0)).toBe(2000);
    const text = layoutText(layoutTicket(ticket, 48), 48);
    expect(text).toMatch(/Total de la cuenta\s+60,00\s€/);
    expect(text).toContain('Parte 2 de 3');
    expect(text).toMatch(/Propina\s+3,00\s€/);
    expect(text).toMatch(/Total tarjeta\s+23,00\s€/);
  });

  it('refuses a split into more parts than there are cents', () => {
    const cheap = [{ ...lines[0]!, unitPriceCents: 2, totalCents: 2 }];
    expect(settleEvenPart(cheap, [], { parts: 3, part: 1 }, 'p1')).toBe('split-too-small');
  });
});

describe('the pre-bill', () => {
  it('prints the order as it stands, with the diners and what was paid, and says it is not an invoice', () => {
    const order = {
      ...ORDER,
      lines: LINES,
      totals: computeTotals(LINES),
      paidCents: 2150,
      dueCents: 3850,
      diners: 4,
    };
    const preBill = buildPreBill({ order, organization: ORGANIZATION, location: LOCATION, at: ORDER_AT });
    expect(preBill).toMatchObject({ kind: 'preBill', table: 'Mesa 4', diners: 4, totalCents: 6000, dueCents: 3850 });
    const text = layoutText(layoutPreBill(preBill, 32), 32);
    expect(text).toContain('CUENTA');
    expect(text).toContain('Documento no válido como factura');
    expect(text).toContain('Comensales: 4');
    expect(text).toMatch(/Pendiente\s+38,50\s€/);
    expect(text).not.toContain('FACTURA SIMPLIFICADA');
    expect(text).not.toContain('Nº');
  });
});

const ORDER_AT = '2026-11-22T21:30:00.000Z';
