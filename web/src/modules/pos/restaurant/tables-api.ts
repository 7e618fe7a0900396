import { useMutation } from '@tanstack/react-query';
import type { Order, SplitOrderBody, SplitResultBody } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useIdempotencyKey } from '../../../platform/api/idempotency';
import { useOrganizationApi, useSettleOrder } from '../shell/api';

/**
 * The table calls of the restaurant's till: diners, move, merge, split. Moves, merges and splits carry an
 * Idempotency-Key (a retry of the same action answers what the first did); each answer updates the cached orders.
 */
export function useTableActions() {
  const { base } = useOrganizationApi();
  const settle = useSettleOrder();
  const moveKey = useIdempotencyKey();
  const mergeKey = useIdempotencyKey();
  const splitKey = useIdempotencyKey();
  const post = async <T>(orderId: string, path: string, body: unknown, key?: ReturnType<typeof useIdempotencyKey>) => {
    const result = await apiRequest<T>(`${base}/orders/${encodeURIComponent(orderId)}/${path}`, {
      method: 'POST',
      body,
      ...(key ? { headers: { 'Idempotency-Key': key.keyFor({ orderId, path, body }) } } : {}),
    });
    key?.done();
    return result;
  };

  const diners = useMutation({
    mutationFn: ({ orderId, diners: count }: { orderId: string; diners: number }) =>
      post<Order>(orderId, 'diners', { diners: count }),
    onSuccess: settle,
  });
  const move = useMutation({
    mutationFn: ({ orderId, tableId }: { orderId: string; tableId: string }) =>
      post<Order>(orderId, 'move', { tableId }, moveKey),
    onSuccess: settle,
  });
  const merge = useMutation({
    mutationFn: ({ orderId, fromId }: { orderId: string; fromId: string }) =>
      post<Order>(orderId, 'merge', { orderId: fromId }, mergeKey),
    onSuccess: settle,
  });
  const split = useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: SplitOrderBody }) =>
      post<SplitResultBody>(orderId, 'split', body, splitKey),
    onSuccess: (result) => {
      settle(result.from);
      settle(result.to);
    },
  });
  const busy = [diners, move, merge, split].some((call) => call.isPending);
  return { diners, move, merge, split, busy };
}
