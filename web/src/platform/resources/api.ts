import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@plataforma/domain';
import { apiRequest } from '../api/client';
import { useCurrentOrganization } from '../organizations/current';

/** A page request of a resource list: searched, sorted, filtered and paged by the server. */
export interface ListParams {
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Equality filters the resource allows, e.g. { categoryId: 'abc' }. */
  filters?: Record<string, string>;
}

/** Everything cached of one resource of the current organization starts with this key. */
export const resourceKey = (organizationId: string, path: string) => ['resources', organizationId, path] as const;

function useResourceBase(path: string) {
  const organization = useCurrentOrganization();
  const organizationId = organization?.id ?? '';
  return { organizationId, url: `/organizations/${encodeURIComponent(organizationId)}/${path}` };
}

function queryString({ filters, ...params }: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...filters })) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One page of a list; the previous page stays on screen while the next loads. */
export function useResourcePage<T>(path: string, params: ListParams) {
  const { organizationId, url } = useResourceBase(path);
  return useQuery({
    queryKey: [...resourceKey(organizationId, path), 'page', params],
    queryFn: ({ signal }) => apiRequest<Page<T>>(`${url}${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: !!organizationId,
  });
}

/** Every item of a small list (menu categories, locations...) for pickers: up to the server's page maximum. */
export function useResourceOptions<T>(path: string, params: Omit<ListParams, 'page' | 'pageSize'> = {}) {
  const { organizationId, url } = useResourceBase(path);
  return useQuery({
    queryKey: [...resourceKey(organizationId, path), 'options', params],
    queryFn: ({ signal }) =>
      apiRequest<Page<T>>(`${url}${queryString({ ...params, pageSize: 100 })}`, { signal }).then((p) => p.items),
    enabled: !!organizationId,
  });
}

/** One item by id; `undefined` (a create form) fetches nothing. */
export function useResourceItem<T>(path: string, id: string | undefined) {
  const { organizationId, url } = useResourceBase(path);
  return useQuery({
    queryKey: [...resourceKey(organizationId, path), 'item', id],
    queryFn: ({ signal }) => apiRequest<T>(`${url}/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!organizationId && !!id,
  });
}

/**
 * Create (no id), replace (id) and delete of a resource, plus any extra call under its path (`/reorder`...). Every
 * success refreshes what is cached of the resource, lists included.
 */
export function useResourceMutations<T>(path: string) {
  const { organizationId, url } = useResourceBase(path);
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, path) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
        id
          ? apiRequest<T>(`${url}/${encodeURIComponent(id)}`, { method: 'PUT', body })
          : apiRequest<T>(url, { method: 'POST', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<void>(`${url}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess,
    }),
    call: useMutation({
      mutationFn: ({ subpath, body }: { subpath: string; body: unknown }) =>
        apiRequest<unknown>(`${url}/${subpath}`, { method: 'POST', body }),
      onSuccess,
    }),
  };
}
