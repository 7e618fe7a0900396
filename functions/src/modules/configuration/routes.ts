import { employeePinBodySchema } from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../platform/resources/routes';
import { employees, setEmployeePin } from './employees';
import { locations } from './locations';

/** /api/organizations/{id}/configuration/...: locations and employees. */
const routes = tenantRouter(['configuration']);
export const configurationRoutes = routes.router;

resourceRoutes(routes, '/organizations/:organization/configuration/locations', locations);
resourceRoutes(routes, '/organizations/:organization/configuration/employees', employees);
routes.put('/organizations/:organization/configuration/employees/:id/pin', 'configuration.manage', async (req, res) => {
  const { pin } = validate(employeePinBodySchema, req.body);
  res.json(await setEmployeePin(tenantOf(req), String(req.params.id), pin));
});
