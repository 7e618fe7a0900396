import * as z from 'zod/mini';
import { ROLES } from '../roles';
import { textSchema, wellFormed } from '../text';

import {
  EMAIL_PATTERN,
  INVALID_EMAIL_MESSAGE,
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
} from './messages';

/** A person's first or last name. */
export const personNameSchema = textSchema(80, 1);

export const emailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL_MESSAGE })
  .check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH));

export const passwordSchema = z
  .string()
  .check(wellFormed(), z.minLength(MIN_PASSWORD_LENGTH, WEAK_PASSWORD_MESSAGE), z.maxLength(128));

/** POST /api/auth/register. The uid and e-mail must be the verified token's. */
export const registerBodySchema = z.strictObject({
  firebaseUid: z.string().check(z.minLength(1), z.maxLength(128)),
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** PUT /api/auth/me: what a user may change of their own profile. */
export const profileBodySchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** An organization the user belongs to, with their role in it (read from memberships). */
export const userOrganizationSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type UserOrganization = z.infer<typeof userOrganizationSchema>;

/** The user as the API returns it (`GET /api/auth/me`, `POST /api/auth/register`). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  organizations: z.array(userOrganizationSchema),
});
export type User = z.infer<typeof userSchema>;

/**
 * Login form (client only): the password is checked by the provider, so only its presence is required here. The
 * platform's login page checks the same without zod (loginFormErrors); the administrators' one uses this.
 */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1)),
});

/** Registration form (client only). */
export const registerFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});

/** Forgot-password form (client only). */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** Both typings of a new password must match (checked even while the password itself is still too short). */
const passwordsMatch = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  message: PASSWORDS_DIFFER_MESSAGE,
  path: ['confirm'],
  when: () => true,
});

/** A new password typed twice: the reset-password form. */
export const newPasswordFormSchema = z.object({ password: passwordSchema, confirm: z.string() }).check(passwordsMatch);

/** Change-password form of /user/settings: the current password proves it is really the user. */
export const changePasswordFormSchema = z
  .object({ current: z.string().check(z.minLength(1)), password: passwordSchema, confirm: z.string() })
  .check(passwordsMatch);
