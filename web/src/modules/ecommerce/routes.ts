import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { ecommercePaths } from './paths';
import { withStockTexts } from './texts';

export const ecommerceRoutes: ModuleRoutes = {
  module: 'ecommerce',
  messages: () => import('./i18n'),
  screens: [
    {
      path: ecommercePaths.catalog.pattern,
      screen: 'ecommerce.catalog',
      inSidebar: true,
      load: () => import('./pages/CatalogPage'),
    },
    {
      path: ecommercePaths.category.pattern,
      screen: 'ecommerce.category',
      load: () => import('./pages/CategoryPage'),
    },
    {
      path: ecommercePaths.modifierGroup.pattern,
      screen: 'ecommerce.modifierGroup',
      load: () => import('./pages/ModifierGroupPage'),
    },
    { path: ecommercePaths.product.pattern, screen: 'ecommerce.product', load: () => import('./pages/ProductPage') },
    {
      path: ecommercePaths.packs.pattern,
      screen: 'ecommerce.packs',
      inSidebar: true,
      load: () => import('./pages/PacksPage'),
    },
    { path: ecommercePaths.pack.pattern, screen: 'ecommerce.pack', load: () => import('./pages/PackPage') },
    {
      path: ecommercePaths.stock.pattern,
      screen: 'ecommerce.stock',
      inSidebar: true,
      load: () => withStockTexts(import('./pages/StockPage')),
    },
    {
      path: ecommercePaths.stocktake.pattern,
      screen: 'ecommerce.stocktake',
      load: () => withStockTexts(import('./pages/StocktakePage')),
    },
  ],
};
