import { textChoice, useDeviceChoice } from '../../../platform/device/device-choice';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useDeviceSeries } from '../till/device-series';
import { useRestaurantCatalog } from './api';

export { minutesSince, useNow } from '../../../ui/useNow';

/**
 * The till's location (remembered per device and organization) and its catalogue (a remembered location that
 * no longer exists falls back to the first one: see useRestaurantCatalog). While it shows, the tab's calls carry
 * this device's ticket series of the location (useDeviceSeries).
 */
export function usePosLocation(fixed?: string) {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const [chosen, choose] = useDeviceChoice(`pos.restaurant.location.${organizationId}`, textChoice, '');
  const catalog = useRestaurantCatalog(fixed ?? (chosen || undefined));
  const locationId = catalog.data?.locationId ?? undefined;
  const location = catalog.data?.locations.find((l) => l.id === locationId);
  useDeviceSeries(organizationId, locationId);
  return { catalog, locationId, location, choose };
}
