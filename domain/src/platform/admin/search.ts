import type { FiscalData } from '../organizations/schemas';
import { searchTokens } from '../search';

/**
 * The search keys of an organization (its `searchTokens` field): any word of its name, slug, legal name or NIF finds
 * it in the administrators' list. Written wherever the name or the fiscal data change.
 */
export function organizationSearchTokens(organization: { name: string; slug: string; fiscal?: FiscalData }): string[] {
  const { name, slug, fiscal } = organization;
  return searchTokens([name, slug, fiscal?.businessName, fiscal?.taxId].filter(Boolean).join(' '));
}

/** The search keys of a user (its `searchTokens` field): any word of the names or the e-mail, or the address. */
export function userSearchTokens(user: { firstName: string; lastName: string; email: string }): string[] {
  return searchTokens(`${user.firstName} ${user.lastName} ${user.email}`);
}
