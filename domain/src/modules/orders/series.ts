/**
 * Ticket series per till device (issue 22). Spanish rules let each device number its tickets in a series of its own,
 * gap-free within it: a device registers once per location and gets the location's series with its number ('B' ->
 * 'B-2'), then sends it as `X-Ticket-Series` on the sales core's calls. Its tickets are 'B-2-000123' and its
 * rectifying tickets 'B-2-R000001'; a call without the header numbers in the location's own series, as before.
 * Twenty tills of one location then never wait for each other's numbers.
 */
export const TICKET_SERIES_HEADER = 'X-Ticket-Series';
/**
 * Answered (with the series) when a sale named a device series this organization does not know (its data reset, a
 * series of another organization): the sale is not refused, it numbers in the location's series, and the device
 * forgets its series and registers again.
 */
export const TICKET_SERIES_UNKNOWN_HEADER = 'X-Ticket-Series-Unknown';

/** A device's series: the location's (1-6 letters or digits, no hyphen), a hyphen and the device's number. */
export const DEVICE_SERIES = /^[A-Z0-9]{1,6}-[1-9]\d{0,3}$/;
/** Devices a location may register (the series' number has four digits at most). */
export const MAX_TILL_DEVICES = 9999;

export const deviceSeries = (locationSeries: string, device: number) => `${locationSeries}-${device}`;

/** POST .../tills/{locationId}/devices: the device's own series at the location. */
export interface TillDevice {
  series: string;
  locationId: string;
  /** The device's number at its location (1, 2...). */
  device: number;
}
