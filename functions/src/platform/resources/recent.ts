import type { TenantCollectionName } from '@plataforma/domain';

/**
 * Reads of slowly changing tenant collections kept per instance for a few seconds (issue 22: the POS catalogue's
 * locations, categories, modifier groups and combos), as the organization is (organizations/repository.ts).
 *
 * This instance's writes to a collection forget its reads at once (resourceService and every other writer call
 * forgetRecent after committing), and a read that raced with one of them is not remembered. A change made on another
 * instance shows within RECENT_MS. Nothing read in a transaction comes from here: a sale still reads what it sells.
 */
export const RECENT_MS = 5_000;
/** Collections (of an organization) whose reads are kept: the oldest go first. */
const RECENT_SIZE = 4_000;

interface Entry {
  value: unknown;
  until: number;
}
/** Per organization, per collection: its reads by name (one query may be read in several shapes). */
const recent = new Map<string, Map<string, Entry>>();
/** Writes this instance made, to refuse remembering a read that raced with one. */
let writes = 0;

const collectionKey = (organizationId: string, collection: TenantCollectionName) => `${organizationId}/${collection}`;

/**
 * `read`'s answer for this organization's `collection`, from a read made in the last RECENT_MS by this instance or
 * read now. `name` tells apart different reads of one collection. The answer is shared: never change it.
 */
export async function recentRead<T>(
  organizationId: string,
  collection: TenantCollectionName,
  name: string,
  read: () => Promise<T>,
): Promise<T> {
  const key = collectionKey(organizationId, collection);
  const hit = recent.get(key)?.get(name);
  if (hit && hit.until > Date.now()) return hit.value as T;
  const writesSeen = writes;
  const value = await read();
  if (writes === writesSeen) {
    const reads = recent.get(key) ?? new Map<string, Entry>();
    recent.delete(key);
    recent.set(key, reads.set(name, { value, until: Date.now() + RECENT_MS }));
    for (const oldest of recent.keys()) {
      if (recent.size <= RECENT_SIZE) break;
      recent.delete(oldest);
    }
  }
  return value;
}

/** Called by this instance after every committed write to an organization's collection. */
export function forgetRecent(organizationId: string, collection: TenantCollectionName): void {
  writes += 1;
  recent.delete(collectionKey(organizationId, collection));
}
