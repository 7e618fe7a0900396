import { useCallback } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  can,
  type CancelOrderBody,
  type Order,
  type StaffSession,
  type StaffStatus,
  type VoidLineBody,
} from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { posKey, useOrganizationApi, useSettleOrder } from '../shell/api';
import { setStaffSession, useStaffSession } from './session';

/** Whether this location's till asks for PINs (some employee has one) and after how long idle it locks. */
export function useStaffStatus(locationId: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'staff', locationId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<StaffStatus>(`${base}/staff/status?locationId=${encodeURIComponent(locationId!)}`, { signal }),
    enabled: !!organizationId && !!locationId,
    staleTime: 60_000,
  });
}

/** The PIN switch: unlocking names who works from now on; locking ends it (the next person types their PIN). */
export function useStaffSwitch() {
  const { base } = useOrganizationApi();
  const unlock = useMutation({
    mutationFn: (body: { pin: string; locationId: string }) =>
      apiRequest<StaffSession>(`${base}/staff/unlock`, { method: 'POST', body }),
    onSuccess: setStaffSession,
  });
  // Stable: the idle timer restarts when it changes.
  const lock = useCallback(async () => {
    // The till locks even when the server cannot be told (offline): the session then just expires.
    await apiRequest(`${base}/staff/lock`, { method: 'POST', body: {} }).catch(() => undefined);
    setStaffSession(null);
  }, [base]);
  return { unlock, lock };
}

/**
 * Whether the one acting may void and cancel alone: the employee of the staff session if there is one (an
 * encargado en caja), else the signed-in account's role. Otherwise a manager's PIN is asked for.
 */
export function useMayAuthorize(): boolean {
  const session = useStaffSession();
  const role = useCurrentOrganization()?.role;
  return session ? session.mayAuthorize : can(role, 'orders.manage');
}

/** Voiding a sent line and cancelling an order (each with a reason and, for staff, a manager's PIN). */
export function useManagerActions() {
  const { base } = useOrganizationApi();
  const settle = useSettleOrder();
  const voidLine = useMutation({
    mutationFn: ({ orderId, lineId, body }: { orderId: string; lineId: string; body: VoidLineBody }) =>
      apiRequest<Order>(`${base}/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/void`, {
        method: 'POST',
        body,
      }),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: CancelOrderBody }) =>
      apiRequest<Order>(`${base}/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body }),
    onSuccess: settle,
  });
  return { voidLine, cancel };
}
