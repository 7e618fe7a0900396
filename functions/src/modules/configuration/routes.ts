import { tenantRouter } from '../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../platform/resources/routes';
import { employees } from './employees';
import { locations } from './locations';

/** /api/organizations/{id}/configuration/...: locations and employees. */
const routes = tenantRouter(['configuration']);
export const configurationRoutes = routes.router;

resourceRoutes(routes, '/organizations/:organization/configuration/locations', locations);
resourceRoutes(routes, '/organizations/:organization/configuration/employees', employees);
