import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineInput, ModuleType, Order, Page, PaymentBody, PaymentResult } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useIdempotencyKey } from '../../../platform/api/idempotency';
import { useCurrentOrganization } from '../../../platform/organizations/current';

/**
 * How often the tables view asks for the active orders anyway: the kitchen's changes arrive at once through
 * useKitchenChanges; this catches what other tills do to open orders (and works without the listener).
 */
export const ACTIVE_ORDERS_REFRESH_MS = 5000;

/** The current organization's id and the base of its API paths. */
export function useOrganizationApi() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return { organizationId, base: `/organizations/${encodeURIComponent(organizationId)}` };
}

/** The root of every query key of the tills (an answer of the orders calls refreshes what is below it). */
export const posKey = (organizationId: string) => ['pos', organizationId] as const;

/** A selling module's orders still open at a location (at a table, waiting...), refreshed every few seconds. */
export function useActiveOrders(module: ModuleType, locationId: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'active', module, locationId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<Page<Order>>(
        `${base}/orders?module=${module}&active=true&pageSize=100&locationId=${encodeURIComponent(locationId!)}`,
        { signal },
      ).then((page) => page.items),
    enabled: !!organizationId && !!locationId,
    refetchInterval: ACTIVE_ORDERS_REFRESH_MS,
  });
}

export function useOrder(orderId: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'order', orderId ?? ''],
    queryFn: ({ signal }) => apiRequest<Order>(`${base}/orders/${encodeURIComponent(orderId!)}`, { signal }),
    enabled: !!organizationId && !!orderId,
    // The kitchen moves it on meanwhile (en preparación, listo...).
    refetchInterval: ACTIVE_ORDERS_REFRESH_MS,
  });
}

/** What a till does with an order the server answered: the cached order updated, the open orders refreshed. */
export function useSettleOrder() {
  const { organizationId } = useOrganizationApi();
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData([...posKey(organizationId), 'order', order.id], order);
    void queryClient.invalidateQueries({ queryKey: [...posKey(organizationId), 'active'] });
    // Countdown stock may have changed.
    void queryClient.invalidateQueries({ queryKey: [...posKey(organizationId), 'catalog'] });
  };
}

/** The order calls of a till; each answer updates the cached order and refreshes the open orders. */
export function useOrderActions() {
  const { base } = useOrganizationApi();
  const orderKey = useIdempotencyKey();
  const linesKey = useIdempotencyKey();
  const paymentKey = useIdempotencyKey();
  const settle = useSettleOrder();
  const post = <T>(path: string, body: unknown, key?: string) =>
    apiRequest<T>(`${base}/orders${path}`, {
      method: 'POST',
      body,
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });

  const create = useMutation({
    mutationFn: async (body: { locationId: string; tableId: string; lines: LineInput[]; diners?: number }) => {
      const order = await post<Order>('', body, orderKey.keyFor(body));
      orderKey.done();
      return order;
    },
    onSuccess: settle,
  });
  const addLines = useMutation({
    mutationFn: async ({ orderId, lines }: { orderId: string; lines: LineInput[] }) => {
      const body = { lines };
      const order = await post<Order>(`/${orderId}/lines`, body, linesKey.keyFor({ orderId, body }));
      linesKey.done();
      return order;
    },
    onSuccess: settle,
  });
  const removeLine = useMutation({
    mutationFn: ({ orderId, lineId }: { orderId: string; lineId: string }) =>
      apiRequest<Order>(`${base}/orders/${orderId}/lines/${encodeURIComponent(lineId)}`, { method: 'DELETE' }),
    onSuccess: settle,
  });
  /** 'Enviar a cocina'; `hold` (courses kept back) replaces the order's held courses when given. */
  const send = useMutation({
    mutationFn: ({ orderId, hold }: { orderId: string; hold?: number[] }) =>
      post<Order>(`/${orderId}/send`, hold ? { hold } : {}),
    onSuccess: settle,
  });
  /** 'Marchar': a held course goes to the kitchen as a round of its own. */
  const fire = useMutation({
    mutationFn: ({ orderId, course }: { orderId: string; course: number }) =>
      post<Order>(`/${orderId}/fire`, { course }),
    onSuccess: settle,
  });
  const requestBill = useMutation({
    mutationFn: (orderId: string) => post<Order>(`/${orderId}/bill`, {}),
    onSuccess: settle,
  });
  const pay = useMutation({
    mutationFn: async ({ orderId, body }: { orderId: string; body: PaymentBody }) => {
      const result = await post<PaymentResult>(`/${orderId}/payments`, body, paymentKey.keyFor({ orderId, body }));
      paymentKey.done();
      return result;
    },
    onSuccess: (result) => settle(result.order),
  });
  /** The CRM's client of the order (null: none). */
  const setClient = useMutation({
    mutationFn: ({ orderId, clientId }: { orderId: string; clientId: string | null }) =>
      apiRequest<Order>(`${base}/orders/${orderId}/client`, { method: 'PUT', body: { clientId } }),
    onSuccess: settle,
  });
  const busy = [create, addLines, removeLine, send, fire, requestBill, pay, setClient].some((call) => call.isPending);
  return { create, addLines, removeLine, send, fire, requestBill, pay, setClient, busy };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
