import { FieldPath, type CollectionReference, type Query } from 'firebase-admin/firestore';
import { searchKey } from '@plataforma/domain';

export type Direction = 'asc' | 'desc';

/** One condition of a list query. `in` is a disjunction of equalities; `array-contains` is the search. */
export interface ListFilter {
  field: string;
  op: '==' | 'in' | 'array-contains';
  value: unknown;
}

/**
 * A list query as data: what a list endpoint asks Firestore, built by a pure function from the request. Being data,
 * the index test can enumerate every plan a list can build and check that the declared indexes serve it (the
 * emulators never refuse a query for a missing index; production does).
 */
export interface ListPlan {
  /** The collection's id (its collection group in firestore.indexes.json), e.g. 'dishes'. */
  collection: string;
  filters: ListFilter[];
  /** One ordering field; ties are broken by document id in the same direction (see applyListPlan). */
  orderBy: { field: string; direction: Direction };
}

/**
 * The Firestore query of a ListPlan. The id order goes in the direction of the sort, which is the `__name__` order
 * Firestore appends to a composite index (and to a query that does not name one) by itself.
 */
export function applyListPlan<T>(collection: CollectionReference<T>, plan: ListPlan): Query<T> {
  if (collection.id !== plan.collection) throw new Error(`List plan of ${plan.collection} run on ${collection.id}`);
  let query: Query<T> = collection;
  for (const { field, op, value } of plan.filters) query = query.where(field, op, value);
  const { field, direction } = plan.orderBy;
  return query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
}

/**
 * The search of a list: one `array-contains` on the document's stored `searchTokens` (see searchTokens in domain),
 * by the query's key (searchKey's, or a resource's own); no filter for a query without one.
 */
export function searchFilters(
  q: string | undefined,
  keyOf: (q: string) => string | undefined = searchKey,
): ListFilter[] {
  const key = q ? keyOf(q) : undefined;
  return key ? [{ field: 'searchTokens', op: 'array-contains', value: key }] : [];
}

const sources: (() => ListPlan[])[] = [];

/**
 * A list endpoint registers every query it can build (a function that enumerates its request space through the
 * same code that serves requests). firestore.indexes.json is derived from them and checked against them.
 */
export function registerListPlans(enumerate: () => ListPlan[]): void {
  sources.push(enumerate);
}

/** Every registered list plan (importing the app registers them all). */
export const registeredListPlans = (): ListPlan[] => sources.flatMap((enumerate) => enumerate());

/** Every subset of a list, the empty one first: [a, b] -> [], [a], [b], [a, b]. */
export const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
