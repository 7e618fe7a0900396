import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CashCountBody,
  CashMovementBody,
  CloseTillResult,
  Page,
  TillReport,
  TillSession,
  TillState,
} from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useIdempotencyKey } from '../../../platform/api/idempotency';
import { posKey, useOrganizationApi } from '../shell/api';

/** The till calls of a location (/tills/{locationId}/...): its state, the X report and the Z reports. */
function useTillApi(locationId: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  const key = [...posKey(organizationId), 'till', locationId ?? ''] as const;
  const path = `${base}/tills/${encodeURIComponent(locationId ?? '')}`;
  return { key, path, enabled: !!organizationId && !!locationId };
}

/** The location's open till session, or null (the POS asks to open one). */
export function useTillState(locationId: string | undefined) {
  const { key, path, enabled } = useTillApi(locationId);
  return useQuery({
    queryKey: [...key, 'state'],
    queryFn: ({ signal }) => apiRequest<TillState>(path, { signal }),
    enabled,
  });
}

/** The X report, asked for on demand (it is computed afresh each time). */
export function useXReport(locationId: string | undefined) {
  const { path } = useTillApi(locationId);
  return useMutation({ mutationFn: () => apiRequest<TillReport>(`${path}/report`) });
}

export function useZReports(locationId: string | undefined) {
  const { key, path, enabled } = useTillApi(locationId);
  return useQuery({
    queryKey: [...key, 'z'],
    queryFn: ({ signal }) => apiRequest<Page<TillReport>>(`${path}/reports?pageSize=50`, { signal }),
    enabled,
  });
}

/** Open, cash in / out and close: each answer refreshes everything the till shows. */
export function useTillActions(locationId: string | undefined) {
  const { key, path } = useTillApi(locationId);
  const queryClient = useQueryClient();
  const movementKey = useIdempotencyKey();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const open = useMutation({
    mutationFn: (float: CashCountBody) => apiRequest<TillSession>(`${path}/open`, { method: 'POST', body: { float } }),
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: async (body: CashMovementBody) => {
      const session = await apiRequest<TillSession>(`${path}/movements`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': movementKey.keyFor(body) },
      });
      movementKey.done();
      return session;
    },
    onSuccess: refresh,
  });
  const close = useMutation({
    mutationFn: (body: { sessionId: string; count: CashCountBody }) =>
      apiRequest<CloseTillResult>(`${path}/close`, { method: 'POST', body }),
    onSuccess: refresh,
  });
  return { open, move, close };
}
