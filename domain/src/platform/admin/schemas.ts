import * as z from 'zod/mini';
import { emailSchema, passwordSchema } from '../identity/schemas';
import type { UserOrganization } from '../identity/schemas';

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** POST /api/users: an administrator creates an account (Auth) and its product record. */
export const createUserBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: personName,
  lastName: personName,
  platformAdmin: z.optional(z.boolean()),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** PUT /api/users/{id}: what an administrator may change of an account. */
export const updateUserBodySchema = z.strictObject({
  email: z.optional(emailSchema),
  firstName: z.optional(personName),
  lastName: z.optional(personName),
  disabled: z.optional(z.boolean()),
  platformAdmin: z.optional(z.boolean()),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /api/users/{id}/reset-password (spec section 7). */
export const resetPasswordBodySchema = z.strictObject({ newPassword: passwordSchema });

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** Query of a paged, searchable admin list: `?q=&page=&pageSize=` (strings in a URL). */
export const listQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX))),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** An account as administrators see it. */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  platformAdmin: boolean;
  disabled: boolean;
  createdAt: string;
  organizations: UserOrganization[];
}

/** One line of the audit log: who did what to which target, and when. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { uid: string; email: string | null };
  action: string;
  target: { type: 'user' | 'organization' | 'membership'; id: string; label: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}
