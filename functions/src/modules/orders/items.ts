import { SELLABLE_ITEMS_MAX, type ModuleType, type SellableItem, type SellableItemsQuery } from '@plataforma/domain';
import { hasModule, type Tenant } from '../../platform/organizations/tenant-router';

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
