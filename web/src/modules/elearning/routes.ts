import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { elearningPaths } from './paths';

export const elearningRoutes: ModuleRoutes = {
  module: 'elearning',
  messages: () => import('./i18n'),
  screens: [
    {
      path: elearningPaths.courses.pattern,
      screen: 'elearning.courses',
      inSidebar: true,
      load: () => import('./pages/CoursesPage'),
    },
    {
      path: elearningPaths.category.pattern,
      screen: 'elearning.category',
      load: () => import('./pages/CategoryPage'),
    },
    { path: elearningPaths.course.pattern, screen: 'elearning.course', load: () => import('./pages/CoursePage') },
    {
      path: elearningPaths.packs.pattern,
      screen: 'elearning.packs',
      inSidebar: true,
      load: () => import('./pages/PacksPage'),
    },
    { path: elearningPaths.pack.pattern, screen: 'elearning.pack', load: () => import('./pages/PackPage') },
  ],
};
