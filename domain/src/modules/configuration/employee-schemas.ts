import * as z from 'zod/mini';
import { emailSchema } from '../../platform/identity/schemas';
import { documentIdSchema, idListSchema, optionalText, requiredText } from '../../platform/resources';
import { weeklyScheduleSchema } from '../../platform/schedule';
import { timeOffListSchema } from '../../platform/time-off';
import { EMPLOYEE_COLORS } from './employees';

/* An employee's request schemas (see employees.ts). */

/** A till PIN: four digits, stored only as a scrypt hash (never answered by the API). */
export const pinSchema = z.string().check(z.regex(/^\d{4}$/, 'El PIN son 4 cifras'));

/** PUT /api/organizations/{id}/configuration/employees/{employeeId}/pin (encargados). */
export const employeePinBodySchema = z.strictObject({ pin: pinSchema });

/** POST and PUT /api/organizations/{id}/configuration/employees. */
export const employeeBodySchema = z.strictObject({
  firstName: requiredText(60),
  lastName: optionalText(80),
  email: z._default(z.union([z.literal(''), emailSchema]), ''),
  phone: optionalText(30),
  position: optionalText(60),
  locationIds: idListSchema(50),
  active: z._default(z.boolean(), true),
  color: z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'El color no es válido')), EMPLOYEE_COLORS[0]!),
  /** The member account of this person, when they sign in to the platform. */
  memberUserId: z._default(z.union([z.literal(''), documentIdSchema]), ''),
  workingHours: weeklyScheduleSchema,
  /** Holidays and leave: the appointment book books nobody on them. */
  timeOff: timeOffListSchema,
  /** May authorise at the till with their PIN what staff may not do alone (encargado en caja: voids, cancelling). */
  mayAuthorize: z._default(z.boolean(), false),
  /** A new till PIN, hashed by the API; '' keeps the current one. */
  pin: z._default(z.union([z.literal(''), pinSchema]), ''),
});
export type EmployeeBody = z.input<typeof employeeBodySchema>;
