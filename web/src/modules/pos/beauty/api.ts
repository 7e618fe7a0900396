import { useQuery } from '@tanstack/react-query';
import type { PromotionAccount } from '@plataforma/domain';
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
