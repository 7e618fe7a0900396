import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { ecommercePaths } from './paths';

/**
 * A screen loaded with the stock's texts: ./texts.ts loads on demand (beside the screen, not before it), so that the
 * entry holds only the module's routes and paths.
 */
const withStockTexts = <T>(screen: Promise<T>): Promise<T> =>
  import('./texts').then((texts) => texts.withStockTexts(screen));

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
