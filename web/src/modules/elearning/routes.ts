import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const elearningRoutes: ModuleRoutes = {
  module: 'elearning',
  screens: [
    { path: 'elearning/courses', screen: 'elearning.courses', inSidebar: true },
    { path: 'elearning/courses/category/:id', screen: 'elearning.category' },
    { path: 'elearning/courses/service/:id', screen: 'elearning.course' },
    { path: 'elearning/packs', screen: 'elearning.packs', inSidebar: true },
    { path: 'elearning/packs/pack/:id', screen: 'elearning.pack' },
  ],
};
