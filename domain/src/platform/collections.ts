import type { Action } from '../permissions';

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

/**
 * How clients read a collection under organizations/{orgId}/. Every write goes through the API; so do reads, except
 * where a screen listens live:
 * - 'api': no direct read (firestore.rules deny it; the API reads with the Admin SDK);
 * - live: the active members whose role has the `live` permission may read the documents whose `where` fields hold
 *   one of the listed values; a listener's query must filter on those fields (rules judge a query, not its results).
 * firestore.rules has one `match` per live collection, saying the same (tests/rules check both).
 */
export type ClientAccess = 'api' | LiveAccess;

export interface LiveAccess {
  live: Action;
  where?: Readonly<Record<string, readonly string[]>>;
}

/** A collection under organizations/{orgId}/ as its module declares it. */
export interface TenantCollection {
  name: string;
  client: ClientAccess;
  /**
   * For documents that are useless after a time (a till's staff session, an Idempotency-Key's answer): the Timestamp
   * field after which Firestore's TTL policy deletes them (production only; a field override of
   * firestore.indexes.json, generated from these declarations). Code never relies on the deletion having happened.
   */
  expiresAt?: string;
}

/** A module's tenant collections, by the key its code uses (`idempotency` -> 'idempotencyKeys'). */
export type ModuleCollections = Readonly<Record<string, TenantCollection>>;

export const isLive = (client: ClientAccess): client is LiveAccess => client !== 'api';

/** The Firestore names of a module's collections by key, for its code: `{ idempotency: 'idempotencyKeys' }`. */
export function collectionNames<const T extends ModuleCollections>(
  declared: T,
): { readonly [K in keyof T]: T[K]['name'] } {
  return Object.fromEntries(Object.entries(declared).map(([key, { name }]) => [key, name])) as {
    [K in keyof T]: T[K]['name'];
  };
}
