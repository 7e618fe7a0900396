import type { VatRate } from '../../platform/money';

/** What totals need of a line: its VAT-inclusive unit price (modifiers included), quantity, rate and kind. */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  vatRate: VatRate;
  /** 'discount' lines are negative and carry no rate of their own: they reduce the other lines' bases. */
  kind?: string;
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
  /** The discount taken off the lines (positive cents; 0 without discount). */
  discountCents: number;
  /**
   * Issue 17: gift vouchers sold (multi-purpose vouchers: not a supply, no VAT until redeemed), in the total but in
   * no VAT row, and never discounted. Absent when there are none.
   */
  notSubjectCents?: number;
}

export const lineTotalCents = (line: Pick<PricedLine, 'unitPriceCents' | 'quantity'>) =>
  line.unitPriceCents * line.quantity;
export const isDiscount = (line: { kind?: string }) => line.kind === 'discount';
/**
 * Issue 17: a gift voucher sold as a line. A multi-purpose voucher (bono polivalente) is not subject to VAT when sold:
 * VAT is due on what it pays for later. So it is outside every VAT row (`notSubjectCents`), and no discount or coupon
 * reduces it (it is money, not goods).
 */
export const isVoucherSale = (line: { kind?: string }) => line.kind === 'voucher';
/** What a discount may take from a line (a share in proportion to it): nothing from a voucher sold. */
export const discountableCents = (line: Pick<PricedLine, 'unitPriceCents' | 'quantity'> & { kind?: string }) =>
  isVoucherSale(line) ? 0 : lineTotalCents(line);

/**
 * Shares `total` out over `weights` in proportion, in whole cents that add up to `total` exactly (largest remainder;
 * ties go to the earlier weight). All weights 0: everything on the first. Used to spread a discount over lines.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Totals of VAT-inclusive lines with the VAT breakdown per rate as a Spanish 'factura simplificada' shows it. Discount
 * lines reduce the other lines' gross in proportion (so a discount lowers the bases rate by rate, never printing a
 * rate no line has); then, per rate, base = round(gross / (1 + rate)), VAT = gross - base, so that base + VAT is the
 * gross of that rate to the cent and the rates add up to the total. Integer cents throughout.
 */
export function computeTotals(lines: readonly PricedLine[]): Totals {
  const goods = lines.filter((line) => !isDiscount(line) && !isVoucherSale(line));
  const discountCents = lines.filter(isDiscount).reduce((sum, line) => sum - lineTotalCents(line), 0);
  const notSubjectCents = lines.filter(isVoucherSale).reduce((sum, line) => sum + lineTotalCents(line), 0);
  const shares = allocateCents(discountCents, goods.map(lineTotalCents));
  const gross = new Map<VatRate, number>();
  goods.forEach((line, i) =>
    gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) + lineTotalCents(line) - shares[i]!),
  );
  const vat = vatRows(gross);
  return {
    totalCents: vat.reduce((sum, row) => sum + row.grossCents, 0) + notSubjectCents,
    vat,
    discountCents,
    ...(notSubjectCents !== 0 ? { notSubjectCents } : {}),
  };
}

/** The VAT breakdown of a gross amount per rate: base = round(gross / (1 + rate)), VAT = gross - base. */
export function vatRows(grossByRate: ReadonlyMap<VatRate, number>): VatBreakdownRow[] {
  return [...grossByRate.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, grossCents]) => {
      const baseCents = Math.round((grossCents * 100) / (100 + rate));
      return { rate, baseCents, vatCents: grossCents - baseCents, grossCents };
    });
}

/** Change for a cash payment, or undefined when the cash tendered does not cover the amount. */
export function cashChange(amountCents: number, tenderedCents: number): number | undefined {
  return tenderedCents >= amountCents ? tenderedCents - amountCents : undefined;
}

/**
 * Ticket numbers are shown zero-padded after their series: ('C1', 123) -> 'C1-000123'. Rectifying tickets (refunds)
 * have a series of their own per location, numbered apart: ('C1', 7, true) -> 'C1-R000007'.
 */
export function ticketCode(series: string, number: number, rectifying = false): string {
  return `${series}-${rectifying ? 'R' : ''}${String(number).padStart(6, '0')}`;
}
