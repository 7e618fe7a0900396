import {
  cashMovementBodySchema,
  closeTillBodySchema,
  openTillBodySchema,
  tillReportListQuerySchema,
} from '@plataforma/domain';
import type { Request } from 'express';
import * as z from 'zod/mini';
import { idempotencyKey } from '../../../platform/http/idempotency';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import { registerListPlans } from '../../../platform/queries/list-plan';
import { salesRouter } from '../staff';
import * as till from './service';

/** /api/organizations/{id}/tills/{locationId}/...: the till (caja) of a location, for every POS. */
// Who opens, moves cash and closes is the PIN session's employee (salesRouter).
const routes = salesRouter();
export const tillRoutes = routes.router;
const base = '/organizations/:organization/tills/:locationId' as const;
const locationId = (req: Request) => String(req.params.locationId);
const reportNumberSchema = z.strictObject({ number: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1e9)) });

registerListPlans(() => [till.sessionOrdersPlan('S'), till.tillReportsPlan('L')]);

routes.get(base, 'orders.read', async (req, res) => {
  res.json(await till.getTillState(tenantOf(req), locationId(req)));
});
routes.post(`${base}/open`, 'orders.sell', async (req, res) => {
  const body = validate(openTillBodySchema, req.body);
  res.status(201).json(await till.openTill(tenantOf(req), locationId(req), body));
});
// A till device's own ticket series at the location (issue 22), once per device (Idempotency-Key: a retry answers
// the same series).
routes.post(`${base}/devices`, 'orders.sell', async (req, res) => {
  res.status(201).json(await till.registerTillDevice(tenantOf(req), locationId(req), idempotencyKey(req)));
});
routes.post(`${base}/movements`, 'orders.sell', async (req, res) => {
  const body = validate(cashMovementBodySchema, req.body);
  res.status(201).json(await till.addCashMovement(tenantOf(req), locationId(req), body, idempotencyKey(req)));
});
routes.get(`${base}/report`, 'orders.sell', async (req, res) => {
  res.json(await till.xReport(tenantOf(req), locationId(req)));
});
routes.post(`${base}/close`, 'orders.sell', async (req, res) => {
  const body = validate(closeTillBodySchema, req.body);
  res.json(await till.closeTill(tenantOf(req), locationId(req), body));
});
routes.get(`${base}/reports`, 'orders.read', async (req, res) => {
  res.json(await till.listTillReports(tenantOf(req), locationId(req), validate(tillReportListQuerySchema, req.query)));
});
routes.get(`${base}/reports/:number`, 'orders.read', async (req, res) => {
  const { number } = validate(reportNumberSchema, { number: req.params.number });
  res.json(await till.getTillReport(tenantOf(req), locationId(req), number));
});
