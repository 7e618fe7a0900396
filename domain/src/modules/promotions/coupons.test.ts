import { describe, expect, it } from 'vitest';
import { parseWith } from '../../platform/validation';
import { couponBodySchema, couponFieldsOf, priceCoupon, type CouponFields } from './coupons';

const coupon = (fields: Partial<CouponFields> = {}): CouponFields => ({
  code: 'VERANO10',
  name: '',
  type: 'percentage',
  percent: 10,
  amountCents: 0,
  validFrom: null,
  validTo: null,
  maxUses: 0,
  maxUsesPerClient: 0,
  minimumCents: 0,
  modules: [],
  itemIds: [],
  active: true,
  ...fields,
});
const cart = {
  module: 'restaurant' as const,
  lines: [
    { refId: 'd1', totalCents: 2000 },
    { refId: 'd2', totalCents: 1050 },
  ],
  clientId: null,
  today: '2026-07-01',
};
const none = { total: 0, byClient: 0 };

describe('couponBodySchema', () => {
  it('keeps the code upper-case and refuses a bad percentage, dates out of order', () => {
    const parsed = parseWith(couponBodySchema, { code: ' verano10 ', type: 'percentage', value: 10 });
    expect(parsed).toMatchObject({ success: true, data: { code: 'VERANO10' } });
    if (parsed.success)
      expect(couponFieldsOf(parsed.data)).toMatchObject({ percent: 10, amountCents: 0, minimumCents: 0 });
    expect(
      parseWith(couponBodySchema, {
        code: 'X',
        type: 'percentage',
        value: 120,
        validFrom: '2026-02-01',
        validTo: '2026-01-01',
      }),
    ).toEqual({
      success: false,
      fields: {
        code: 'El código lleva de 3 a 30 letras, números o guiones',
        value: 'El porcentaje va de 1 a 100',
        validTo: 'La fecha final es anterior a la inicial',
      },
    });
  });
});

describe('priceCoupon', () => {
  it('takes a percentage of the lines it applies to, a fixed amount at most their total', () => {
    expect(priceCoupon(coupon(), none, cart)).toEqual({ discountCents: 305 });
    expect(priceCoupon(coupon({ itemIds: ['d2'] }), none, cart)).toEqual({ discountCents: 105 });
    expect(priceCoupon(coupon({ type: 'fixed', percent: 0, amountCents: 500 }), none, cart)).toEqual({
      discountCents: 500,
    });
    expect(priceCoupon(coupon({ type: 'fixed', percent: 0, amountCents: 5000, itemIds: ['d2'] }), none, cart)).toEqual({
      discountCents: 1050,
    });
  });

  it('says why it does not apply', () => {
    expect(priceCoupon(coupon({ validTo: '2026-06-30' }), none, cart)).toBe('coupon-expired');
    expect(priceCoupon(coupon({ validFrom: '2026-07-02' }), none, cart)).toBe('coupon-expired');
    expect(priceCoupon(coupon({ maxUses: 5 }), { total: 5, byClient: 0 }, cart)).toBe('coupon-exhausted');
    expect(priceCoupon(coupon({ maxUsesPerClient: 1 }), { total: 1, byClient: 1 }, { ...cart, clientId: 'c' })).toBe(
      'coupon-exhausted',
    );
    expect(priceCoupon(coupon({ maxUsesPerClient: 1 }), none, cart)).toBe('coupon-not-applicable');
    expect(priceCoupon(coupon({ modules: ['beauty'] }), none, cart)).toBe('coupon-not-applicable');
    expect(priceCoupon(coupon({ itemIds: ['other'] }), none, cart)).toBe('coupon-not-applicable');
    expect(priceCoupon(coupon({ minimumCents: 4000 }), none, cart)).toBe('coupon-under-minimum');
    expect(priceCoupon(coupon({ active: false }), none, cart)).toBe('coupon-not-found');
  });
});
