import { describe, expect, it } from 'vitest';
import { centsToInput, eurosToCents, formatCents, isEuroAmount } from './money';
import { eurosSchema } from './money-schemas';
import { parseWith } from './validation';

describe('euro amounts', () => {
  it.each(['0', '12', '12,5', '12.50', ' 3,99 ', 0, 12.5, 0.29, 100000])('accepts %j', (value) => {
    expect(isEuroAmount(value)).toBe(true);
  });

  it.each(['-3', 'abc', '1.999', '1,999', '', '1e3', '12,', ',5', -3, 1.999, Number.NaN, 100000.01])(
    'refuses %j',
    (value) => {
      expect(isEuroAmount(value)).toBe(false);
    },
  );

  it('converts to cents exactly, with no floating-point drift', () => {
    expect(eurosToCents('12,5')).toBe(1250);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(1.1)).toBe(110);
    expect(eurosToCents('0.07')).toBe(7);
    expect(eurosToCents(19.99)).toBe(1999);
    for (let cents = 0; cents < 3000; cents++) expect(eurosToCents(cents / 100)).toBe(cents);
  });

  it('formats cents for inputs and for reading', () => {
    expect(centsToInput(1250)).toBe('12,50');
    expect(centsToInput(7)).toBe('0,07');
    expect(formatCents(1250)).toBe('12,50 €');
    expect(formatCents(-500)).toBe('-5,00 €');
  });

  it('answers the Spanish message for a bad price', () => {
    const result = parseWith(eurosSchema, '-3');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fields._).toMatch(/importe en euros/);
  });
});
