import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// Importing the app registers the routes of every module, and with them every resource.
import '../../app';
import { indexKey, listIndexes, type CompositeIndex } from './indexes';
import { registeredResources } from './routes';

const file = JSON.parse(readFileSync(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  indexes: CompositeIndex[];
};

/**
 * Production Firestore refuses a query without its index (the emulators do not), so each resource list's index
 * must be in firestore.indexes.json before it ships. The menú del día list (a range on `date` ordered by `date`)
 * and the services' own lookups (one equality or array-contains each) use automatic single-field indexes.
 * A database holds at most 200 composite indexes: when the modules approach it, trade the full combinations of
 * listIndexes for Firestore's index merging (one index per filter field and sort order).
 */
describe('firestore.indexes.json', () => {
  it('knows the resources of every module', () => {
    const collections = registeredResources().map((resource) => resource.collection);
    expect(collections).toEqual(expect.arrayContaining(['locations', 'employees', 'dishes', 'menuCategories']));
  });

  it('has the composite index of every filtered or searched list, in both directions of every sort', () => {
    const present = new Set(file.indexes.map(indexKey));
    const missing = registeredResources()
      .flatMap(listIndexes)
      .filter((index) => !present.has(indexKey(index)));
    expect(missing, `add to firestore.indexes.json:\n${JSON.stringify(missing, null, 2)}`).toEqual([]);
  });

  it('lists each index once', () => {
    const keys = file.indexes.map(indexKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('listIndexes', () => {
  it('covers every combination of filters and search, for each sort field and direction', () => {
    const indexes = listIndexes({
      collection: 'dishes',
      sortable: { name: 'name', price: 'priceCents' },
      filters: { categoryId: 'categoryId' },
    });
    // (filter, search, filter + search) x 2 sort fields x 2 directions
    expect(indexes).toHaveLength(12);
    expect(indexes).toContainEqual({
      collectionGroup: 'dishes',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'categoryId', order: 'ASCENDING' },
        { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
        { fieldPath: 'priceCents', order: 'DESCENDING' },
      ],
    });
  });

  it('gives an unfiltered list only the indexes of its search', () => {
    expect(listIndexes({ collection: 'employees', sortable: { name: 'name' } })).toHaveLength(2);
  });
});
