import {
  addLinesBodySchema,
  changeStatusBodySchema,
  createOrderBodySchema,
  dinersBodySchema,
  fireBodySchema,
  mergeTablesBodySchema,
  orderClientBodySchema,
  orderCouponBodySchema,
  orderRewardBodySchema,
  moveTableBodySchema,
  orderListQuerySchema,
  paymentBodySchema,
  quickSaleBodySchema,
  sellableItemsQuerySchema,
  refundBodySchema,
  sendBodySchema,
  splitOrderBodySchema,
  ticketListQuerySchema,
} from '@plataforma/domain';
import type { Request } from 'express';
import { idempotencyKey } from '../../platform/http/idempotency';
import { validate } from '../../platform/http/validate';
import { tenantOf } from '../../platform/organizations/tenant-router';
import { registerListPlans } from '../../platform/queries/list-plan';
import { attachClient } from './clients';
import { applyCoupon, removeCoupon } from './coupons';
import { findSellableItems } from './items';
import { applyReward, removeReward } from './rewards';
import { everyOrderListPlan } from './list-plan';
import { quickSale } from './quick';
import * as orders from './service';
import { salesRouter } from './staff';
import { everyTicketListPlan, getTicket, listTickets } from './tickets';

/** /api/organizations/{id}/orders/...: the sales core (who serves: the staff session, see salesRouter). */
const routes = salesRouter();
export const ordersRoutes = routes.router;
const base = '/organizations/:organization/orders' as const;

const orderId = (req: Request) => String(req.params.orderId);

routes.get(base, 'orders.read', async (req, res) => {
  res.json(await orders.listOrders(tenantOf(req), validate(orderListQuerySchema, req.query)));
});
registerListPlans(everyOrderListPlan);
routes.post(base, 'orders.sell', async (req, res) => {
  const body = validate(createOrderBodySchema, req.body);
  res.status(201).json(await orders.createOrder(tenantOf(req), body, idempotencyKey(req)));
});
// What the organization sells, across its selling modules (a coupon's or a reward's items): before `/:orderId`.
routes.get(`${base}/items`, 'orders.read', async (req, res) => {
  res.json(await findSellableItems(tenantOf(req), validate(sellableItemsQuerySchema, req.query)));
});
routes.get(`${base}/:orderId`, 'orders.read', async (req, res) => {
  res.json(await orders.getOrder(tenantOf(req), orderId(req)));
});
routes.put(`${base}/:orderId/client`, 'orders.sell', async (req, res) => {
  const { clientId } = validate(orderClientBodySchema, req.body);
  res.json(await attachClient(tenantOf(req), orderId(req), clientId));
});
// Promotions (issue 17): a coupon code, priced on the server by the module that owns coupons.
routes.put(`${base}/:orderId/coupon`, 'orders.sell', async (req, res) => {
  const { code } = validate(orderCouponBodySchema, req.body);
  res.json(await applyCoupon(tenantOf(req), orderId(req), code));
});
routes.delete(`${base}/:orderId/coupon`, 'orders.sell', async (req, res) => {
  res.json(await removeCoupon(tenantOf(req), orderId(req)));
});
// A loyalty reward of the order's client, priced on the server by the module that owns cards.
routes.put(`${base}/:orderId/reward`, 'orders.sell', async (req, res) => {
  const { accountId, rewardId } = validate(orderRewardBodySchema, req.body);
  res.json(await applyReward(tenantOf(req), orderId(req), accountId, rewardId));
});
routes.delete(`${base}/:orderId/reward`, 'orders.sell', async (req, res) => {
  res.json(await removeReward(tenantOf(req), orderId(req)));
});
routes.post(`${base}/:orderId/lines`, 'orders.sell', async (req, res) => {
  const { lines } = validate(addLinesBodySchema, req.body);
  res.json(await orders.addLines(tenantOf(req), orderId(req), lines, idempotencyKey(req)));
});
routes.delete(`${base}/:orderId/lines/:lineId`, 'orders.sell', async (req, res) => {
  res.json(await orders.removeLine(tenantOf(req), orderId(req), String(req.params.lineId)));
});
routes.post(`${base}/:orderId/send`, 'orders.sell', async (req, res) => {
  const { hold } = validate(sendBodySchema, req.body ?? {});
  res.json(await orders.sendToKitchen(tenantOf(req), orderId(req), hold));
});
routes.post(`${base}/:orderId/status`, 'orders.sell', async (req, res) => {
  const { status } = validate(changeStatusBodySchema, req.body);
  res.json(await orders.changeStatus(tenantOf(req), orderId(req), status));
});
routes.post(`${base}/:orderId/bill`, 'orders.sell', async (req, res) => {
  res.json(await orders.requestBill(tenantOf(req), orderId(req)));
});
routes.post(`${base}/:orderId/payments`, 'orders.sell', async (req, res) => {
  const body = validate(paymentBodySchema, req.body);
  res.status(201).json(await orders.pay(tenantOf(req), orderId(req), body, idempotencyKey(req)));
});
routes.post(`${base}/:orderId/refunds`, 'orders.sell', async (req, res) => {
  const body = validate(refundBodySchema, req.body);
  res.status(201).json(await orders.refund(tenantOf(req), orderId(req), body, idempotencyKey(req)));
});
// Courses (issue 14): 'marchar' a held course.
routes.post(`${base}/:orderId/fire`, 'orders.sell', async (req, res) => {
  const { course } = validate(fireBodySchema, req.body);
  res.json(await orders.fireCourse(tenantOf(req), orderId(req), course));
});
routes.get(`${base}/:orderId/pre-bill`, 'orders.read', async (req, res) => {
  res.json(await orders.preBill(tenantOf(req), orderId(req)));
});

// Tables (issue 14): diners, moving an order to another table, merging two tables, splitting one.
routes.post(`${base}/:orderId/diners`, 'orders.sell', async (req, res) => {
  const { diners } = validate(dinersBodySchema, req.body);
  res.json(await orders.setDiners(tenantOf(req), orderId(req), diners));
});
routes.post(`${base}/:orderId/move`, 'orders.sell', async (req, res) => {
  const { tableId } = validate(moveTableBodySchema, req.body);
  res.json(await orders.moveTable(tenantOf(req), orderId(req), tableId, idempotencyKey(req)));
});
routes.post(`${base}/:orderId/merge`, 'orders.sell', async (req, res) => {
  const body = validate(mergeTablesBodySchema, req.body);
  res.json(await orders.mergeTables(tenantOf(req), orderId(req), body.orderId, idempotencyKey(req)));
});
routes.post(`${base}/:orderId/split`, 'orders.sell', async (req, res) => {
  const body = validate(splitOrderBodySchema, req.body);
  res.status(201).json(await orders.splitOrder(tenantOf(req), orderId(req), body, idempotencyKey(req)));
});

// Tickets after the sale and the quick sale (issue 14).
routes.post(`${base}/quick-sale`, 'orders.sell', async (req, res) => {
  const body = validate(quickSaleBodySchema, req.body);
  res.status(201).json(await quickSale(tenantOf(req), body, idempotencyKey(req)));
});
const tickets = '/organizations/:organization/tickets' as const;
routes.get(tickets, 'orders.read', async (req, res) => {
  res.json(await listTickets(tenantOf(req), validate(ticketListQuerySchema, req.query)));
});
registerListPlans(everyTicketListPlan);
routes.get(`${tickets}/:code`, 'orders.read', async (req, res) => {
  res.json(await getTicket(tenantOf(req), String(req.params.code)));
});
