import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { configurationPaths } from './paths';

export const configurationRoutes: ModuleRoutes = {
  module: 'configuration',
  messages: () => import('./i18n'),
  screens: [
    {
      path: configurationPaths.employees.pattern,
      screen: 'configuration.employees',
      inSidebar: true,
      load: () => import('./pages/EmployeesPage'),
    },
    {
      path: configurationPaths.employee.pattern,
      screen: 'configuration.employee',
      load: () => import('./pages/EmployeePage'),
    },
    {
      path: configurationPaths.locations.pattern,
      screen: 'configuration.locations',
      inSidebar: true,
      load: () => import('./pages/LocationsPage'),
    },
    {
      path: configurationPaths.location.pattern,
      screen: 'configuration.location',
      load: () => import('./pages/LocationPage'),
    },
  ],
};
