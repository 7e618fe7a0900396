/** Top-level Firestore collections (ARCHITECTURE.md, data model). Tenant data lives under organizations/{id}/. */
export const COLLECTIONS = {
  users: 'users',
  organizations: 'organizations',
  memberships: 'memberships',
  slugs: 'slugs',
  /** Invitations to join an organization: written and read only by the API. */
  invitations: 'invitations',
} as const;

/** One membership per organization and user, at a path the rules can compute. */
export function membershipId(organizationId: string, userId: string): string {
  return `${organizationId}_${userId}`;
}
