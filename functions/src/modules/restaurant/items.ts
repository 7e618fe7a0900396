import type { CollectionReference } from 'firebase-admin/firestore';
import type { SellableItem } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { Stored } from '../../platform/resources/definition';
import { applyListPlan, registerListPlans, searchFilters, type ListPlan } from '../../platform/queries/list-plan';
import type { ItemSearch } from '../orders';
import { combosOf, dishesOf, RESTAURANT } from './collections';

/**
 * The restaurant's items for the sales core's sellable-items search (a coupon's or a reward's items): dishes and
 * combos, whose ids are the `refId` of the lines that sell them. The menú del día is sold by date, not named by id.
 * The search is the resource lists' own (search keys, by name), so the lists' indexes serve it.
 */
type Priced = { name: string; priceCents: number };
const sources = (tenant: Tenant) =>
  [
    { kind: 'dish', collection: dishesOf(tenant) as CollectionReference<Stored<Priced>> },
    { kind: 'combo', collection: combosOf(tenant) as CollectionReference<Stored<Priced>> },
  ] as const;

const itemOf = (kind: string, id: string, doc: Priced): SellableItem => ({
  module: 'restaurant',
  kind,
  id,
  name: doc.name,
  priceCents: doc.priceCents,
});

const planOf = (collection: string, q: string | undefined): ListPlan => ({
  collection,
  filters: searchFilters(q),
  orderBy: { field: 'name', direction: 'asc' },
});
// The same plans as the dishes' and combos' searched lists (so no index more), registered for the index check.
registerListPlans(() =>
  [RESTAURANT.dishes, RESTAURANT.combos].flatMap((collection) => [
    planOf(collection, undefined),
    planOf(collection, 'x'),
  ]),
);

export const restaurantItemSearch: ItemSearch = {
  async search(tenant, q, limit) {
    const found = await Promise.all(
      sources(tenant).map(async ({ kind, collection }) => {
        const snapshot = await applyListPlan(collection, planOf(collection.id, q)).limit(limit).get();
        return snapshot.docs.map((doc) => itemOf(kind, doc.id, doc.data()));
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
          snapshot.exists ? [itemOf(kind, snapshot.id, snapshot.data() as Stored<Priced>)] : [],
        );
      }),
    );
    return found.flat();
  },
};
