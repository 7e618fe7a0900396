import { MAX_IMPORT_BYTES, reorderBodySchema } from '@plataforma/domain';
import type { Request, Response } from 'express';
import { readRawBody } from '../../../platform/http/raw-body';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../../platform/resources/routes';
import type { ecommerceBase, EcommerceRoutes } from '../routes';
import { reorderShopCategories, shopCategories } from './categories';
import { applyProductImport, previewProductImport } from './import';
import { shopModifierGroups } from './modifier-groups';
import { shopPacks } from './packs';
import { products } from './products';

/** A CSV file of products: its bytes as sent (Content-Type text/csv or any but JSON), up to 5 MB. */
const importFile = (req: Request, res: Response) =>
  readRawBody(req, res, { limit: MAX_IMPORT_BYTES, tooLarge: 'import-too-large', notRaw: 'import-not-csv' });

/** .../ecommerce/categories, products, modifier-groups and packs. */
export function catalogueRoutes(routes: EcommerceRoutes, base: typeof ecommerceBase): void {
  // Before the resource routes, so that 'reorder' and 'import' are not taken for an id.
  routes.post(`${base}/categories/reorder`, 'ecommerce.manage', async (req, res) => {
    const { ids } = validate(reorderBodySchema, req.body);
    await reorderShopCategories(tenantOf(req), ids);
    res.status(204).end();
  });
  resourceRoutes(routes, `${base}/categories`, shopCategories);
  routes.post(`${base}/products/import/preview`, 'ecommerce.manage', async (req, res) => {
    res.json(await previewProductImport(tenantOf(req), await importFile(req, res)));
  });
  routes.post(`${base}/products/import/apply`, 'ecommerce.manage', async (req, res) => {
    res.json(await applyProductImport(tenantOf(req), await importFile(req, res)));
  });
  resourceRoutes(routes, `${base}/products`, products);
  resourceRoutes(routes, `${base}/modifier-groups`, shopModifierGroups);
  resourceRoutes(routes, `${base}/packs`, shopPacks);
}
