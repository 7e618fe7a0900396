import type { Request } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { DEVICE_SERIES, TICKET_SERIES_HEADER, type Location } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { tenantOf, type Tenant } from '../../platform/organizations/tenant-router';
import { seriesRef } from './repository';

/**
 * Which series a sale numbers its ticket in (issue 22): the till device's, named by the `X-Ticket-Series` header
 * (registered with POST .../tills/{locationId}/devices), or without it the location's own. A device's series is
 * taken only by that device, so tills of one location never wait for each other's numbers.
 */

/** The device series of the request, once read (see salesRouter). */
const devices = new WeakMap<Tenant, string>();

/** Reads the request's `X-Ticket-Series` (its format only: the series itself is read in the sale's transaction). */
export function resolveTicketSeries(req: Request): void {
  const series = req.get(TICKET_SERIES_HEADER);
  if (series === undefined) return;
  if (!DEVICE_SERIES.test(series))
    throw new ApiError('validation-failed', { [TICKET_SERIES_HEADER]: 'La serie de este terminal no es válida' });
  devices.set(tenantOf(req), series);
}

/**
 * The series a sale at `location` takes its number from, read in the transaction: the device's when it is one of
 * this location's (an order of another location numbers in that location's series), else the location's. 400 for a
 * device series that was never registered.
 */
export async function saleSeries(tx: Transaction, tenant: Tenant, location: Location) {
  const device = devices.get(tenant);
  if (device) {
    const ref = seriesRef(tenant, device);
    const counter = (await tx.get(ref)).data();
    if (!counter?.locationId)
      throw new ApiError('validation-failed', { [TICKET_SERIES_HEADER]: 'Este terminal no está dado de alta' });
    if (counter.locationId === location.id) return { series: device, ref, counter };
  }
  const ref = seriesRef(tenant, location.ticketSeries);
  return { series: location.ticketSeries, ref, counter: (await tx.get(ref)).data() };
}
