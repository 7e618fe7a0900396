import { COLLECTIONS } from '@plataforma/domain';
import { registerListPlans, searchFilters, type ListPlan } from '../queries/list-plan';

/**
 * The administrators' lists: a whole collection in one order (organizations by slug, users by e-mail), or the
 * documents whose search keys hold the query's key, in the same order. A search needs one composite index per list
 * (searchTokens, then the order field), registered here so that firestore.indexes.json holds it.
 */
const ADMIN_LISTS = { organizations: 'slug', users: 'email' } as const;

type AdminList = keyof typeof ADMIN_LISTS;

export const adminListPlan = (list: AdminList, q: string | undefined): ListPlan => ({
  collection: COLLECTIONS[list],
  filters: searchFilters(q),
  orderBy: { field: ADMIN_LISTS[list], direction: 'asc' },
});

registerListPlans(() =>
  (Object.keys(ADMIN_LISTS) as AdminList[]).flatMap((list) => [
    adminListPlan(list, undefined),
    adminListPlan(list, 'x'),
  ]),
);
