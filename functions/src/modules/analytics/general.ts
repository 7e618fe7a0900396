import { generalReport, previousRange, sumFigures, type AnalyticsQuery, type GeneralReport } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { applyPendingFigures } from './apply';
import { readFigures, type FigureFields } from './read';

/** What the general report reads of the aggregates (not the CRM's clients nor the restaurant's parts). */
const GENERAL: FigureFields = [
  'sales',
  'refunds',
  'discounts',
  'byModule',
  'byPayment',
  'byEmployee',
  'heat',
  'items',
  'vat',
];
const TOTALS: FigureFields = ['sales', 'refunds', 'discounts'];

/**
 * GET .../analytics: the general dashboard of a range, from the aggregates only (never the orders). The outbox is
 * drained first, so every sale already made is in (usually nothing to drain: the event function keeps up). The
 * breakdowns and the previous period read whole months from the month documents, a day or week series the days' totals.
 */
export async function readGeneralReport(tenant: Tenant, query: AnalyticsQuery): Promise<GeneralReport> {
  const organizationId = tenant.organization.id;
  await applyPendingFigures(organizationId);
  const range = { from: query.from, to: query.to };
  const previous = previousRange(range);
  const [docs, seriesDocs, previousDocs, locations] = await Promise.all([
    readFigures(organizationId, range, query.locationId, { months: true, fields: GENERAL }),
    // A day or week series needs every day, but only its sales and refunds.
    query.granularity === 'month'
      ? undefined
      : readFigures(organizationId, range, query.locationId, { months: false, fields: TOTALS }),
    readFigures(organizationId, previous, query.locationId, { months: true, fields: TOTALS }),
    recentLocations(tenant),
  ]);
  return generalReport({
    range,
    previousRange: previous,
    granularity: query.granularity,
    docs,
    seriesDocs,
    previous: sumFigures(previousDocs),
    locations: Object.fromEntries(locations.map((location) => [location.id, location.name])),
  });
}
