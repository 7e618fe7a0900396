import {
  rangeDays,
  restaurantReport,
  sumFigures,
  type AnalyticsQuery,
  type RestaurantReport,
} from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { applyPendingFigures } from './apply';
import { readFigures } from './read';

/**
 * GET .../analytics/modules/restaurant: covers, turnover, times, dishes and sold-out dishes of a range, from the
 * aggregates; the turnover divides by the tables the location (or every location) has today.
 */
export async function readRestaurantReport(tenant: Tenant, query: AnalyticsQuery): Promise<RestaurantReport> {
  const organizationId = tenant.organization.id;
  await applyPendingFigures(organizationId);
  const range = { from: query.from, to: query.to };
  const [docs, locations] = await Promise.all([
    readFigures(organizationId, range, query.locationId, {
      months: true,
      fields: ['tables', 'kitchen', 'items', 'soldOut'],
    }),
    recentLocations(tenant),
  ]);
  const tables = locations
    .filter((location) => !query.locationId || location.id === query.locationId)
    .reduce((sum, location) => sum + location.tables.length, 0);
  return restaurantReport({ range, figures: sumFigures(docs), tables, days: rangeDays(range) });
}
