import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  formatVoucherCode,
  isVoucherCode,
  normaliseCouponCode,
  normaliseVoucherCode,
  voucherCodeFrom,
} from './codes';

describe('voucher codes', () => {
  it('has 32 unambiguous characters', () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(CODE_ALPHABET).not.toContain(ambiguous);
  });

  it('draws 12 characters in groups of four and reads them back however typed', () => {
    const code = voucherCodeFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 33, 255, 100, 200, 17, 64]));
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(code.slice(0, 4)).toBe('ABCD');
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const normalised = normaliseVoucherCode(typed);
    expect(isVoucherCode(normalised)).toBe(true);
    expect(formatVoucherCode(normalised)).toBe(code);
    expect(isVoucherCode('ABCD0FGHJKLM')).toBe(false);
    expect(isVoucherCode('ABCD')).toBe(false);
  });

  it('refuses too few random bytes', () => {
    expect(() => voucherCodeFrom(new Uint8Array(4))).toThrow();
  });
});

describe('coupon codes', () => {
  it('are keyed case-insensitively', () => {
    expect(normaliseCouponCode(' verano10 ')).toBe(normaliseCouponCode('VERANO10'));
  });
});
