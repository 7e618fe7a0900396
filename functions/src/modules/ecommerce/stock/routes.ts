import {
  listQuerySchema,
  stockAdjustmentBodySchema,
  stockListQuerySchema,
  stocktakeBodySchema,
} from '@plataforma/domain';
import * as z from 'zod/mini';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import { registerListPlans } from '../../../platform/queries/list-plan';
import type { EcommerceRoutes, ecommerceBase } from '../routes';
import {
  adjustStock,
  bookStocktake,
  everyMovementsPlan,
  everyStockListPlan,
  everyStocktakesPlan,
  getStocktake,
  listMovements,
  listStock,
  listStocktakes,
} from './service';

const pageQuery = z.pick(listQuerySchema, { page: true, pageSize: true });

/** .../ecommerce/stock and .../ecommerce/stocktakes: the stock list, movements, adjustments and stocktakes. */
export function stockRoutes(routes: EcommerceRoutes, base: typeof ecommerceBase) {
  routes.get(`${base}/stock`, 'ecommerce.read', async (req, res) => {
    res.json(await listStock(tenantOf(req), validate(stockListQuerySchema, req.query)));
  });
  registerListPlans(everyStockListPlan);
  routes.get(`${base}/stock/:stockId/movements`, 'ecommerce.read', async (req, res) => {
    res.json(await listMovements(tenantOf(req), String(req.params.stockId), validate(pageQuery, req.query)));
  });
  registerListPlans(everyMovementsPlan);
  routes.post(`${base}/stock/:stockId/adjustments`, 'ecommerce.stock', async (req, res) => {
    const body = validate(stockAdjustmentBodySchema, req.body);
    res.status(201).json(await adjustStock(tenantOf(req), String(req.params.stockId), body));
  });
  routes.get(`${base}/stocktakes`, 'ecommerce.read', async (req, res) => {
    res.json(await listStocktakes(tenantOf(req), validate(pageQuery, req.query)));
  });
  registerListPlans(everyStocktakesPlan);
  routes.post(`${base}/stocktakes`, 'ecommerce.stock', async (req, res) => {
    res.status(201).json(await bookStocktake(tenantOf(req), validate(stocktakeBodySchema, req.body)));
  });
  routes.get(`${base}/stocktakes/:id`, 'ecommerce.read', async (req, res) => {
    res.json(await getStocktake(tenantOf(req), String(req.params.id)));
  });
}
