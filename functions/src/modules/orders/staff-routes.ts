import {
  cancelOrderBodySchema,
  staffStatusQuerySchema,
  unlockBodySchema,
  voidLineBodySchema,
} from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { lock, salesRouter, staffSessionOf, staffStatus, unlock } from './staff';
import { cancelOrder, voidLine } from './voids';

/** /api/organizations/{id}/staff/...: the PIN switch of a shared till (no staff session needed to ask for one). */
const sessionRoutes = tenantRouter(['pos', 'orders']);
const staffBase = '/organizations/:organization/staff' as const;

sessionRoutes.get(`${staffBase}/status`, 'orders.sell', async (req, res) => {
  const { locationId } = validate(staffStatusQuerySchema, req.query);
  res.json(await staffStatus(tenantOf(req), locationId));
});
sessionRoutes.post(`${staffBase}/unlock`, 'orders.sell', async (req, res) => {
  res.status(201).json(await unlock(tenantOf(req), validate(unlockBodySchema, req.body)));
});
sessionRoutes.post(`${staffBase}/lock`, 'orders.sell', async (req, res) => {
  await lock(tenantOf(req), staffSessionOf(req));
  res.status(204).end();
});

/** Voids and cancelling: what needs a manager's say-so (voids.ts). */
const managedRoutes = salesRouter();
const orderBase = '/organizations/:organization/orders/:orderId' as const;

managedRoutes.post(`${orderBase}/lines/:lineId/void`, 'orders.sell', async (req, res) => {
  const body = validate(voidLineBodySchema, req.body);
  res.json(await voidLine(tenantOf(req), String(req.params.orderId), String(req.params.lineId), body));
});
managedRoutes.post(`${orderBase}/cancel`, 'orders.sell', async (req, res) => {
  const body = validate(cancelOrderBodySchema, req.body);
  res.json(await cancelOrder(tenantOf(req), String(req.params.orderId), body));
});

export const staffRoutes = [sessionRoutes.router, managedRoutes.router];
