import { reorderBodySchema } from '@plataforma/domain';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../../platform/resources/routes';
import type { ecommerceBase, EcommerceRoutes } from '../routes';
import { reorderShopCategories, shopCategories } from './categories';
import { shopModifierGroups } from './modifier-groups';
import { shopPacks } from './packs';
import { products } from './products';

/** .../ecommerce/categories, products, modifier-groups and packs. */
export function catalogueRoutes(routes: EcommerceRoutes, base: typeof ecommerceBase): void {
  // Before the resource routes, so that 'reorder' and 'import' are not taken for an id.
  routes.post(`${base}/categories/reorder`, 'ecommerce.manage', async (req, res) => {
    const { ids } = validate(reorderBodySchema, req.body);
    await reorderShopCategories(tenantOf(req), ids);
    res.status(204).end();
  });
  resourceRoutes(routes, `${base}/categories`, shopCategories);
  resourceRoutes(routes, `${base}/products`, products);
  resourceRoutes(routes, `${base}/modifier-groups`, shopModifierGroups);
  resourceRoutes(routes, `${base}/packs`, shopPacks);
}
