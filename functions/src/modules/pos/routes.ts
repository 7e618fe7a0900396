import * as z from 'zod/mini';
import { documentIdSchema, todayIn, type RestaurantPosCatalog } from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { assertModuleEnabled, tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { listLocations } from '../configuration';
import { restaurantPosCatalog } from '../restaurant';

/** /api/organizations/{id}/pos/...: what the tills load. */
const routes = tenantRouter(['pos']);
export const posRoutes = routes.router;

const catalogQuery = z.object({ locationId: z.optional(documentIdSchema) });

routes.get('/organizations/:organization/pos/restaurant/catalog', 'orders.sell', async (req, res) => {
  const tenant = tenantOf(req);
  assertModuleEnabled(tenant, 'restaurant');
  const { locationId } = validate(catalogQuery, req.query);
  const locations = await listLocations(tenant);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  const catalog = await restaurantPosCatalog(tenant, todayIn(location?.timezone ?? 'Europe/Madrid'));
  const answer: RestaurantPosCatalog = {
    locations: locations.map(({ id, name, tables, timezone, ticketSeries }) => ({
      id,
      name,
      tables,
      timezone,
      ticketSeries,
    })),
    locationId: location?.id ?? null,
    ...catalog,
  };
  res.json(answer);
});
