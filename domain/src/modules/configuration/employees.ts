import * as z from 'zod/mini';
import { emailSchema } from '../../platform/identity/schemas';
import {
  documentIdSchema,
  idListSchema,
  optionalText,
  requiredText,
  type ResourceMeta,
} from '../../platform/resources';
import { weeklyScheduleSchema, type WeeklySchedule } from '../../platform/schedule';

/** Calendar colours offered for employees (bookings show each person's appointments in theirs). */
export const EMPLOYEE_COLORS = ['#1976d2', '#9c27b0', '#2e7d32', '#ed6c02', '#d32f2f', '#0097a7', '#5d4037', '#c2185b'];

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
  /** May authorise at the till with their PIN what staff may not do alone (encargado en caja: voids, cancelling). */
  mayAuthorize: z._default(z.boolean(), false),
  /** A new till PIN, hashed by the API; '' keeps the current one. */
  pin: z._default(z.union([z.literal(''), pinSchema]), ''),
});
export type EmployeeBody = z.input<typeof employeeBodySchema>;

export interface Employee extends ResourceMeta {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  locationIds: string[];
  active: boolean;
  color: string;
  memberUserId: string;
  workingHours: WeeklySchedule;
  /** Derived: hours a week of workingHours. */
  weeklyHours: number;
  mayAuthorize: boolean;
  /** Whether a till PIN is set (the PIN itself never leaves the server). */
  hasPin: boolean;
}
