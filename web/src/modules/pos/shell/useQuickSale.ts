import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineInput, ModuleType, PaymentResult, QuickSaleBody } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useIdempotencyKey } from '../../../platform/api/idempotency';
import { posKey, useOrganizationApi } from './api';

export interface QuickSaleRequest {
  locationId: string;
  lines: LineInput[];
  payment: QuickSaleBody['payment'];
  /** Promotions (issue 17): a coupon's code, priced by the server in the sale. */
  coupon?: string;
  /** CRM (issue 18): the client the sale is for (a pack sold is theirs; their sessions pay services). */
  clientId?: string;
}

/**
 * POST .../orders/quick-sale: a counter sale created and paid in one call. One Idempotency-Key per sale, kept while
 * the same sale is retried: a double tap or a retry after a lost answer never charges twice.
 */
export function useQuickSale(module: ModuleType) {
  const { organizationId, base } = useOrganizationApi();
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (request: QuickSaleRequest) => {
      const body = { module, ...request };
      const result = await apiRequest<PaymentResult>(`${base}/orders/quick-sale`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key.keyFor(body) },
      });
      key.done();
      return result;
    },
    onSuccess: () => {
      // Countdown stock, today's charged orders and the ticket history changed.
      for (const part of ['catalog', 'paid', 'tickets'])
        void queryClient.invalidateQueries({ queryKey: [...posKey(organizationId), part] });
    },
  });
}
