import { useEffect, useState } from 'react';
import { collection, onSnapshot, query, where, type QueryConstraint, type Timestamp } from 'firebase/firestore';
import { KITCHEN_STATUSES, ORDERS_COLLECTIONS, type StoredOrder } from '@plataforma/domain';
import { firestore } from '../../../platform/firebase/firestore';

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

/**
 * The restaurant's orders in the kitchen's states opened on `date` (of one location, or all), live: a Firestore
 * listener on organizations/{orgId}/orders, oldest round first. The rules let the roles of 'orders.read' read only
 * the orders in the kitchen's states (ORDERS_TENANT_COLLECTIONS), so the status filter is required.
 */
export function useKitchenOrders(organizationId: string, locationId: string, date: string) {
  const key = `${organizationId}/${locationId}/${date}`;
  const [state, setState] = useState<State>({ key: '', orders: [], error: null, fromCache: false });
  useEffect(() => {
    if (!organizationId) return;
    const constraints: QueryConstraint[] = [
      where('module', '==', 'restaurant'),
      where('status', 'in', [...KITCHEN_STATUSES]),
      where('date', '==', date),
    ];
    if (locationId) constraints.push(where('locationId', '==', locationId));
    const orders = collection(firestore, 'organizations', organizationId, ORDERS_COLLECTIONS.orders);
    return onSnapshot(
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
        list.sort((a, b) => a.sentAtMs - b.sentAtMs);
        setState({ key, orders: list, error: null, fromCache: snapshot.metadata.fromCache });
      },
      (error) => setState({ key, orders: [], error, fromCache: false }),
    );
  }, [organizationId, locationId, date, key]);
  // Until the listener of new filters answers, nothing of the old ones is shown.
  const current = state.key === key;
  return {
    orders: current ? state.orders : [],
    error: current ? state.error : null,
    loading: !current,
    fromCache: current && state.fromCache,
  };
}
