import {
  adjustVoucherBodySchema,
  cancelVoucherBodySchema,
  documentIdSchema,
  joinCardBodySchema,
  issueVoucherBodySchema,
  liabilityQuerySchema,
  movementListQuerySchema,
  voucherListQuerySchema,
} from '@plataforma/domain';
import type { Request } from 'express';
import { validate } from '../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { registerListPlans } from '../../platform/queries/list-plan';
import { resourceRoutes } from '../../platform/resources/routes';
import { cardPrograms, clientCards, everyMemberListPlan, joinProgram, listMembers } from './cards';
import { coupons } from './coupons';
import * as vouchers from './vouchers';

/** /api/organizations/{id}/promotions/...: gift vouchers, the ledger of every account, the liability. */
const routes = tenantRouter(['promotions']);
export const promotionsRoutes = routes.router;
const base = '/organizations/:organization/promotions' as const;
const id = (req: Request) => String(req.params.id);

routes.get(`${base}/vouchers`, 'promotions.read', async (req, res) => {
  res.json(await vouchers.listVouchers(tenantOf(req), validate(voucherListQuerySchema, req.query)));
});
registerListPlans(vouchers.everyVoucherListPlan);
routes.post(`${base}/vouchers`, 'promotions.manage', async (req, res) => {
  const body = validate(issueVoucherBodySchema, req.body);
  res.status(201).json(await vouchers.issueVoucher(tenantOf(req), body));
});
// Before '/vouchers/:id', so that 'by-code' is not taken for an id.
routes.get(`${base}/vouchers/by-code/:code`, 'promotions.read', async (req, res) => {
  res.json(await vouchers.lookupVoucher(tenantOf(req), String(req.params.code)));
});
routes.get(`${base}/vouchers/:id`, 'promotions.read', async (req, res) => {
  res.json(await vouchers.getVoucher(tenantOf(req), id(req)));
});
routes.post(`${base}/vouchers/:id/adjust`, 'promotions.manage', async (req, res) => {
  const body = validate(adjustVoucherBodySchema, req.body);
  res.json(await vouchers.adjustVoucher(tenantOf(req), id(req), body));
});
routes.post(`${base}/vouchers/:id/cancel`, 'promotions.manage', async (req, res) => {
  const { reason } = validate(cancelVoucherBodySchema, req.body);
  res.json(await vouchers.cancelVoucher(tenantOf(req), id(req), reason));
});
routes.get(`${base}/accounts/:accountId/movements`, 'promotions.read', async (req, res) => {
  const query = validate(movementListQuerySchema, req.query);
  res.json(await vouchers.listMovements(tenantOf(req), String(req.params.accountId), query));
});
registerListPlans(vouchers.everyMovementListPlan);
routes.get(`${base}/liability`, 'promotions.manage', async (req, res) => {
  const { at } = validate(liabilityQuerySchema, req.query);
  res.json(await vouchers.liability(tenantOf(req), at));
});

resourceRoutes(routes, `${base}/coupons`, coupons);

// Loyalty cards: staff enrol a client at the till (as they redeem); managers manage the programs.
routes.post(`${base}/cards/:id/members`, 'promotions.read', async (req, res) => {
  const { clientId } = validate(joinCardBodySchema, req.body);
  res.status(201).json(await joinProgram(tenantOf(req), id(req), clientId));
});
routes.get(`${base}/cards/:id/members`, 'promotions.read', async (req, res) => {
  res.json(await listMembers(tenantOf(req), id(req), validate(movementListQuerySchema, req.query)));
});
registerListPlans(everyMemberListPlan);
routes.get(`${base}/clients/:clientId/cards`, 'promotions.read', async (req, res) => {
  res.json(await clientCards(tenantOf(req), validate(documentIdSchema, req.params.clientId)));
});
resourceRoutes(routes, `${base}/cards`, cardPrograms);
