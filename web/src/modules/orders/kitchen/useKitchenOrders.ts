import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Timestamp } from 'firebase/firestore';
import { KITCHEN_STATUSES, ORDERS_COLLECTIONS, type Order, type Page, type StoredOrder } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';

/** An order as the kitchen sees it: the stored document with its id and its times in milliseconds. */
export type KitchenOrder = Omit<StoredOrder<Timestamp>, 'createdAt' | 'updatedAt' | 'sentAt' | 'statusAt'> & {
  id: string;
  sentAtMs: number;
  statusAtMs: number;
};

interface State {
  key: string;
  orders: KitchenOrder[];
  error: Error | null;
  /** Served from the local cache while the server cannot be reached. */
  fromCache: boolean;
}

const millis = (time: Timestamp | null | undefined) => time?.toMillis?.() ?? Date.now();
const oldestFirst = (orders: KitchenOrder[]) => orders.sort((a, b) => a.sentAtMs - b.sentAtMs);

/** An order as the API answers it, as the kitchen sees it. */
function fromApi({ createdAt, updatedAt, sentAt, statusAt, ...order }: Order): KitchenOrder {
  void updatedAt;
  return { ...order, sentAtMs: Date.parse(sentAt ?? createdAt), statusAtMs: Date.parse(statusAt) };
}

/**
 * The restaurant's orders in the kitchen's states opened on `date` (of one location, or all), live: a Firestore
 * listener on organizations/{orgId}/orders, oldest round first. The rules let the roles of 'orders.read' read only
 * the orders in the kitchen's states (ORDERS_TENANT_COLLECTIONS), so the status filter is required.
 *
 * The board paints first from the API (the same orders, one request): the Firestore SDK (~120 KB gzipped) loads
 * after the page is up, and its listener's answers replace the API's from the first one on.
 */
export function useKitchenOrders(organizationId: string, locationId: string, date: string) {
  const key = `${organizationId}/${locationId}/${date}`;
  const first = useQuery({
    queryKey: ['orders', organizationId, 'kitchen', locationId, date],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ module: 'restaurant', status: KITCHEN_STATUSES.join(','), date });
      if (locationId) query.set('locationId', locationId);
      query.set('pageSize', '100');
      return apiRequest<Page<Order>>(`/organizations/${encodeURIComponent(organizationId)}/orders?${query}`, {
        signal,
      }).then((page) => oldestFirst(page.items.map(fromApi)));
    },
    enabled: !!organizationId,
    // Only the first paint: the listener keeps the board current.
    staleTime: Infinity,
    retry: false,
  });
  const [state, setState] = useState<State>({ key: '', orders: [], error: null, fromCache: false });
  useEffect(() => {
    if (!organizationId) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../../platform/firebase/firestore').then(({ firestore, collection, onSnapshot, query, where }) => {
      if (stopped) return;
      const constraints = [
        where('module', '==', 'restaurant'),
        where('status', 'in', [...KITCHEN_STATUSES]),
        where('date', '==', date),
        ...(locationId ? [where('locationId', '==', locationId)] : []),
      ];
      const orders = collection(firestore, 'organizations', organizationId, ORDERS_COLLECTIONS.orders);
      stop = onSnapshot(
        query(orders, ...constraints),
        { includeMetadataChanges: true },
        (snapshot) => {
          const list = snapshot.docs.map((doc) => {
            const data = doc.data() as StoredOrder<Timestamp>;
            return {
              ...data,
              id: doc.id,
              sentAtMs: millis(data.sentAt ?? data.createdAt),
              statusAtMs: millis(data.statusAt),
            } as KitchenOrder;
          });
          setState({ key, orders: oldestFirst(list), error: null, fromCache: snapshot.metadata.fromCache });
        },
        (error) => setState({ key, orders: [], error, fromCache: false }),
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [organizationId, locationId, date, key]);
  // Until the listener of new filters answers, nothing of the old ones is shown: the API's answer for these.
  if (state.key === key) return { ...state, loading: false };
  return { orders: first.data ?? [], error: null, loading: !first.data, fromCache: false };
}
