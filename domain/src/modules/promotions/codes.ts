import { formatCents } from '../../platform/money';

/**
 * Codes of promotions. A voucher's code is a bearer secret (whoever has it spends it), so it is random and long
 * enough not to be guessed: 12 characters of a 32-character alphabet (60 bits) from a cryptographic source. The
 * alphabet leaves out what reads ambiguously on a printed ticket or over the phone (0/O, 1/I); with 32 characters a
 * random byte modulo 32 picks each one without bias.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_LENGTH = 12;

/** A voucher code from random bytes (at least VOUCHER_CODE_LENGTH of them), shown in groups: 'K7QM-X2RB-9HTE'. */
export function voucherCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < VOUCHER_CODE_LENGTH) throw new Error('Not enough random bytes for a voucher code');
  const chars = Array.from(bytes.subarray(0, VOUCHER_CODE_LENGTH), (byte) => CODE_ALPHABET[byte % 32]!);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/**
 * A voucher code as typed at the till: case, spaces and dashes do not matter, and the characters left out of the
 * alphabet are read as the ones they look like (O as 0 is not in the alphabet either: 'O' and '0' stay invalid).
 */
export function normaliseVoucherCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a normalised text has the shape of a voucher code (a lookup answers 404 without reading otherwise). */
export function isVoucherCode(normalised: string): boolean {
  return normalised.length === VOUCHER_CODE_LENGTH && [...normalised].every((c) => CODE_ALPHABET.includes(c));
}

/** A voucher code in its printed groups, from its normalised form. */
export const formatVoucherCode = (normalised: string) =>
  normalised.length === VOUCHER_CODE_LENGTH ? normalised.match(/.{4}/g)!.join('-') : normalised;

/**
 * A coupon code as its key: coupons are chosen by people ('VERANO10') and typed by customers, so they are unique in
 * the organization case-insensitively and regardless of surrounding spaces.
 */
export function normaliseCouponCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The document id of a code in promotionCodes: one namespace for vouchers and coupons, never colliding. */
export const codeKey = (kind: 'voucher' | 'coupon', normalised: string) => `${kind}-${normalised}`;

/** The client's timeline entry of a voucher issued to them: 'Bono regalo K7QM-X2RB-9HTE · 50,00 €'. */
export const voucherIssuedSummary = (code: string, cents: number) => `Bono regalo ${code} · ${formatCents(cents)}`;
