import * as z from 'zod/mini';
import { eurosToCents } from '../../../platform/money';
import { eurosSchema } from '../../../platform/money-schemas';
import { countSchema } from '../../../platform/resources';

/** Euro notes and coins, in cents, largest first: what a till drawer holds and a count lists. */
export const EURO_DENOMINATIONS = [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof EURO_DENOMINATIONS)[number];

/** Notes are worth 5 € or more; the rest are coins. */
export const isNote = (cents: Denomination) => cents >= 500;

const denominationSchema = z.union(
  EURO_DENOMINATIONS.map((cents) => z.literal(cents)) as unknown as [z.ZodMiniLiteral<Denomination>],
);

/**
 * A cash count as the till sends it: how many of each note and coin (`denominations`), or one amount counted by
 * other means (`amount`, in euros). Exactly one of the two.
 */
export const cashCountSchema = z.union([
  z.strictObject({ amount: eurosSchema }),
  z.strictObject({
    denominations: z.array(z.strictObject({ cents: denominationSchema, count: countSchema(0, 99_999) })).check(
      z.maxLength(EURO_DENOMINATIONS.length),
      z.refine((rows) => new Set(rows.map((r) => r.cents)).size === rows.length, 'Hay billetes o monedas repetidos'),
    ),
  }),
]);
export type CashCountBody = z.infer<typeof cashCountSchema>;

/** A count as stored and reported: its total, and the notes and coins when it was counted by denomination. */
export interface CashCount {
  countedCents: number;
  denominations: { cents: Denomination; count: number }[] | null;
}

/** The total of a count in integer cents (count x value per denomination; no rounding anywhere). */
export function cashCountOf(body: CashCountBody): CashCount {
  if ('amount' in body) return { countedCents: eurosToCents(body.amount), denominations: null };
  const denominations = [...body.denominations].filter((d) => d.count > 0).sort((a, b) => b.cents - a.cents);
  return { countedCents: denominations.reduce((sum, d) => sum + d.cents * d.count, 0), denominations };
}

/** What the drawer should hold: float + cash sales - cash refunds + cash in - cash out (all integer cents). */
export function expectedCash(cash: {
  floatCents: number;
  salesCents: number;
  refundsCents: number;
  inCents: number;
  outCents: number;
}): number {
  return cash.floatCents + cash.salesCents - cash.refundsCents + cash.inCents - cash.outCents;
}
