import { describe, expect, it } from 'vitest';
import { parseWith } from '../../platform/validation';
import { formatPhone, nationalPhone, normalizePhone, PHONE_MESSAGE, phoneQueryDigits } from './phone';
import { phoneSchema } from './phone-schemas';

describe('normalizePhone', () => {
  it('takes Spanish numbers however they are written', () => {
    for (const typed of [
      '600111222',
      '600 111 222',
      '600-11-12-22',
      '+34 600 111 222',
      '+34600111222',
      '0034 600 111 222',
      '(+34) 600.111.222',
      '34600111222',
    ])
      expect(normalizePhone(typed), typed).toBe('+34600111222');
    expect(normalizePhone('91 123 45 67')).toBe('+34911234567');
    expect(normalizePhone('928 12 34 56')).toBe('+34928123456');
  });

  it('takes other countries with their prefix', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 (212) 555-0123')).toBe('+12125550123');
    expect(normalizePhone('+351 912 345 678')).toBe('+351912345678');
  });

  it('refuses what is not a number', () => {
    for (const typed of [
      '',
      'abc',
      '12345',
      '600 111 22',
      '600 111 2222',
      '400111222',
      '+34 400 111 222',
      '+34 600 111 22',
      '612345678x',
      '+0 123 456 789',
      '+1234567890123456',
      '33612345678',
      '++34600111222',
    ])
      expect(normalizePhone(typed), typed).toBeNull();
  });
});

describe('phone display and search', () => {
  it('shows a Spanish number in groups, others with their prefix grouped from the end', () => {
    expect(formatPhone('+34600111222')).toBe('600 111 222');
    expect(formatPhone('+33612345678')).toBe('+33 612 345 678');
    expect(formatPhone('+12125550123')).toBe('+12 125 550 123');
    expect(nationalPhone('+34600111222')).toBe('600111222');
    expect(nationalPhone('+33612345678')).toBe('33612345678');
  });

  it('reads a phone-like query as its digits', () => {
    expect(phoneQueryDigits('600 111 222')).toBe('600111222');
    expect(phoneQueryDigits('+34 600')).toBe('34600');
    expect(phoneQueryDigits('Ana 600')).toBeUndefined();
    expect(phoneQueryDigits('60')).toBeUndefined();
  });
});

describe('phoneSchema', () => {
  it('stores E.164, keeps empty as none and refuses the rest in Spanish', () => {
    expect(parseWith(phoneSchema, ' 600 111 222 ')).toEqual({ success: true, data: '+34600111222' });
    expect(parseWith(phoneSchema, '')).toEqual({ success: true, data: '' });
    expect(parseWith(phoneSchema, undefined)).toEqual({ success: true, data: '' });
    expect(parseWith(phoneSchema, '12')).toEqual({ success: false, fields: { _: PHONE_MESSAGE } });
  });
});
