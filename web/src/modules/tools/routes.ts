import type { ModuleRoutes } from '../../platform/routing/module-routes';

export const toolsRoutes: ModuleRoutes = {
  module: 'tools',
  screens: [
    { path: 'tools', screen: 'tools.overview', inSidebar: true },
    { path: 'tools/multiorganization-imports', screen: 'tools.imports', inSidebar: true },
  ],
};
