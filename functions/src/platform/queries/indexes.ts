import type { ListFilter, ListPlan } from './list-plan';

type IndexField = { fieldPath: string } & ({ order: 'ASCENDING' | 'DESCENDING' } | { arrayConfig: 'CONTAINS' });

/** An index of firestore.indexes.json (the format `firebase deploy --only firestore:indexes` reads). */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/*
 * What serves a list plan in production, as far as Firestore documents it (docs/decisions.md, "Composite
 * indexes", cites the pages):
 * - No filter: the automatic single-field index of the sort field (one exists in each direction).
 * - Equality filters and one sort: index merging. One composite index (field, sort field) per equality field serves
 *   any combination of those equalities with that sort.
 * - `in` and `array-contains` are not relied on for merging: the query needs one composite index holding every one
 *   of its filter fields before the sort field.
 * - A composite index serves the direction of its last field only; the `__name__` Firestore appends to it goes the
 *   same way, which is the id order applyListPlan asks for.
 */

const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

const indexFieldOf = ({ field, op }: ListFilter): IndexField =>
  op === 'array-contains' ? { fieldPath: field, arrayConfig: 'CONTAINS' } : { fieldPath: field, order: 'ASCENDING' };

/** A filter field as an index prefix needs it: an equality or `in` takes either order, array-contains its config. */
const prefixOf = (field: IndexField) => `${field.fieldPath} ${'order' in field ? 'ordered' : 'contains'}`;

const isEquality = (filter: ListFilter) => filter.op === '==';

/** The indexes a list plan needs, under the rules above (none when single-field indexes serve it). */
function indexesFor(plan: ListPlan): CompositeIndex[] {
  if (plan.filters.length === 0) return [];
  const sort: IndexField = { fieldPath: plan.orderBy.field, order: ORDER[plan.orderBy.direction] };
  const index = (filters: ListFilter[]): CompositeIndex => ({
    collectionGroup: plan.collection,
    queryScope: 'COLLECTION',
    fields: [...filters.map(indexFieldOf), sort],
  });
  return plan.filters.every(isEquality) ? plan.filters.map((filter) => index([filter])) : [index(plan.filters)];
}

/**
 * What makes two indexes the same for these plans: the collection, the filter fields in any order (they only
 * have to come before the sort) and the sort field with its direction.
 */
export function indexKey(index: CompositeIndex): string {
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  const sort = fields[fields.length - 1]!;
  const prefix = fields.slice(0, -1).map(prefixOf).sort();
  return `${index.collectionGroup}: ${prefix.join(', ')} | ${sort.fieldPath} ${'order' in sort ? sort.order : '?'}`;
}

/** The composite indexes a set of list plans needs, each once, in a stable order (the file is generated). */
export function neededIndexes(plans: readonly ListPlan[]): CompositeIndex[] {
  const byKey = new Map<string, CompositeIndex>();
  for (const index of plans.flatMap(indexesFor)) if (!byKey.has(indexKey(index))) byKey.set(indexKey(index), index);
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, index]) => index);
}

/**
 * Whether declared indexes serve a list plan under the rules above, checked independently of neededIndexes: by
 * one index holding exactly its filter fields, or (equalities only) by merging indexes that each hold some of them.
 */
export function isServed(plan: ListPlan, declared: readonly CompositeIndex[]): boolean {
  if (plan.filters.length === 0) return true;
  const sortKey = `${plan.orderBy.field} ${ORDER[plan.orderBy.direction]}`;
  const prefixes = declared
    .filter((index) => index.collectionGroup === plan.collection)
    .map((index) => index.fields.filter((field) => field.fieldPath !== '__name__'))
    .filter((fields) => {
      const sort = fields[fields.length - 1]!;
      return 'order' in sort && `${sort.fieldPath} ${sort.order}` === sortKey;
    })
    .map((fields) => fields.slice(0, -1).map(prefixOf));
  const wanted = [...new Set(plan.filters.map((filter) => prefixOf(indexFieldOf(filter))))];
  const exact = prefixes.some((prefix) => prefix.length === wanted.length && wanted.every((f) => prefix.includes(f)));
  if (exact || !plan.filters.every(isEquality)) return exact;
  const merged = new Set(prefixes.filter((prefix) => prefix.every((f) => wanted.includes(f))).flat());
  return wanted.every((field) => merged.has(field));
}

/**
 * A TTL policy: Firestore deletes a document some time after its `fieldPath` Timestamp has passed. The field is
 * never queried, so it gets no single-field index (`indexes: []`, as Firestore advises for TTL fields).
 */
export interface TtlOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl: true;
  indexes: [];
}

/** The TTL policies of the collections that declare an expiry field, in a stable order. */
export const ttlOverrides = (collections: readonly { name: string; expiresAt?: string }[]): TtlOverride[] =>
  collections
    .flatMap(({ name, expiresAt }) =>
      expiresAt ? [{ collectionGroup: name, fieldPath: expiresAt, ttl: true as const, indexes: [] as [] }] : [],
    )
    .sort((a, b) => (a.collectionGroup < b.collectionGroup ? -1 : a.collectionGroup > b.collectionGroup ? 1 : 0));

/** firestore.indexes.json as generated: deterministic, formatted as Prettier leaves it. */
export const indexesFile = (indexes: CompositeIndex[], fieldOverrides: TtlOverride[]): string =>
  `${JSON.stringify({ indexes, fieldOverrides }, null, 2)}\n`;
