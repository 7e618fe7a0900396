import * as z from 'zod/mini';
import {
  DEFAULT_TIMEZONE,
  documentIdSchema,
  TIMEZONES,
  todayIn,
  type BeautyPosCatalog,
  type EcommercePosCatalog,
  type ElearningPosCatalog,
  type RestaurantPosCatalog,
} from '@plataforma/domain';
import { validate } from '../../platform/http/validate';
import { assertModuleEnabled, tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { restaurantPosCatalog } from '../restaurant';
import { beautyPosCatalog } from '../beauty';
import { ecommercePosCatalog } from '../ecommerce';
import { elearningPosCatalog } from '../elearning';

/** /api/organizations/{id}/pos/...: what the tills load. */
const routes = tenantRouter(['pos']);
export const posRoutes = routes.router;

const catalogQuery = z.object({ locationId: z.optional(documentIdSchema) });

routes.get('/organizations/:organization/pos/restaurant/catalog', 'orders.sell', async (req, res) => {
  const tenant = tenantOf(req);
  assertModuleEnabled(tenant, 'restaurant');
  const { locationId } = validate(catalogQuery, req.query);
  // The menú del día is the location's day's: the menus of every day it can be now in a Spanish time zone are read
  // with the locations and the catalogue (one read round trip), and the location's picked. The locations and the
  // slowly changing collections come from this instance's recent reads (a few seconds: recent.ts).
  const now = new Date();
  const days = [...new Set(TIMEZONES.map((zone) => todayIn(zone, now)))];
  const [locations, { dailyMenus, ...catalog }] = await Promise.all([
    recentLocations(tenant),
    restaurantPosCatalog(tenant, days),
  ]);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  const dailyMenu = dailyMenus.get(todayIn(location?.timezone ?? DEFAULT_TIMEZONE, now)) ?? null;
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
    dailyMenu,
  };
  res.json(answer);
});

/** The salon's till (issue 18): its locations and the beauty catalogue, one call. */
routes.get('/organizations/:organization/pos/beauty/catalog', 'orders.sell', async (req, res) => {
  const tenant = tenantOf(req);
  assertModuleEnabled(tenant, 'beauty');
  const { locationId } = validate(catalogQuery, req.query);
  const locations = await recentLocations(tenant);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  const answer: BeautyPosCatalog = {
    locations: locations.map(({ id, name, timezone, ticketSeries }) => ({ id, name, timezone, ticketSeries })),
    locationId: location?.id ?? null,
    ...(await beautyPosCatalog(tenant, location?.id ?? null)),
  };
  res.json(answer);
});

/** The shop's counter (issue 19): its locations and the shop's catalogue with the stock of tracked items, one call. */
routes.get('/organizations/:organization/pos/ecommerce/catalog', 'orders.sell', async (req, res) => {
  const tenant = tenantOf(req);
  assertModuleEnabled(tenant, 'ecommerce');
  const { locationId } = validate(catalogQuery, req.query);
  const [locations, catalog] = await Promise.all([recentLocations(tenant), ecommercePosCatalog(tenant)]);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  const answer: EcommercePosCatalog = {
    locations: locations.map(({ id, name, timezone, ticketSeries }) => ({ id, name, timezone, ticketSeries })),
    locationId: location?.id ?? null,
    ...catalog,
  };
  res.json(answer);
});

/** The academy's till (issue 20): its locations and the e-learning catalogue, one call. */
routes.get('/organizations/:organization/pos/elearning/catalog', 'orders.sell', async (req, res) => {
  const tenant = tenantOf(req);
  assertModuleEnabled(tenant, 'elearning');
  const { locationId } = validate(catalogQuery, req.query);
  const [locations, catalog] = await Promise.all([recentLocations(tenant), elearningPosCatalog(tenant)]);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  const answer: ElearningPosCatalog = {
    locations: locations.map(({ id, name, timezone, ticketSeries }) => ({ id, name, timezone, ticketSeries })),
    locationId: location?.id ?? null,
    ...catalog,
  };
  res.json(answer);
});
