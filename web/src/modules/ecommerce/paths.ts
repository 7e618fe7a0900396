import { screenPath } from '../../platform/routing/paths';

/** The shop's management screens: `routes.ts` declares them with these patterns, links are built with them. */
export const ecommercePaths = {
  /** search: { tab: 'categories' | 'modifierGroups' } opens that tab; { category } filters the products. */
  catalog: screenPath('ecommerce/catalog'),
  category: screenPath('ecommerce/catalog/category/:id'),
  product: screenPath('ecommerce/catalog/product/:id'),
  modifierGroup: screenPath('ecommerce/catalog/modifier-group/:id'),
  packs: screenPath('ecommerce/packs'),
  pack: screenPath('ecommerce/packs/pack/:id'),
  stock: screenPath('ecommerce/stock'),
  stocktake: screenPath('ecommerce/stock/stocktake'),
};
