import type { VatRate } from '../../platform/money';

/** What totals need of a line: its VAT-inclusive unit price (modifiers included) and quantity. */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  vatRate: VatRate;
}

export interface VatBreakdownRow {
  rate: VatRate;
  /** Taxable base, VAT and their sum (the gross of the lines at this rate), in cents. */
  baseCents: number;
  vatCents: number;
  grossCents: number;
}

export interface Totals {
  totalCents: number;
  vat: VatBreakdownRow[];
}

export const lineTotalCents = (line: PricedLine) => line.unitPriceCents * line.quantity;

/**
 * Totals of VAT-inclusive lines (discount lines are negative), with the VAT breakdown per rate as a Spanish
 * 'factura simplificada' shows it: per rate, base = round(gross / (1 + rate)), VAT = gross - base, so that base + VAT
 * is the gross of that rate to the cent and the rates add up to the total. Integer cents throughout.
 */
export function computeTotals(lines: readonly PricedLine[]): Totals {
  const gross = new Map<VatRate, number>();
  for (const line of lines) gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) + lineTotalCents(line));
  const vat = [...gross.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, grossCents]) => {
      const baseCents = Math.round((grossCents * 100) / (100 + rate));
      return { rate, baseCents, vatCents: grossCents - baseCents, grossCents };
    });
  return { totalCents: vat.reduce((sum, row) => sum + row.grossCents, 0), vat };
}

/** Change for a cash payment, or undefined when the cash tendered does not cover the amount. */
export function cashChange(amountCents: number, tenderedCents: number): number | undefined {
  return tenderedCents >= amountCents ? tenderedCents - amountCents : undefined;
}

/** Ticket numbers are shown zero-padded after their series: ('C1', 123) -> 'C1-000123'. */
export function ticketCode(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, '0')}`;
}
