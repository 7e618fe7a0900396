import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// Importing the app registers the routes of every module, and with them every list plan.
import '../../app';
import { ApiError } from '../http/api-error';
import type { ListedResource } from '../resources/definition';
import { everyResourceListPlan, resourceListPlan } from '../resources/list-plan';
import { registeredResources } from '../resources/routes';
import { TENANT_COLLECTIONS } from '@plataforma/domain';
import { indexesFile, isServed, neededIndexes, ttlOverrides, type CompositeIndex } from './indexes';
import { registeredListPlans, type ListPlan } from './list-plan';

const FILE = '../../../../firestore.indexes.json';
const declared = (JSON.parse(readFileSync(new URL(FILE, import.meta.url), 'utf8')) as { indexes: CompositeIndex[] })
  .indexes;
const plans = registeredListPlans();

/** A database of a project without billing holds 200 composite indexes; the product must keep room for its modules. */
const DATABASE_LIMIT = 200;
/**
 * Raised from 60 to 70 by the beauty catalogue (its five resources cost 7 indexes: 61), and to 80 by the shop's
 * catalogue (its four resources cost 9: products filtered by category and active take 6 of them), and to 90 by the
 * e-learning catalogue (9: courses filtered by category and active take 6, categories and packs 1 each, and the
 * enrolments holding a course's places, an `in` on the state, 1).
 */
const CURRENT_LIMIT = 90;
/**
 * Forty when the budget was set; CRM took three of them (clients, companies, reviews), promotions two (coupons, and
 * the vouchers list with an account's movements: three indexes; a program's members: one more), the beauty catalogue
 * five (service categories, services, rooms, materials, packs), the shop's catalogue four (categories, products,
 * modifier groups, packs), the e-learning catalogue three (categories, courses, packs).
 */
const MORE_RESOURCES = 22;
const RESOURCE_COST_LIMIT = 4;
const MAX_FILTERS = 2;

const cost = (resource: ListedResource) => neededIndexes(everyResourceListPlan(resource)).length;
const filterCount = (resource: ListedResource) => new Set(Object.values(resource.filters ?? {})).size;
const containsCount = (resource: ListedResource) =>
  Object.values(resource.filters ?? {}).filter((filter) => typeof filter !== 'string').length;

/**
 * Production Firestore refuses a query without its index (the emulators do not), so every query a list can build
 * must be served by firestore.indexes.json before it ships. The file is generated from the registered list plans:
 * after changing a list, run `npx vitest run --project functions src/platform/queries -u` and commit the file.
 */
describe('firestore.indexes.json', () => {
  it('knows the lists of every module', () => {
    const collections = new Set(plans.map((plan) => plan.collection));
    for (const name of [
      'locations',
      'employees',
      'dishes',
      'menuCategories',
      'combos',
      'modifierGroups',
      'orders',
      'tickets',
    ])
      expect(collections).toContain(name);
    expect(registeredResources().map((resource) => resource.collection)).toContain('dishes');
  });

  it('is exactly the set of indexes the list plans need, sorted, and the TTL policies the collections declare', async () => {
    await expect(indexesFile(neededIndexes(plans), ttlOverrides(TENANT_COLLECTIONS))).toMatchFileSnapshot(FILE);
  });

  it('expires the till staff sessions and the Idempotency-Key answers', () => {
    const overrides = ttlOverrides(TENANT_COLLECTIONS);
    expect(overrides.map((o) => `${o.collectionGroup}.${o.fieldPath}`)).toEqual([
      'beautyIdempotencyKeys.expiresAt',
      'idempotencyKeys.expiresAt',
      'staffSessions.expiresAt',
    ]);
  });

  it("is a file `firebase deploy` accepts (the CLI's own validation of indexes and field overrides)", async () => {
    // @ts-expect-error: firebase-tools ships no types for its internals
    const { FirestoreApi } = (await import('firebase-tools/lib/firestore/api.js')) as {
      FirestoreApi: { prototype: { validateSpec(spec: unknown): void } };
    };
    const spec: unknown = JSON.parse(readFileSync(new URL(FILE, import.meta.url), 'utf8'));
    const validator = Object.create(FirestoreApi.prototype) as { validateSpec(spec: unknown): void };
    expect(() => validator.validateSpec(spec)).not.toThrow();
    expect(() =>
      validator.validateSpec({ indexes: [], fieldOverrides: [{ collectionGroup: 'x', ttl: true }] }),
    ).toThrow();
  });

  it('serves every plan the lists can build, under the merging rules Firestore documents', () => {
    const unserved = plans.filter((plan) => !isServed(plan, declared));
    expect(unserved, 'these list plans have no index in firestore.indexes.json').toEqual([]);
  });

  it(`holds at most ${CURRENT_LIMIT} indexes, leaving room for ${MORE_RESOURCES} more resources`, () => {
    expect(declared.length).toBeLessThanOrEqual(CURRENT_LIMIT);
    expect(declared.length + MORE_RESOURCES * RESOURCE_COST_LIMIT).toBeLessThanOrEqual(DATABASE_LIMIT);
  });
});

describe('the cost of a resource list', () => {
  it('is F + 2^F indexes for F filters, whatever its sort fields: F = 2 at most', () => {
    for (const resource of registeredResources()) {
      const filters = filterCount(resource);
      expect(filters, resource.collection).toBeLessThanOrEqual(MAX_FILTERS);
      // An array-contains filter is never combined with a search: one index less.
      expect(cost(resource), resource.collection).toBe(filters + 2 ** filters - containsCount(resource));
    }
  });

  it(`is within ${RESOURCE_COST_LIMIT} for one filter, a search and several sorts`, () => {
    const typical: ListedResource = {
      collection: 'dishes',
      sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
    };
    expect(cost(typical)).toBe(1);
    expect(cost({ ...typical, filters: { categoryId: 'categoryId' } })).toBe(3);
    expect(cost({ ...typical, filters: { categoryId: 'categoryId', active: 'active' } })).toBe(6);
    expect(
      cost({ ...typical, filters: { categoryId: 'categoryId', tag: { field: 'tags', op: 'array-contains' } } }),
    ).toBe(5);
  });
});

describe('resourceListPlan', () => {
  const dishes: ListedResource = {
    collection: 'dishes',
    sortable: { name: 'name', price: 'priceCents' },
    filters: { categoryId: 'categoryId' },
  };
  const refusal = (query: Parameters<typeof resourceListPlan>[1], raw: Record<string, unknown> = {}) => {
    try {
      resourceListPlan(dishes, query, raw);
    } catch (error) {
      return error instanceof ApiError ? { status: error.status, fields: error.fields } : error;
    }
    return undefined;
  };

  it('sorts a whole list by any sortable field, either way', () => {
    expect(resourceListPlan(dishes, { sort: 'price', order: 'desc' }, {})).toEqual({
      collection: 'dishes',
      filters: [],
      orderBy: { field: 'priceCents', direction: 'desc' },
    });
    expect(refusal({ sort: 'secret' })).toEqual({
      status: 400,
      fields: { sort: 'No se puede ordenar por este campo' },
    });
  });

  it('keeps a filtered or searched list in its default order and refuses any other, in Spanish', () => {
    expect(resourceListPlan(dishes, { q: 'Pollo', sort: 'name', order: 'asc' }, { categoryId: 'c1' })).toEqual({
      collection: 'dishes',
      filters: [
        { field: 'categoryId', op: '==', value: 'c1' },
        { field: 'searchTokens', op: 'array-contains', value: 'pollo' },
      ],
      orderBy: { field: 'name', direction: 'asc' },
    });
    const fields = { sort: 'Con un filtro o una búsqueda, la lista solo se ordena por «name» ascendente' };
    expect(refusal({ sort: 'price' }, { categoryId: 'c1' })).toEqual({ status: 400, fields });
    expect(refusal({ q: 'pollo', order: 'desc' })).toEqual({ status: 400, fields });
  });

  it('filters by a word of an array, folded, but not together with a search', () => {
    const tagged: ListedResource = { ...dishes, filters: { tag: { field: 'tagKeys', op: 'array-contains' } } };
    expect(resourceListPlan(tagged, {}, { tag: ' Cliente Habitúal ' }).filters).toEqual([
      { field: 'tagKeys', op: 'array-contains', value: 'cliente habitual' },
    ]);
    expect(() => resourceListPlan(tagged, { q: 'ana' }, { tag: 'vip' })).toThrow(ApiError);
  });

  it('enumerates every accepted combination: 2 sorts x 2 orders unfiltered, then the default order', () => {
    // (no sort, name, price) x (no order, asc, desc) unfiltered; (no sort, name) x (no order, asc) otherwise.
    expect(everyResourceListPlan(dishes)).toHaveLength(9 + 3 * 4);
  });
});

describe('isServed', () => {
  // Firestore's own example of index merging: restaurants filtered by any of three fields, by star rating.
  const byRating = ['category', 'city', 'editors_pick'].map((fieldPath): CompositeIndex => ({
    collectionGroup: 'restaurants',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath, order: 'ASCENDING' },
      { fieldPath: 'star_rating', order: 'ASCENDING' },
    ],
  }));
  const plan = (filters: ListPlan['filters'], direction: 'asc' | 'desc' = 'asc'): ListPlan => ({
    collection: 'restaurants',
    filters,
    orderBy: { field: 'star_rating', direction },
  });
  const eq = (field: string) => ({ field, op: '==' as const, value: 'x' });

  it('merges one index per equality field for any combination ordered the same way', () => {
    expect(isServed(plan([eq('category'), eq('city'), eq('editors_pick')]), byRating)).toBe(true);
    expect(isServed(plan([eq('city')]), byRating)).toBe(true);
    expect(isServed(plan([eq('city'), eq('price')]), byRating)).toBe(false);
  });

  it('does not serve the other direction, nor another collection', () => {
    expect(isServed(plan([eq('city')], 'desc'), byRating)).toBe(false);
    expect(isServed({ ...plan([eq('city')]), collection: 'bars' }, byRating)).toBe(false);
  });

  it('does not merge an in or an array-contains: they need an index holding every filter', () => {
    const tags = { field: 'tags', op: 'array-contains' as const, value: 'x' };
    const states = { field: 'state', op: 'in' as const, value: ['a', 'b'] };
    const withTags = neededIndexes([plan([eq('city'), tags])]);
    expect(isServed(plan([eq('city'), tags]), [...byRating, ...neededIndexes([plan([tags])])])).toBe(false);
    expect(isServed(plan([eq('city'), tags]), withTags)).toBe(true);
    expect(isServed(plan([eq('city'), states]), [...byRating, ...neededIndexes([plan([states])])])).toBe(false);
    expect(isServed(plan([eq('city'), states]), neededIndexes([plan([states, eq('city')])]))).toBe(true);
  });

  it('needs nothing for an unfiltered list (the automatic single-field indexes)', () => {
    expect(isServed(plan([], 'desc'), [])).toBe(true);
    expect(neededIndexes([plan([], 'desc')])).toEqual([]);
  });
});
