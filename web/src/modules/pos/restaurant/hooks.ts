import { useEffect, useState } from 'react';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { rememberedLocation, rememberLocation, useRestaurantCatalog } from './api';

/** The current time, refreshed every `everyMs` (minutes shown on tables and tickets keep ticking). */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export const minutesSince = (iso: string | null | undefined, now: number) =>
  iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : 0;

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
