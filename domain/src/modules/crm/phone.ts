// The phone's schema is in phone-schemas.ts: screens that only show or search numbers load no zod.

export const PHONE_MESSAGE = 'El teléfono no es válido: 9 cifras, o con su prefijo si no es español (+33 …)';

const SPAIN = '34';
/** A Spanish number: 9 digits, the first 5-9 (6 and 7 mobiles, 8 and 9 landlines, 5 corporate). */
const SPANISH_NATIONAL = /^[5-9]\d{8}$/;
/** E.164 allows 15 digits with the country code; the shortest numbers in use have 7. */
const INTERNATIONAL = /^[1-9]\d{6,14}$/;
/** What people write between digits: spaces, dots, hyphens, slashes and parentheses. */
const SEPARATORS = /[\s.\-/()]/g;

/**
 * A phone number as typed, in E.164 ('+34600111222'), or null when it is not a number. A Spanish number needs no
 * prefix ('600 11 12 22', '+34 600-111-222', '0034 600111222', and '34600111222' as a spreadsheet leaves it once
 * the '+' is lost); any other country's needs its prefix, with '+' or '00'. Without a numbering plan per country,
 * a foreign number is checked for its shape only.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const international = /^(\+|00)/.exec(compact);
  const digits = international ? compact.slice(international[0].length) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (SPANISH_NATIONAL.test(digits) && !international) return `+${SPAIN}${digits}`;
  if (digits.startsWith(SPAIN) && (international || digits.length === 11)) {
    const national = digits.slice(SPAIN.length);
    return SPANISH_NATIONAL.test(national) ? `+${SPAIN}${national}` : null;
  }
  return international && INTERNATIONAL.test(digits) ? `+${digits}` : null;
}

/** The number to search and show without its prefix: a Spanish number's 9 digits, else the E.164 digits. */
export function nationalPhone(e164: string): string {
  return e164.startsWith(`+${SPAIN}`) ? e164.slice(SPAIN.length + 1) : e164.slice(1);
}

/**
 * A stored number as people read it: a Spanish one in groups without its prefix ('600 111 222'), another country's
 * with its prefix and the digits grouped by three from the end ('+33 612 345 678'). Spreadsheets keep both as text.
 */
export function formatPhone(e164: string): string {
  const national = nationalPhone(e164);
  const groups = national.match(/\d{1,3}(?=(\d{3})*$)/g) ?? [national];
  return e164.startsWith(`+${SPAIN}`) ? groups.join(' ') : `+${groups.join(' ')}`;
}

/** A query that looks like a phone number ('600 111 222', '+34 600'): its digits, to search the stored numbers. */
export function phoneQueryDigits(query: string): string | undefined {
  const trimmed = query.trim();
  if (!/^\+?[\d\s.\-/()]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}
