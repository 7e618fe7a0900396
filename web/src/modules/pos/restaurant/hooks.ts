import { useState } from 'react';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { rememberedLocation, rememberLocation, useRestaurantCatalog } from './api';

export { minutesSince, useNow } from '../../../ui/useNow';

/**
 * The till's location (remembered per device and organization) and its catalogue (a remembered location that
 * no longer exists falls back to the first one: see useRestaurantCatalog).
 */
export function usePosLocation(fixed?: string) {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const [chosen, setChosen] = useState(() => rememberedLocation(organizationId));
  const asked = fixed ?? chosen;
  const catalog = useRestaurantCatalog(asked);
  const choose = (locationId: string) => {
    rememberLocation(organizationId, locationId);
    setChosen(locationId);
  };
  const locationId = catalog.data?.locationId ?? undefined;
  const location = catalog.data?.locations.find((l) => l.id === locationId);
  return { catalog, locationId, location, choose };
}
