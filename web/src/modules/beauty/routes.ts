import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { beautyPaths } from './paths';

export const beautyRoutes: ModuleRoutes = {
  module: 'beauty',
  messages: () => import('./i18n'),
  screens: [
    {
      path: beautyPaths.materials.pattern,
      screen: 'beauty.materials',
      inSidebar: true,
      load: () => import('./pages/MaterialsPage'),
    },
    { path: beautyPaths.material.pattern, screen: 'beauty.material', load: () => import('./pages/MaterialPage') },
    { path: beautyPaths.room.pattern, screen: 'beauty.room', load: () => import('./pages/RoomPage') },
    {
      path: beautyPaths.packs.pattern,
      screen: 'beauty.packs',
      inSidebar: true,
      load: () => import('./pages/PacksPage'),
    },
    { path: beautyPaths.pack.pattern, screen: 'beauty.pack', load: () => import('./pages/PackPage') },
    {
      path: beautyPaths.services.pattern,
      screen: 'beauty.services',
      inSidebar: true,
      load: () => import('./pages/ServicesPage'),
    },
    {
      path: beautyPaths.serviceCategory.pattern,
      screen: 'beauty.serviceCategory',
      load: () => import('./pages/ServiceCategoryPage'),
    },
    { path: beautyPaths.service.pattern, screen: 'beauty.service', load: () => import('./pages/ServicePage') },
  ],
};
