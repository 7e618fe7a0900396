import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const configurationRoutes: ModuleRoutes = {
  module: 'configuration',
  screens: [
    { path: 'configuration/employees', screen: 'configuration.employees', inSidebar: true },
    { path: 'configuration/employees/employee/:id', screen: 'configuration.employee' },
    { path: 'configuration/locations', screen: 'configuration.locations', inSidebar: true },
    { path: 'configuration/locations/location/:id', screen: 'configuration.location' },
  ],
};
