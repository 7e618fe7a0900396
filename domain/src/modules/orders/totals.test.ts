import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VAT_RATES } from '../../platform/money';
import { cashChange, computeTotals, ticketCode, type PricedLine } from './totals';

/** A sold line as the server prices it: a base price plus modifier deltas, times a quantity. */
const soldLine = fc
  .record({
    price: fc.integer({ min: 0, max: 50_000 }),
    deltas: fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 4 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    vatRate: fc.constantFrom(...VAT_RATES),
  })
  .map(({ price, deltas, quantity, vatRate }) => ({
    unitPriceCents: price + deltas.reduce((a, b) => a + b, 0),
    quantity,
    vatRate,
    deltas,
    price,
  }));
const discount = fc.record({
  unitPriceCents: fc.integer({ min: -2_000, max: -1 }),
  quantity: fc.constant(1),
  vatRate: fc.constantFrom(...VAT_RATES),
});

describe('order totals', () => {
  it('total = sum of lines with their modifiers, minus discounts; the VAT breakdown adds up to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(soldLine, { minLength: 1, maxLength: 30 }),
        fc.array(discount, { maxLength: 3 }),
        (lines, discounts) => {
          const all: PricedLine[] = [...lines, ...discounts];
          const totals = computeTotals(all);
          const expected =
            lines.reduce((sum, l) => sum + (l.price + l.deltas.reduce((a, b) => a + b, 0)) * l.quantity, 0) +
            discounts.reduce((sum, d) => sum + d.unitPriceCents, 0);
          expect(totals.totalCents).toBe(expected);
          expect(totals.vat.reduce((sum, row) => sum + row.grossCents, 0)).toBe(expected);
          for (const row of totals.vat) {
            const gross = all
              .filter((l) => l.vatRate === row.rate)
              .reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
            expect(row.grossCents).toBe(gross);
            expect(row.baseCents + row.vatCents).toBe(row.grossCents);
            expect(Number.isInteger(row.baseCents) && Number.isInteger(row.vatCents)).toBe(true);
            // The base is the gross without VAT, rounded to the nearest cent.
            expect(Math.abs(row.baseCents * (100 + row.rate) - row.grossCents * 100)).toBeLessThanOrEqual(
              (100 + row.rate) / 2,
            );
          }
          expect(new Set(totals.vat.map((row) => row.rate)).size).toBe(totals.vat.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('breaks a known bill down as a Spanish ticket does', () => {
    const totals = computeTotals([
      { unitPriceCents: 1850, quantity: 2, vatRate: 10 },
      { unitPriceCents: 250, quantity: 3, vatRate: 21 },
      { unitPriceCents: -500, quantity: 1, vatRate: 10 },
    ]);
    expect(totals).toEqual({
      totalCents: 3950,
      vat: [
        { rate: 21, baseCents: 620, vatCents: 130, grossCents: 750 },
        { rate: 10, baseCents: 2909, vatCents: 291, grossCents: 3200 },
      ],
    });
  });

  it('gives change only when the cash covers the amount, and pads ticket numbers', () => {
    expect(cashChange(3950, 5000)).toBe(1050);
    expect(cashChange(3950, 3000)).toBeUndefined();
    expect(ticketCode('C1', 123)).toBe('C1-000123');
  });
});
