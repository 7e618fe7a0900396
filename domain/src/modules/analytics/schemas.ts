import * as z from 'zod/mini';
import { dateKeySchema } from '../../platform/date-key';
import { GRANULARITIES, MAX_RANGE_DAYS, rangeDays } from './ranges';

/**
 * GET .../analytics[/modules/{crm|restaurant}]?from=&to=&locationId=&granularity=: the range (both days included,
 * at most MAX_RANGE_DAYS), one location or all (absent), and how the series is grouped (default 'day').
 */
export const analyticsQuerySchema = z
  .object({
    from: dateKeySchema,
    to: dateKeySchema,
    locationId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    granularity: z._default(z.enum(GRANULARITIES), 'day'),
  })
  .check(
    z.refine((query) => query.from <= query.to, {
      message: 'La fecha de inicio no puede ser posterior a la de fin',
      path: ['to'],
    }),
    z.refine((query) => query.from > query.to || rangeDays(query) <= MAX_RANGE_DAYS, {
      message: 'El periodo no puede pasar de dos años',
      path: ['to'],
    }),
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
