import { foldText, isWellFormedText, type ResourceListQuery } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { searchFilters, subsets, type ListFilter, type ListPlan } from '../queries/list-plan';
import type { ListedResource } from './definition';

const FILTER_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

const CONTAINS_VALUE_MAX = 64;

/**
 * `?categoryId=abc&active=true` -> equality filters on the fields the resource allows; `?tag=Cliente habitual` ->
 * an array-contains of the folded text. Anything else is refused.
 */
function filtersOf(allowed: ListedResource['filters'] = {}, raw: Record<string, unknown>): ListFilter[] {
  return Object.entries(allowed).flatMap(([param, filter]): ListFilter[] => {
    const value = raw[param];
    if (value === undefined || value === '') return [];
    const invalid = () => new ApiError('validation-failed', { [param]: 'El valor no es válido' });
    if (typeof filter !== 'string') {
      if (typeof value !== 'string' || value.length > CONTAINS_VALUE_MAX || !isWellFormedText(value)) throw invalid();
      return [{ field: filter.field, op: 'array-contains', value: foldText(value.trim()) }];
    }
    if (typeof value !== 'string' || !FILTER_VALUE.test(value)) throw invalid();
    return [{ field: filter, op: '==', value: value === 'true' ? true : value === 'false' ? false : value }];
  });
}

/**
 * The query of one page of a resource list: equality filters, a search (one `array-contains` on the stored search
 * keys) and one sort. A list with neither filter nor search sorts by any `sortable` field, either way (Firestore's
 * automatic single-field indexes serve it). A filtered or searched list keeps the resource's default order (its first
 * sortable field, ascending); any other sort is refused, so that a resource with F filters needs F + 2^F composite
 * indexes: one per filter (merged by Firestore for several filters) and one per combination of filters with a
 * search (array-contains does not merge). docs/decisions.md, "Composite indexes", has the budget.
 */
export function resourceListPlan(
  resource: ListedResource,
  query: ResourceListQuery,
  raw: Record<string, unknown>,
): ListPlan {
  const equalities = filtersOf(resource.filters, raw);
  const search = searchFilters(query.q, resource.searchKey);
  const contains = equalities.find((filter) => filter.op === 'array-contains');
  if (contains && search.length > 0) {
    const param = Object.entries(resource.filters ?? {}).find(
      ([, f]) => typeof f !== 'string' && f.field === contains.field,
    )?.[0];
    throw new ApiError('validation-failed', { [param ?? 'q']: 'Este filtro no se puede combinar con una búsqueda' });
  }
  const defaultSort = Object.keys(resource.sortable)[0]!;
  const sort = query.sort ?? defaultSort;
  const field = resource.sortable[sort];
  if (!field) throw new ApiError('validation-failed', { sort: 'No se puede ordenar por este campo' });
  const direction = query.order ?? 'asc';
  if ((equalities.length > 0 || search.length > 0) && (sort !== defaultSort || direction !== 'asc'))
    throw new ApiError('validation-failed', {
      sort: `Con un filtro o una búsqueda, la lista solo se ordena por «${defaultSort}» ascendente`,
    });
  return { collection: resource.collection, filters: [...equalities, ...search], orderBy: { field, direction } };
}

/** Every plan a resource's list can build: each combination of filters, search, sort and order the API accepts. */
export function everyResourceListPlan(resource: ListedResource): ListPlan[] {
  const params = Object.keys(resource.filters ?? {});
  const sorts = [undefined, ...Object.keys(resource.sortable)];
  return subsets(params).flatMap((filtered) => {
    const raw = Object.fromEntries(filtered.map((param) => [param, 'x']));
    return [undefined, 'buscar'].flatMap((q) =>
      sorts.flatMap((sort) =>
        ([undefined, 'asc', 'desc'] as const).flatMap((order) => {
          try {
            return [resourceListPlan(resource, { q, sort, order }, raw)];
          } catch (error) {
            if (error instanceof ApiError && error.status === 400) return [];
            throw error;
          }
        }),
      ),
    );
  });
}
