import { useEffect, useState } from 'react';
import { DEVICE_SERIES, TICKET_SERIES_HEADER, TICKET_SERIES_UNKNOWN_HEADER, type TillDevice } from '@plataforma/domain';
import { apiRequest, onResponseHeader, setStandingHeader } from '../../../platform/api/client';
import {
  readDeviceChoice,
  removeDeviceChoice,
  saveDeviceChoice,
  useDeviceChoice,
  type ChoiceParser,
} from '../../../platform/device/device-choice';

/**
 * This device's own ticket series at a location (issue 22): registered once per organization and location
 * (POST .../tills/{locationId}/devices), remembered as a device choice and sent on every call while the POS shows
 * that location (`X-Ticket-Series`), so the tills of one location never queue on one counter.
 *
 * The POS registers when a screen of the location opens, not when it charges: the first sale does not wait for it
 * (a charge made while the registration is still on its way waits for it, so every ticket of the device is in its
 * series from the first). A remembered series the server does not know (its data reset) still sells, in the
 * location's series; the answer says so and the device forgets the series and registers again.
 */

const choiceName = (organizationId: string, locationId: string) => `pos.series.${organizationId}.${locationId}`;
const seriesChoice: ChoiceParser<string> = (value) =>
  typeof value === 'string' && DEVICE_SERIES.test(value) ? value : undefined;

/** Registrations on their way, per choice: screens opening together (or StrictMode's double effect) ask once. */
const registering = new Map<string, Promise<string | null>>();

/** Registers this device at the location; answers its series, or null when it could not (then it sells without). */
function register(organizationId: string, locationId: string): Promise<string | null> {
  const name = choiceName(organizationId, locationId);
  const pending = registering.get(name);
  if (pending) return pending;
  const path = `/organizations/${encodeURIComponent(organizationId)}/tills/${encodeURIComponent(locationId)}/devices`;
  const request = apiRequest<TillDevice>(path, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
    .then(({ series }) => {
      if (!seriesChoice(series)) return null;
      // Another tab of this device may have registered meanwhile: one series per device, the first remembered.
      const remembered = readDeviceChoice(name, seriesChoice);
      if (remembered) return remembered;
      saveDeviceChoice(name, series);
      return series;
    })
    .catch(() => null)
    .finally(() => registering.delete(name));
  registering.set(name, request);
  return request;
}

/** The series this tab sends now, and the choice it came from. */
let sending: { name: string; series: string | Promise<string | null> } | null = null;

function send(name: string, series: string | Promise<string | null>) {
  sending = { name, series };
  setStandingHeader(TICKET_SERIES_HEADER, series);
}

// The server did not know the series sent: forget it; the screen showing the location registers again.
onResponseHeader(TICKET_SERIES_UNKNOWN_HEADER, (unknown) => {
  if (sending && sending.series === unknown) removeDeviceChoice(sending.name);
});

/**
 * Sends this device's series of the location on the tab's calls while the calling screen shows it, registering
 * the device first if it has none there yet. A moment without a location (the catalogue of the order's location
 * loading) keeps the last one's series: a charge made meanwhile is still in it.
 */
export function useDeviceSeries(organizationId: string, locationId: string | undefined): void {
  const [shown, setShown] = useState(locationId);
  if (locationId && locationId !== shown) setShown(locationId);
  const name = shown ? choiceName(organizationId, shown) : '';
  const [series] = useDeviceChoice(name, seriesChoice, '');
  useEffect(() => {
    if (!organizationId || !shown) return;
    // Registered before it becomes the standing header: its own call does not wait for itself.
    const value = series || register(organizationId, shown);
    send(name, value);
    return () => {
      if (sending?.series !== value) return;
      sending = null;
      setStandingHeader(TICKET_SERIES_HEADER, null);
    };
  }, [organizationId, shown, name, series]);
}
