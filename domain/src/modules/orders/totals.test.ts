import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VAT_RATES } from '../../platform/money';
import { allocateCents, cashChange, computeTotals, ticketCode, type PricedLine } from './totals';

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
  kind: fc.constant('discount'),
  unitPriceCents: fc.integer({ min: -2_000, max: -1 }),
  quantity: fc.constant(1),
  vatRate: fc.constant(0 as const),
});

describe('order totals', () => {
  it('total = sum of lines minus discounts; discounts lower the bases rate by rate; the breakdown adds up', () => {
    fc.assert(
      fc.property(
        fc.array(soldLine, { minLength: 1, maxLength: 30 }),
        fc.array(discount, { maxLength: 3 }),
        (lines, discounts) => {
          const goods = lines.reduce((sum, l) => sum + (l.price + l.deltas.reduce((a, b) => a + b, 0)) * l.quantity, 0);
          const off = discounts.reduce((sum, d) => sum - d.unitPriceCents, 0);
          fc.pre(off <= goods); // the sales core caps discounts at what is due
          const all: PricedLine[] = [...lines, ...discounts];
          const totals = computeTotals(all);
          expect(totals.totalCents).toBe(goods - off);
          expect(totals.discountCents).toBe(off);
          expect(totals.vat.reduce((sum, row) => sum + row.grossCents, 0)).toBe(goods - off);
          for (const row of totals.vat) {
            const gross = lines
              .filter((l) => l.vatRate === row.rate)
              .reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
            // No rate appears that no line has, and a discount never makes a rate negative.
            expect(row.grossCents).toBeGreaterThanOrEqual(0);
            expect(row.grossCents).toBeLessThanOrEqual(gross);
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

  it('shares an amount out in proportion, in whole cents that add up exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (weights, seed) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = sum === 0 ? 0 : seed % (sum + 1);
          const shares = allocateCents(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            if (sum > 0) expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
    expect(allocateCents(600, [2150, 1700, 750, 1400])).toEqual([215, 170, 75, 140]);
  });

  it('breaks a known bill down as a Spanish ticket does', () => {
    const totals = computeTotals([
      { unitPriceCents: 1850, quantity: 2, vatRate: 10 },
      { unitPriceCents: 250, quantity: 3, vatRate: 21 },
      { kind: 'discount', unitPriceCents: -500, quantity: 1, vatRate: 0 },
    ]);
    // 500 off 4450 of goods: 416 off the 3700 at 10 %, 84 off the 750 at 21 %.
    expect(totals).toEqual({
      totalCents: 3950,
      discountCents: 500,
      vat: [
        { rate: 21, baseCents: 550, vatCents: 116, grossCents: 666 },
        { rate: 10, baseCents: 2985, vatCents: 299, grossCents: 3284 },
      ],
    });
  });

  it('gives change only when the cash covers the amount, and pads ticket numbers', () => {
    expect(cashChange(3950, 5000)).toBe(1050);
    expect(cashChange(3950, 3000)).toBeUndefined();
    expect(ticketCode('C1', 123)).toBe('C1-000123');
  });
});

describe('a gift voucher sold (issue 17)', () => {
  const food: PricedLine = { unitPriceCents: 2200, quantity: 1, vatRate: 10 };
  const voucher: PricedLine = { kind: 'voucher', unitPriceCents: 5000, quantity: 1, vatRate: 0 };
  it('is in the total but in no VAT row, and no discount reduces it', () => {
    expect(computeTotals([food, voucher])).toEqual({
      totalCents: 7200,
      vat: [{ rate: 10, baseCents: 2000, vatCents: 200, grossCents: 2200 }],
      discountCents: 0,
      notSubjectCents: 5000,
    });
    const discounted = computeTotals([
      food,
      voucher,
      { kind: 'discount', unitPriceCents: -220, quantity: 1, vatRate: 0 },
    ]);
    expect(discounted.vat).toEqual([{ rate: 10, baseCents: 1800, vatCents: 180, grossCents: 1980 }]);
    expect(discounted).toMatchObject({ totalCents: 6980, notSubjectCents: 5000 });
  });
  it('leaves the totals of orders without one as they were (no field)', () => {
    expect(computeTotals([food])).not.toHaveProperty('notSubjectCents');
  });
});
