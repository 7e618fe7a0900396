import * as z from 'zod/mini';
import { dateKeySchema } from './date-key';
import { textSchema } from './text';

// Its own file (not schedule.ts): only the employee's form and the API need it, the other schedule screens not.

/** A period someone does not work (holidays, leave, a course), both days included. */
export const timeOffSchema = z.strictObject({
  from: dateKeySchema,
  to: dateKeySchema,
  note: z._default(textSchema(120), ''),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** An employee's periods off, each ending on or after it starts (the appointment book refuses bookings in them). */
export const timeOffListSchema = z._default(
  z.array(timeOffSchema).check(
    z.maxLength(60),
    z.superRefine((periods, ctx) => {
      periods.forEach((period, index) => {
        if (period.to < period.from)
          ctx.issues.push({
            code: 'custom',
            message: 'El último día va después del primero',
            path: [index, 'to'],
            input: period.to,
          });
      });
    }),
  ),
  [],
);
