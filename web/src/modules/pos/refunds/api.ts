import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModuleType, Order, Page, RefundBody, RefundResult } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useIdempotencyKey } from '../../../platform/api/idempotency';
import { posKey, useOrganizationApi } from '../shell/api';

/** The orders a location charged on a day (newest first), for giving lines back. */
export function usePaidOrders(module: ModuleType, locationId: string | undefined, date: string, enabled: boolean) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'paid', module, locationId ?? '', date],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ module, status: 'paid', date, locationId: locationId!, pageSize: '100' });
      return apiRequest<Page<Order>>(`${base}/orders?${query.toString()}`, { signal }).then((page) => page.items);
    },
    enabled: enabled && !!organizationId && !!locationId,
  });
}

/** POST .../refunds with one Idempotency-Key per refund (a retried tap never gives money back twice). */
export function useRefund() {
  const { organizationId, base } = useOrganizationApi();
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async ({ orderId, body }: { orderId: string; body: RefundBody }) => {
      const result = await apiRequest<RefundResult>(`${base}/orders/${encodeURIComponent(orderId)}/refunds`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key.keyFor({ orderId, body }) },
      });
      key.done();
      return result;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...posKey(organizationId), 'paid'] });
      // Restocked dishes show as available again.
      void queryClient.invalidateQueries({ queryKey: [...posKey(organizationId), 'catalog'] });
    },
  });
}
