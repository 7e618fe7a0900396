import { describe, expect, it } from 'vitest';
import { isValidSpanishTaxId, normalizeTaxId } from './tax-id';

describe('normalizeTaxId', () => {
  it('uppercases and strips spaces, hyphens and dots', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expect(normalizeTaxId('b-1234 567.4')).toBe('B12345674');
    expect(normalizeTaxId('x1234567l')).toBe('X1234567L');
  });
});

describe('isValidSpanishTaxId', () => {
  describe('NIF (DNI)', () => {
    it.each(['12345678Z', '00000000T', '87654321X'])('accepts %s', (value) => {
      expect(isValidSpanishTaxId(value)).toBe(true);
    });

    it.each(['12345678A', '1234567Z', '123456789Z', '12345678', 'A2345678Z'])('rejects %s', (value) => {
      expect(isValidSpanishTaxId(value)).toBe(false);
    });
  });

  describe('NIE', () => {
    it.each(['X1234567L', 'Y1234567X', 'Z1234567R'])('accepts %s', (value) => {
      expect(isValidSpanishTaxId(value)).toBe(true);
    });

    it.each(['X1234567A', 'Y1234567L', 'Z1234567X', 'X123456L', 'W1234567L'])('rejects %s', (value) => {
      expect(isValidSpanishTaxId(value)).toBe(false);
    });
  });

  describe('CIF', () => {
    // All four examples of the brief hold under the rule; none needed correcting.
    it.each(['B12345674', 'A58818501', 'Q2826000H', 'P0800000B'])('accepts %s', (value) => {
      expect(isValidSpanishTaxId(value)).toBe(true);
    });

    it('accepts a digit or a letter for the kinds that allow either', () => {
      // Digits 1234567 give control digit 4, control letter D.
      expect(isValidSpanishTaxId('C12345674')).toBe(true);
      expect(isValidSpanishTaxId('C1234567D')).toBe(true);
      expect(isValidSpanishTaxId('J12345674')).toBe(true);
      expect(isValidSpanishTaxId('J1234567D')).toBe(true);
    });

    it('requires the digit for A, B, E and H', () => {
      expect(isValidSpanishTaxId('B1234567D')).toBe(false);
      expect(isValidSpanishTaxId('A5881850A')).toBe(false);
      expect(isValidSpanishTaxId('E12345674')).toBe(true);
      expect(isValidSpanishTaxId('H12345674')).toBe(true);
    });

    it('requires the letter for N, P, Q, R, S and W', () => {
      expect(isValidSpanishTaxId('Q28260008')).toBe(false);
      expect(isValidSpanishTaxId('P08000002')).toBe(false);
      expect(isValidSpanishTaxId('N1234567D')).toBe(true);
      expect(isValidSpanishTaxId('N12345674')).toBe(false);
      expect(isValidSpanishTaxId('W1234567D')).toBe(true);
    });

    it.each(['B12345675', 'A58818502', 'Q2826000J', 'P0800000A', 'C1234567E', 'I12345674', 'B1234567', 'B123456740'])(
      'rejects %s',
      (value) => {
        expect(isValidSpanishTaxId(value)).toBe(false);
      },
    );
  });

  it.each(['12345678z', ' 12345678 Z ', '12.345.678-Z', 'x-1234567-l', 'y 1234567 x', 'b-12345674', 'q.2826000.h'])(
    'normalizes %j before checking',
    (value) => {
      expect(isValidSpanishTaxId(value)).toBe(true);
    },
  );

  it.each(['', 'ABC', '123', '   ', '---', '12345678Z0', 'ZZZZZZZZZ'])('rejects garbage %j', (value) => {
    expect(isValidSpanishTaxId(value)).toBe(false);
  });
});
