import { generalReport, previousRange, sumFigures, type AnalyticsQuery, type GeneralReport } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { applyPendingFigures } from './apply';
import { readFigures } from './read';

/**
 * GET .../analytics: the general dashboard of a range, from the aggregates only (never the orders). The outbox is
 * drained first, so every sale already made is in (usually nothing to drain: the event function keeps up). A month
 * series, and the previous period (no series), read whole months from the month documents.
 */
export async function readGeneralReport(tenant: Tenant, query: AnalyticsQuery): Promise<GeneralReport> {
  const organizationId = tenant.organization.id;
  await applyPendingFigures(organizationId);
  const range = { from: query.from, to: query.to };
  const previous = previousRange(range);
  const [docs, previousDocs, locations] = await Promise.all([
    readFigures(organizationId, range, query.locationId, { months: query.granularity === 'month' }),
    readFigures(organizationId, previous, query.locationId, { months: true }),
    recentLocations(tenant),
  ]);
  return generalReport({
    range,
    previousRange: previous,
    granularity: query.granularity,
    docs,
    previous: sumFigures(previousDocs),
    locations: Object.fromEntries(locations.map((location) => [location.id, location.name])),
  });
}
