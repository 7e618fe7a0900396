import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const ecommerceRoutes: ModuleRoutes = {
  module: 'ecommerce',
  screens: [
    { path: 'ecommerce/catalog', screen: 'ecommerce.catalog', inSidebar: true },
    { path: 'ecommerce/catalog/category/:id', screen: 'ecommerce.category' },
    { path: 'ecommerce/catalog/modifier-group/:id', screen: 'ecommerce.modifierGroup' },
    { path: 'ecommerce/catalog/product/:id', screen: 'ecommerce.product' },
    { path: 'ecommerce/packs', screen: 'ecommerce.packs', inSidebar: true },
    { path: 'ecommerce/packs/pack/:id', screen: 'ecommerce.pack' },
  ],
};
