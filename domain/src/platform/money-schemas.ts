import * as z from 'zod/mini';
import { isEuroAmount, MAX_PRICE_EUROS, VAT_RATES, type VatRate } from './money';

// The schemas of money apart from its formatting (money.ts): screens that only show amounts load no zod.

/** A price in euros in a request body (number or text with comma or dot); services store it as cents. */
export const eurosSchema = z
  .union([z.number(), z.string()])
  .check(
    z.refine(
      isEuroAmount,
      `Escribe un importe en euros, sin signo negativo y con dos decimales como máximo (hasta ${MAX_PRICE_EUROS} €)`,
    ),
  );
export type Euros = z.infer<typeof eurosSchema>;

export const vatRateSchema = z.union(VAT_RATES.map((rate) => z.literal(rate)) as [z.ZodMiniLiteral<VatRate>]);
