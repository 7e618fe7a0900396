import { useQuery } from '@tanstack/react-query';
import { todayIn, type Appointment, type PromotionAccount } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { posKey, useOrganizationApi } from '../shell/api';

/** A client's packs with sessions left (promotions on); refetched after each sale (its key is under 'paid'). */
export function useClientSessions(clientId: string | null) {
  const { organizationId, base } = useOrganizationApi();
  const promotions = useModuleEnabled(organizationId, 'promotions');
  return useQuery({
    queryKey: [...posKey(organizationId), 'paid', 'sessions', clientId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<PromotionAccount[]>(`${base}/beauty/clients/${encodeURIComponent(clientId!)}/sessions`, { signal }),
    enabled: !!organizationId && !!clientId && promotions,
  });
}

/**
 * Today's appointments at the till's location that are completed and not charged yet (the till charges them), every
 * 30 s and after each sale (its key is under 'paid').
 */
export function useAppointmentsToCharge(locationId: string | undefined, timezone = 'Europe/Madrid') {
  const { organizationId, base } = useOrganizationApi();
  const date = todayIn(timezone);
  return useQuery({
    queryKey: [...posKey(organizationId), 'paid', 'appointments', locationId ?? '', date],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ date, locationId: locationId! });
      const day = await apiRequest<Appointment[]>(`${base}/beauty/appointments?${query}`, { signal });
      return day.filter((appointment) => appointment.state === 'completed' && !appointment.charged);
    },
    enabled: !!organizationId && !!locationId,
    refetchInterval: 30_000,
  });
}
