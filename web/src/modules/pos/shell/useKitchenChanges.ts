import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KITCHEN_STATUSES, ORDERS_COLLECTIONS, type ModuleType } from '@plataforma/domain';
import { posKey, useOrganizationApi } from './api';

/**
 * Live kitchen states on the till: a Firestore listener on the location's orders in the kitchen's states (the ones
 * the rules let staff read, as the kitchen board does) whose every change refreshes the till's orders through the
 * API. The kitchen's "listo" shows on the POS within a second instead of at the next poll; the API stays the one
 * reader of whole orders (prices, payments), the listener is only the signal. The Firestore SDK (~120 KB gzipped)
 * loads after the till is up: until then, and without it, the till refreshes on its own every few seconds.
 */
export function useKitchenChanges(module: ModuleType, locationId: string | undefined) {
  const { organizationId } = useOrganizationApi();
  const client = useQueryClient();
  useEffect(() => {
    if (!organizationId || !locationId) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../../platform/firebase/firestore').then(({ firestore, collection, onSnapshot, query, where }) => {
      if (stopped) return;
      const orders = collection(firestore, 'organizations', organizationId, ORDERS_COLLECTIONS.orders);
      let first = true;
      stop = onSnapshot(
        query(
          orders,
          where('module', '==', module),
          where('status', 'in', [...KITCHEN_STATUSES]),
          where('locationId', '==', locationId),
        ),
        (snapshot) => {
          // The first answer is the state the till has just loaded; what follows are changes.
          if (first) {
            first = false;
            return;
          }
          if (snapshot.docChanges().length > 0) void client.invalidateQueries({ queryKey: posKey(organizationId) });
        },
        // Without the listener (offline, rules) the till still refreshes on its own every few seconds.
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [client, module, organizationId, locationId]);
}
