import type { CollectionReference } from 'firebase-admin/firestore';
import {
  SELLABLE_ITEMS_MAX,
  type ModuleType,
  type SellableItem,
  type SellableItemsQuery,
  type TenantCollectionName,
} from '@plataforma/domain';
import { hasModule, type Tenant } from '../../platform/organizations/tenant-router';
import type { Stored } from '../../platform/resources/definition';
import { applyListPlan, registerListPlans, searchFilters, type ListPlan } from '../../platform/queries/list-plan';

/**
 * The sellable-items registry: how a screen of another module (a coupon's items, a loyalty reward's free item) finds
 * what the organization sells without knowing which module sells it. Each selling module registers a search of its
 * own items (reads only, from its collections); the core asks the enabled ones and merges their answers. A module
 * switched off offers nothing (its items cannot be sold then either).
 */
export interface ItemSearch {
  /** Up to `limit` items whose name matches `q` (the stored search keys), by name; no `q`: the first by name. */
  search(tenant: Tenant, q: string | undefined, limit: number): Promise<SellableItem[]>;
  /** The items of these ids that exist (any order); the others are left out. */
  byIds(tenant: Tenant, ids: string[]): Promise<SellableItem[]>;
}

const searches = new Map<ModuleType, ItemSearch>();

/** Called once by each module that sells (from its index). */
export function registerItemSearch(module: ModuleType, search: ItemSearch): void {
  if (searches.has(module)) throw new Error(`An item search of '${module}' is already registered`);
  searches.set(module, search);
}

const byName = (a: SellableItem, b: SellableItem) => a.name.localeCompare(b.name, 'es') || a.id.localeCompare(b.id);

/** GET .../orders/items: `?q=` the matching items of every enabled selling module, or `?ids=` those items. */
export async function findSellableItems(tenant: Tenant, query: SellableItemsQuery): Promise<SellableItem[]> {
  const enabled = [...searches].filter(([module]) => hasModule(tenant, module)).map(([, search]) => search);
  if (query.ids) {
    const ids = [...new Set(query.ids.split(','))];
    const found = (await Promise.all(enabled.map((search) => search.byIds(tenant, ids)))).flat();
    const order = new Map(ids.map((id, index) => [id, index]));
    return found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  const found = await Promise.all(enabled.map((search) => search.search(tenant, query.q, SELLABLE_ITEMS_MAX)));
  return found.flat().sort(byName).slice(0, SELLABLE_ITEMS_MAX);
}

type Priced = { name: string; priceCents: number };
/** A collection of priced items with search keys (a resource's), and the line kind that sells them. */
export interface ItemSource {
  kind: string;
  collection: CollectionReference<Stored<Priced>>;
}

/**
 * The ItemSearch of a module whose items are resources with a name and a price (the restaurant's dishes and combos,
 * the shop's products and packs): searched as the resource lists are (search keys, by name), so the lists' indexes
 * serve it; registered for the index check under `collections` (the sources' collection ids). `nameFields` names the
 * field that holds the name where it is not `name` (a course's `title`): the field its resource list sorts by first.
 */
export function resourceItemSearch(
  module: ModuleType,
  collections: readonly TenantCollectionName[],
  sources: (tenant: Tenant) => readonly ItemSource[],
  nameFields: Partial<Record<TenantCollectionName, string>> = {},
): ItemSearch {
  const nameField = (collection: string) => nameFields[collection as TenantCollectionName] ?? 'name';
  const namePlan = (collection: string, q: string | undefined): ListPlan => ({
    collection,
    filters: searchFilters(q),
    orderBy: { field: nameField(collection), direction: 'asc' },
  });
  registerListPlans(() =>
    collections.flatMap((collection) => [namePlan(collection, undefined), namePlan(collection, 'x')]),
  );
  const itemOf = (kind: string, id: string, doc: Priced, collection: string): SellableItem => ({
    module,
    kind,
    id,
    name: String((doc as unknown as Record<string, unknown>)[nameField(collection)]),
    priceCents: doc.priceCents,
  });
  return {
    async search(tenant, q, limit) {
      const found = await Promise.all(
        sources(tenant).map(async ({ kind, collection }) => {
          const snapshot = await applyListPlan(collection, namePlan(collection.id, q)).limit(limit).get();
          return snapshot.docs.map((doc) => itemOf(kind, doc.id, doc.data(), collection.id));
        }),
      );
      return found.flat();
    },
    async byIds(tenant, ids) {
      if (ids.length === 0) return [];
      const found = await Promise.all(
        sources(tenant).map(async ({ kind, collection }) => {
          const snapshots = await collection.firestore.getAll(...ids.map((id) => collection.doc(id)));
          return snapshots.flatMap((snapshot) =>
            snapshot.exists ? [itemOf(kind, snapshot.id, snapshot.data() as Stored<Priced>, collection.id)] : [],
          );
        }),
      );
      return found.flat();
    },
  };
}
