import type { Request, Response } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { DEVICE_SERIES, TICKET_SERIES_HEADER, TICKET_SERIES_UNKNOWN_HEADER, type Location } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { tenantOf, type Tenant } from '../../platform/organizations/tenant-router';
import { seriesRef } from './repository';

/**
 * Which series a sale numbers its ticket in (issue 22): the till device's, named by the `X-Ticket-Series` header
 * (registered with POST .../tills/{locationId}/devices), or without it the location's own. A device's series is
 * taken only by that device, so tills of one location never wait for each other's numbers.
 */

/** The device series of the request, once read (see salesRouter), and its answer (to say the series is unknown). */
const devices = new WeakMap<Tenant, { series: string; res: Response | undefined }>();

/** Reads the request's `X-Ticket-Series` (its format only: the series itself is read in the sale's transaction). */
export function resolveTicketSeries(req: Request): void {
  const series = req.get(TICKET_SERIES_HEADER);
  if (series === undefined) return;
  if (!DEVICE_SERIES.test(series))
    throw new ApiError('validation-failed', { [TICKET_SERIES_HEADER]: 'La serie de este terminal no es válida' });
  devices.set(tenantOf(req), { series, res: req.res });
}

/**
 * The series a sale at `location` takes its number from, read in the transaction: the device's when it is one of
 * this location's (an order of another location numbers in that location's series), else the location's. A device
 * series this organization does not know (its data reset, a series of another organization) does not refuse the
 * sale: it numbers in the location's series and the answer says so (`X-Ticket-Series-Unknown`), so that the device
 * registers again.
 */
export async function saleSeries(tx: Transaction, tenant: Tenant, location: Location) {
  const device = devices.get(tenant);
  if (device) {
    const ref = seriesRef(tenant, device.series);
    const counter = (await tx.get(ref)).data();
    if (!counter?.locationId) device.res?.set(TICKET_SERIES_UNKNOWN_HEADER, device.series);
    else if (counter.locationId === location.id) return { series: device.series, ref, counter };
  }
  const ref = seriesRef(tenant, location.ticketSeries);
  return { series: location.ticketSeries, ref, counter: (await tx.get(ref)).data() };
}
