import * as z from 'zod/mini';
import { listQuerySchema } from '../../../platform/admin/schemas';
import { dateKeySchema } from '../../../platform/schedule';
import { DEVICE_SERIES } from '../series';

/** A chain is a series counter: a location's series ('B') or a till device's ('B-2'). */
const chainSchema = z
  .string()
  .check(z.refine((v) => /^[A-Z0-9]{1,6}$/.test(v) || DEVICE_SERIES.test(v), 'La serie no es válida'));

/**
 * GET .../verifactu/records: one chain's records in their order (`chain`), or a period's (`from`, `to`, by day),
 * never both at once (a chain's records of a period would need a composite index; the chain is what is checked,
 * the period what a gestor asks for).
 */
export const billingRecordListQuerySchema = z
  .extend(listQuerySchema, {
    chain: z.optional(chainSchema),
    from: z.optional(dateKeySchema),
    to: z.optional(dateKeySchema),
  })
  .check(
    z.refine((q) => !(q.chain && (q.from || q.to)), {
      message: 'Filtra por serie o por periodo, no por los dos',
      path: ['chain'],
    }),
  );
export type BillingRecordListQuery = z.infer<typeof billingRecordListQuerySchema>;

export const billingChainParamsSchema = z.strictObject({ chain: chainSchema });

/** GET .../verifactu/chains: every chain of the organization and its head. */
export interface BillingChain {
  chain: string;
  /** A till device's location; null for a location's own series (its counter does not name it). */
  locationId: string | null;
  records: number;
  fingerprint: string;
}
