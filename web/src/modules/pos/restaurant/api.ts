import { useQuery } from '@tanstack/react-query';
import type { RestaurantPosCatalog } from '@plataforma/domain';
import { ApiRequestError, apiRequest } from '../../../platform/api/client';
import { posKey, useOrganizationApi } from '../shell/api';

/** Everything the till sells, in one call; cached, so adding to the cart needs no network. */
export function useRestaurantCatalog(locationId: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'catalog', locationId ?? ''],
    queryFn: async ({ signal }) => {
      const url = `${base}/pos/restaurant/catalog`;
      try {
        return await apiRequest<RestaurantPosCatalog>(
          locationId ? `${url}?locationId=${encodeURIComponent(locationId)}` : url,
          { signal },
        );
      } catch (failure) {
        // A location remembered on this device that was deleted since: the first one instead.
        if (!locationId || !(failure instanceof ApiRequestError) || failure.status !== 404) throw failure;
        return apiRequest<RestaurantPosCatalog>(url, { signal });
      }
    },
    enabled: !!organizationId,
    staleTime: 60_000,
  });
}
