import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const configurationRoutes: ModuleRoutes = {
  module: 'configuration',
  messages: () => import('./i18n'),
  screens: [
    {
      path: 'configuration/employees',
      screen: 'configuration.employees',
      inSidebar: true,
      load: () => import('./pages/EmployeesPage'),
    },
    {
      path: 'configuration/employees/employee/:id',
      screen: 'configuration.employee',
      load: () => import('./pages/EmployeePage'),
    },
    {
      path: 'configuration/locations',
      screen: 'configuration.locations',
      inSidebar: true,
      load: () => import('./pages/LocationsPage'),
    },
    {
      path: 'configuration/locations/location/:id',
      screen: 'configuration.location',
      load: () => import('./pages/LocationPage'),
    },
  ],
};
