import { useQuery } from '@tanstack/react-query';
import type { Location, SellingModule } from '@plataforma/domain';
import { ApiRequestError, apiRequest } from '../../../platform/api/client';
import { textChoice, useDeviceChoice } from '../../../platform/device/device-choice';
import { useOrganization } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { posPaths } from '../paths';
import { useDeviceSeries } from '../till/device-series';
import { posKey, useOrganizationApi } from './api';

/** What every till's catalogue answers besides what it sells: the locations and the one it is for. */
export interface TillCatalog {
  locations: Pick<Location, 'id' | 'name' | 'timezone' | 'ticketSeries'>[];
  locationId: string | null;
}

/**
 * A selling module's till catalogue (GET .../pos/{module}/catalog): everything the till sells, in one call; cached,
 * so adding to the cart needs no network. A location remembered on this device that was deleted since: the first.
 */
function usePosCatalog<C extends TillCatalog>(module: SellingModule, locationId: string | undefined) {
  const { organizationId, base } = useOrganizationApi();
  return useQuery({
    queryKey: [...posKey(organizationId), 'catalog', module, locationId ?? ''],
    queryFn: async ({ signal }) => {
      const url = `${base}/pos/${module}/catalog`;
      try {
        return await apiRequest<C>(locationId ? `${url}?locationId=${encodeURIComponent(locationId)}` : url, {
          signal,
        });
      } catch (failure) {
        if (!locationId || !(failure instanceof ApiRequestError) || failure.status !== 404) throw failure;
        return apiRequest<C>(url, { signal });
      }
    },
    enabled: !!organizationId,
    staleTime: 60_000,
  });
}

/**
 * The till's location (remembered per device, organization and module) and its catalogue. While it shows, the
 * tab's calls carry this device's ticket series of the location (useDeviceSeries).
 */
export function useTillCatalog<C extends TillCatalog>(module: SellingModule, fixed?: string) {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const [chosen, choose] = useDeviceChoice(`pos.${module}.location.${organizationId}`, textChoice, '');
  const catalog = usePosCatalog<C>(module, fixed ?? (chosen || undefined));
  const locationId = catalog.data?.locationId ?? undefined;
  const location = catalog.data?.locations.find((l) => l.id === locationId);
  useDeviceSeries(organizationId, locationId);
  return { catalog, locationId, location: location as C['locations'][number] | undefined, choose };
}

/** The selling modules whose till the shared screens go back to, in order of preference. */
const TILL_HOMES = [
  ['restaurant', posPaths.restaurant],
  ['beauty', posPaths.beauty],
  ['ecommerce', posPaths.ecommerce],
  ['elearning', posPaths.elearning],
] as const;

/**
 * The till the shared till screens (the till's day, the ticket history) belong to: the restaurant's where the
 * organization has it, else the salon's, the shop's, the academy's; `home` is the way back to it.
 */
export function useSellingTill(): { module: SellingModule; home: string } {
  const org = useOrganizationSlug();
  const modules = useOrganization(useCurrentOrganization()?.id).data?.modules;
  // Until the organization is known: the salon's, as before the other tills existed.
  const [module, path] =
    TILL_HOMES.find(([type]) => modules?.some((enabled) => enabled.type === type)) ?? TILL_HOMES[1];
  return { module, home: path(org) };
}
