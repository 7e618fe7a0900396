import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { crmPaths } from './paths';

export const crmRoutes: ModuleRoutes = {
  module: 'crm',
  messages: () => import('./i18n'),
  screens: [
    { path: crmPaths.list.pattern, screen: 'crm.list', inSidebar: true, load: () => import('./pages/ListPage') },
    { path: crmPaths.client.pattern, screen: 'crm.client', load: () => import('./pages/ClientPage') },
    { path: crmPaths.company.pattern, screen: 'crm.company', load: () => import('./pages/CompanyPage') },
    {
      path: crmPaths.reviews.pattern,
      screen: 'crm.reviews',
      inSidebar: true,
      load: () => import('./pages/ReviewsPage'),
    },
  ],
};
