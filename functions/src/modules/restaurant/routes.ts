import * as z from 'zod/mini';
import {
  copyDailyMenuBodySchema,
  dailyMenuBodySchema,
  dateKeySchema,
  dishAvailabilityBodySchema,
  listQuerySchema,
  reorderBodySchema,
} from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../platform/resources/routes';
import { categories, reorderCategories } from './categories';
import { combos } from './combos';
import { copyDailyMenu, deleteDailyMenu, getDailyMenu, listDailyMenus, saveDailyMenu } from './daily-menus';
import { dishes, setDishAvailability } from './dishes';
import { modifierGroups } from './modifier-groups';

/** /api/organizations/{id}/restaurant/...: the menu, combos and the menú del día. */
const routes = tenantRouter(['restaurant']);
export const restaurantRoutes = routes.router;
const base = '/organizations/:organization/restaurant' as const;

// Before the resource routes, so 'reorder' is not taken for a category id.
routes.post(`${base}/categories/reorder`, 'restaurant.manage', async (req, res) => {
  const { ids } = validate(reorderBodySchema, req.body);
  await reorderCategories(tenantOf(req), ids);
  res.status(204).end();
});
resourceRoutes(routes, `${base}/categories`, categories);

routes.post(`${base}/dishes/:id/availability`, 'restaurant.manage', async (req, res) => {
  const { available } = validate(dishAvailabilityBodySchema, req.body);
  res.json(await setDishAvailability(tenantOf(req), String(req.params.id), available));
});
resourceRoutes(routes, `${base}/dishes`, dishes);
resourceRoutes(routes, `${base}/modifier-groups`, modifierGroups);
resourceRoutes(routes, `${base}/combos`, combos);

const dateParam = (params: Record<string, unknown>) =>
  validate(z.strictObject({ date: dateKeySchema }), { date: params.date }).date;
const rangeQuery = z.extend(listQuerySchema, { from: z.optional(dateKeySchema), to: z.optional(dateKeySchema) });

routes.get(`${base}/daily-menus`, 'restaurant.read', async (req, res) => {
  res.json(await listDailyMenus(tenantOf(req), validate(rangeQuery, req.query)));
});
routes.get(`${base}/daily-menus/:date`, 'restaurant.read', async (req, res) => {
  res.json(await getDailyMenu(tenantOf(req), dateParam(req.params)));
});
routes.put(`${base}/daily-menus/:date`, 'restaurant.manage', async (req, res) => {
  const date = dateParam(req.params);
  const { menu, created } = await saveDailyMenu(tenantOf(req), date, validate(dailyMenuBodySchema, req.body));
  res.status(created ? 201 : 200).json(menu);
});
routes.post(`${base}/daily-menus/:date/copy`, 'restaurant.manage', async (req, res) => {
  const date = dateParam(req.params);
  const { from } = validate(copyDailyMenuBodySchema, req.body);
  res.status(201).json(await copyDailyMenu(tenantOf(req), date, from));
});
routes.delete(`${base}/daily-menus/:date`, 'restaurant.manage', async (req, res) => {
  await deleteDailyMenu(tenantOf(req), dateParam(req.params));
  res.status(204).end();
});
