import type { ListedResource } from './routes';

/** An index of firestore.indexes.json (the format `firebase deploy --only firestore:indexes` reads). */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: ({ fieldPath: string } & ({ order: 'ASCENDING' | 'DESCENDING' } | { arrayConfig: 'CONTAINS' }))[];
}

const DIRECTIONS = ['ASCENDING', 'DESCENDING'] as const;

/** Every subset of a list, the empty one first: [a, b] -> [], [a], [b], [a, b]. */
const subsets = <T>(items: T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

/**
 * The composite indexes the list of a resource needs (listPage of repository.ts): any combination of its equality
 * filters, with or without the `searchTokens` array-contains of a search, ordered by any sortable field in either
 * direction, then by document id. Firestore appends `__name__` to an index with the direction of its last field,
 * which is the id order listPage asks for, so it is left out. An unfiltered, unsearched list is served by the
 * automatic single-field index of its sort field and needs none.
 */
export function listIndexes(resource: ListedResource): CompositeIndex[] {
  const filterFields = [...new Set(Object.values(resource.filters ?? {}))];
  const sortFields = [...new Set(Object.values(resource.sortable))];
  return subsets(filterFields).flatMap((equalities) =>
    [false, true].flatMap((searched) => {
      if (equalities.length === 0 && !searched) return [];
      return sortFields.flatMap((sortField) =>
        DIRECTIONS.map((order): CompositeIndex => ({
          collectionGroup: resource.collection,
          queryScope: 'COLLECTION',
          fields: [
            ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
            ...(searched ? [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' as const }] : []),
            { fieldPath: sortField, order },
          ],
        })),
      );
    }),
  );
}

/**
 * What makes two indexes the same for the queries above: the collection, the equality and array-contains fields in
 * any order (they only have to come before the ordering), and the ordering field with its direction.
 */
export function indexKey(index: CompositeIndex): string {
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  const describe = (field: CompositeIndex['fields'][number]) =>
    `${field.fieldPath} ${'order' in field ? field.order : field.arrayConfig}`;
  const last = fields[fields.length - 1]!;
  const leading = fields.slice(0, -1).map(describe).sort();
  return `${index.collectionGroup}: ${leading.join(', ')} | ${describe(last)}`;
}
