import * as z from 'zod/mini';
import { MODULE_TYPES } from '../module-types';
import { ROLES } from '../roles';
import { emailSchema } from '../identity/schemas';
import { textSchema } from '../text';
import { isValidSpanishTaxId, normalizeTaxId } from './tax-id';
import type { VerifactuSettings } from './verifactu';

const moduleType = z.enum(MODULE_TYPES);
const organizationName = textSchema(80, 2, 'Debe tener al menos 2 caracteres');
const optionalText = (max: number) => z.optional(textSchema(max));

/** Fiscal data printed on tickets and invoices. Every field may be filled in later. */
export const fiscalDataSchema = z.strictObject({
  businessName: optionalText(120),
  taxId: z.optional(
    z
      .string()
      .check(z.overwrite(normalizeTaxId))
      .check(z.refine((v) => v === '' || isValidSpanishTaxId(v), 'El NIF/CIF no es válido')),
  ),
  address: optionalText(200),
  postalCode: z.optional(z.string().check(z.trim(), z.regex(/^(\d{5})?$/, 'El código postal debe tener 5 cifras'))),
  city: optionalText(80),
  province: optionalText(80),
});
export type FiscalData = z.infer<typeof fiscalDataSchema>;

/** POST /api/organizations/create. */
export const createOrganizationBodySchema = z.strictObject({
  name: organizationName,
  modules: z.optional(z.array(moduleType).check(z.maxLength(MODULE_TYPES.length))),
});
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;

/** PUT /api/organizations/{id}: the slug never changes (links and bookmarks keep working). */
export const updateOrganizationBodySchema = z.strictObject({
  name: z.optional(organizationName),
  fiscal: z.optional(fiscalDataSchema),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

export const addModuleBodySchema = z.strictObject({ moduleType });

/** POST /api/organizations/{id}/users: invites a person by e-mail with a role (a member once they accept). */
export const addMemberBodySchema = z.strictObject({ email: emailSchema, role: z.enum(ROLES) });
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

export const changeRoleBodySchema = z.strictObject({ role: z.enum(ROLES) });

export interface EnabledModule {
  type: (typeof MODULE_TYPES)[number];
  enabledAt: string;
}

/** An organization as the API returns it, with the caller's role in it (null for a platform admin). */
export interface Organization {
  id: string;
  name: string;
  slug: string;
  modules: EnabledModule[];
  fiscal: FiscalData;
  /** Issue 23: the VERI*FACTU settings ('off' until an owner chooses it). */
  verifactu: VerifactuSettings;
  createdAt: string;
  role: (typeof ROLES)[number] | null;
}

export interface Member {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof ROLES)[number];
  status: 'active' | 'disabled';
}

/**
 * An invitation to join an organization, as the API answers it: to the organization's owners and admins (its pending
 * invitations) and to the invited person (their own, matched by the e-mail of their account).
 */
export interface Invitation {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: (typeof ROLES)[number];
  /** The name (or e-mail) of who invited. */
  invitedBy: string;
  createdAt: string;
}
