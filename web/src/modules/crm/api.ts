import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult, ReviewsSummary, TimelinePage } from '@plataforma/domain';
import { apiFile, apiRequest } from '../../platform/api/client';
import { useCurrentOrganization } from '../../platform/organizations/current';
import { resourceKey } from '../../platform/resources/api';
import { saveFile } from '../../ui/save-file';

/** The CRM's resources under /api/organizations/{id}/ (lists, editors and mutations go through platform/resources). */
export const CLIENTS = 'crm/clients';
export const COMPANIES = 'crm/companies';
export const REVIEWS = 'crm/reviews';

function useCrmApi() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return { organizationId, base: `/organizations/${encodeURIComponent(organizationId)}` };
}

/**
 * A client's timeline, newest first, a page at a time ('Cargar más'). Cached under the clients, so whatever changes
 * a client (a merge, an erase) refreshes it too.
 */
export function useTimeline(clientId: string) {
  const { organizationId, base } = useCrmApi();
  return useInfiniteQuery({
    queryKey: [...resourceKey(organizationId, CLIENTS), 'timeline', clientId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TimelinePage>(
        `${base}/${CLIENTS}/${encodeURIComponent(clientId)}/timeline${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !!organizationId,
  });
}

/** The average and the distribution of the visible reviews, refreshed with every change of a review. */
export function useReviewSummary() {
  const { organizationId, base } = useCrmApi();
  return useQuery({
    queryKey: [...resourceKey(organizationId, REVIEWS), 'summary'],
    queryFn: ({ signal }) => apiRequest<ReviewsSummary>(`${base}/${REVIEWS}/summary`, { signal }),
    enabled: !!organizationId,
  });
}

/** Today's date in the file names of exports: clientes-2026-11-22.csv. */
const today = () => new Date().toISOString().slice(0, 10);

/** The CSV of the clients list as filtered on screen (search, tag, company), downloaded. */
export function useExportClients() {
  const { base } = useCrmApi();
  return useMutation({
    mutationFn: async (filters: Record<string, string>) => {
      const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '')).toString();
      const file = await apiFile(`${base}/${CLIENTS}/export.csv${query ? `?${query}` : ''}`);
      saveFile(file.blob, file.fileName ?? `clientes-${today()}.csv`);
    },
  });
}

/** Everything kept about one client (the RGPD's right of access), downloaded as JSON. */
export function useExportClientData() {
  const { base } = useCrmApi();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const file = await apiFile(`${base}/${CLIENTS}/${encodeURIComponent(id)}/export`);
      const slug = name
        .normalize('NFD')
        .replace(/[^\w]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      saveFile(file.blob, file.fileName ?? `cliente-${slug || id}-${today()}.json`);
    },
  });
}

/**
 * The two steps of a CSV import: the preview (what each line would do) and the apply of the same bytes. The file
 * goes as it is (the server reads its separator and encoding, Windows-1252 included).
 */
export function useImportClients() {
  const { organizationId, base } = useCrmApi();
  const queryClient = useQueryClient();
  const post = <T>(step: 'preview' | 'apply', file: Blob) =>
    apiRequest<T>(`${base}/${CLIENTS}/import/${step}`, {
      method: 'POST',
      raw: { body: file, type: 'text/csv' },
    });
  return {
    preview: useMutation({ mutationFn: (file: Blob) => post<ImportPreview>('preview', file) }),
    apply: useMutation({
      mutationFn: (file: Blob) => post<ImportResult>('apply', file),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, CLIENTS) }),
    }),
  };
}
