/** Largest price a catalogue accepts, in euros: a typo guard, not a business rule. */
export const MAX_PRICE_EUROS = 100_000;

// Digits, then an optional decimal part of one or two digits after a comma or a dot ('12', '12,5', '12.50').
const EUROS_PATTERN = /^\d{1,9}(?:[.,]\d{1,2})?$/;

const asText = (value: number | string) => (typeof value === 'number' ? String(value) : value.trim());

/**
 * Whether a value is a price in euros as a person writes it: non-negative, at most two decimals. Numbers are
 * checked through their shortest decimal form, so 1.999 and 1e-7 are refused like the strings '1,999' and 'abc'.
 */
export function isEuroAmount(value: number | string): boolean {
  const text = asText(value);
  return EUROS_PATTERN.test(text) && Number(text.replace(',', '.')) <= MAX_PRICE_EUROS;
}

/**
 * Euros to integer cents without floating-point arithmetic: '12,5' -> 1250, 0.29 -> 29. Only for values that
 * passed isEuroAmount.
 */
export function eurosToCents(value: number | string): number {
  const [units = '0', decimals = ''] = asText(value).replace(',', '.').split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents to the text an input shows for editing: 1250 -> '12,50'. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/**
 * Cents to the amount people read: 1250 -> '12,50 €'. With plain spaces (Intl puts a no-break space before '€'),
 * so the same text prints on a thermal ticket.
 */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** VAT rates of Spain: general, reduced (hospitality), super-reduced and exempt. */
export const VAT_RATES = [21, 10, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
