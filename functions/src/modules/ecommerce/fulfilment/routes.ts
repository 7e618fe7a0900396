import * as z from 'zod/mini';
import { documentIdSchema, fulfilmentListQuerySchema, fulfilmentStatusBodySchema } from '@plataforma/domain';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import { registerListPlans } from '../../../platform/queries/list-plan';
import type { EcommerceRoutes, ecommerceBase } from '../routes';
import { everyFulfilmentListPlan, getFulfilment, listFulfilments, moveFulfilment } from './service';

const orderIdOf = (params: Record<string, unknown>) =>
  validate(z.strictObject({ orderId: documentIdSchema }), { orderId: params.orderId }).orderId;

/** .../ecommerce/fulfilments: the board's list (screens without a listener), one order's, and the board's moves. */
export function fulfilmentRoutes(routes: EcommerceRoutes, base: typeof ecommerceBase) {
  const path = `${base}/fulfilments` as const;
  routes.get(path, 'ecommerce.read', async (req, res) => {
    res.json(await listFulfilments(tenantOf(req), validate(fulfilmentListQuerySchema, req.query)));
  });
  registerListPlans(everyFulfilmentListPlan);
  routes.get(`${path}/:orderId`, 'ecommerce.read', async (req, res) => {
    res.json(await getFulfilment(tenantOf(req), orderIdOf(req.params)));
  });
  routes.post(`${path}/:orderId/status`, 'ecommerce.fulfil', async (req, res) => {
    const body = validate(fulfilmentStatusBodySchema, req.body);
    res.json(await moveFulfilment(tenantOf(req), orderIdOf(req.params), body));
  });
}
