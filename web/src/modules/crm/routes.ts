import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const crmRoutes: ModuleRoutes = {
  module: 'crm',
  screens: [
    { path: 'crm/list', screen: 'crm.list', inSidebar: true },
    { path: 'crm/list/client/:id', screen: 'crm.client' },
    { path: 'crm/list/company/:id', screen: 'crm.company' },
    { path: 'crm/reviews', screen: 'crm.reviews', inSidebar: true },
  ],
};
