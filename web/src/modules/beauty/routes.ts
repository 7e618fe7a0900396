import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const beautyRoutes: ModuleRoutes = {
  module: 'beauty',
  screens: [
    { path: 'beauty/materials', screen: 'beauty.materials', inSidebar: true },
    { path: 'beauty/materials/material/:id', screen: 'beauty.material' },
    { path: 'beauty/materials/room/:id', screen: 'beauty.room' },
    { path: 'beauty/packs', screen: 'beauty.packs', inSidebar: true },
    { path: 'beauty/packs/pack/:id', screen: 'beauty.pack' },
    { path: 'beauty/services', screen: 'beauty.services', inSidebar: true },
    { path: 'beauty/services/category/:id', screen: 'beauty.serviceCategory' },
    { path: 'beauty/services/service/:id', screen: 'beauty.service' },
  ],
};
