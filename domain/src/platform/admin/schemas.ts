import * as z from 'zod/mini';
import { MODULE_TYPES, type ModuleType } from '../module-types';
import { emailSchema, passwordSchema, personNameSchema } from '../identity/schemas';
import type { UserOrganization } from '../identity/schemas';
import { createOrganizationBodySchema, type EnabledModule } from '../organizations/schemas';
import { textSchema } from '../text';

/** POST /api/users: an administrator creates an account (Auth) and its product record. */
export const createUserBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  platformAdmin: z.optional(z.boolean()),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** PUT /api/users/{id}: what an administrator may change of an account. */
export const updateUserBodySchema = z.strictObject({
  email: z.optional(emailSchema),
  firstName: z.optional(personNameSchema),
  lastName: z.optional(personNameSchema),
  disabled: z.optional(z.boolean()),
  platformAdmin: z.optional(z.boolean()),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /api/users/{id}/reset-password (spec section 7). */
export const resetPasswordBodySchema = z.strictObject({ newPassword: passwordSchema });

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/**
 * The last page a list may ask for. Pages are read with an offset (one read per skipped document), so a huge page
 * would be slow and its offset past what Firestore takes (an int32): 10,000 pages of 100 is a million documents.
 */
export const PAGE_MAX = 10_000;

/** Query of a paged, searchable admin list: `?q=&page=&pageSize=` (strings in a URL). */
export const listQuerySchema = z.object({
  q: z.optional(textSchema(100)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_MAX))),
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

/** POST /api/admin/organizations: an administrator creates an organization, optionally for a registered owner. */
export const createAdminOrganizationBodySchema = z.extend(createOrganizationBodySchema, {
  ownerEmail: z.optional(emailSchema),
});
export type CreateAdminOrganizationBody = z.infer<typeof createAdminOrganizationBodySchema>;

/** The admin's create form: the same, with the owner's e-mail left empty for an organization without members. */
export const adminOrganizationFormSchema = z.object({
  name: createOrganizationBodySchema.def.shape.name,
  ownerEmail: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailSchema.safeParse(value).success, 'El correo electrónico no es válido'),
  ),
});

/** An organization as administrators list it. */
export interface AdminOrganization {
  id: string;
  name: string;
  slug: string;
  modules: EnabledModule[];
  memberCount: number;
  createdAt: string;
}

/** GET /api/admin/stats: the figures of the admin dashboard. */
export interface AdminStats {
  organizations: number;
  users: number;
  /** Enabled modules over every organization, in total and per module type. */
  enabledModules: number;
  modulesByType: Record<ModuleType, number>;
}

/** Every action the audit log records (the web shows each with a Spanish label). */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.grant-admin',
  'user.revoke-admin',
  'user.reset-password',
  'user.delete',
  'organization.create',
  'organization.update',
  'organization.delete',
  'organization.module-enable',
  'organization.module-disable',
  'member.add',
  'member.remove',
  'member.role',
  'member.invite',
  'member.invite-cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const EMPTY_MODULE_COUNTS = (): Record<ModuleType, number> =>
  Object.fromEntries(MODULE_TYPES.map((type) => [type, 0])) as Record<ModuleType, number>;

/** One line of the audit log: who did what to which target, and when. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { uid: string; email: string | null };
  action: AuditAction;
  target: { type: 'user' | 'organization' | 'membership' | 'invitation'; id: string; label: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}
