import {
  DEFAULT_TIMEZONE,
  addDays,
  localInstant,
  sumFigures,
  TOP_CLIENTS,
  type AnalyticsQuery,
  type CrmReport,
  type ReviewsSummary,
} from '@plataforma/domain';
import { db } from '../../platform/firebase';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentLocations } from '../configuration';
import { birthdaysIn, clientsByTag, countClientsCreated, reviewsByMonth } from '../crm';
import { applyPendingFigures, clientFiguresOf } from './apply';
import { readFigures } from './read';

/** How many client documents one getAll reads. */
const GET_ALL_CHUNK = 100;

/** The first day each client bought (analyticsClients), by id; absent for a client without one. */
async function firstDatesOf(organizationId: string, clientIds: string[]): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  for (let start = 0; start < clientIds.length; start += GET_ALL_CHUNK) {
    const refs = clientIds.slice(start, start + GET_ALL_CHUNK).map((id) => clientFiguresOf(organizationId).doc(id));
    for (const snapshot of await db().getAll(...refs)) {
      const firstDate = snapshot.data()?.firstDate as string | undefined;
      if (firstDate) dates.set(snapshot.id, firstDate);
    }
  }
  return dates;
}

const averageOf = (summary: ReviewsSummary) => (summary.count ? summary.average : null);

/**
 * GET .../analytics/modules/crm: who bought in the range (from the aggregates' clients map: first time ever or
 * again, by the first day each bought), the top spenders, and what CRM counts by indexed queries (clients created,
 * tags, reviews, birthdays). The days of the range are the filtered location's (or the first location's) days.
 */
export async function readCrmReport(tenant: Tenant, query: AnalyticsQuery): Promise<CrmReport> {
  const organizationId = tenant.organization.id;
  await applyPendingFigures(organizationId);
  const range = { from: query.from, to: query.to };
  const [docs, locations] = await Promise.all([
    readFigures(organizationId, range, query.locationId, { months: true, fields: ['clients'] }),
    recentLocations(tenant),
  ]);
  const figures = sumFigures(docs);
  const buyers = Object.entries(figures.clients ?? {}).filter(([, client]) => client.count > 0 || client.cents !== 0);
  const location = locations.find((candidate) => candidate.id === query.locationId) ?? locations[0];
  const timeZone = location?.timezone ?? DEFAULT_TIMEZONE;

  const [firstDates, createdClients, byTag, reviews, birthdays] = await Promise.all([
    firstDatesOf(
      organizationId,
      buyers.map(([id]) => id),
    ),
    countClientsCreated(tenant, localInstant(range.from, 0, timeZone), localInstant(addDays(range.to, 1), 0, timeZone)),
    clientsByTag(tenant),
    reviewsByMonth(tenant, range),
    birthdaysIn(tenant, range.to.slice(5, 7)),
  ]);
  // A buyer without a first day (it cannot be after the drain) counts as new.
  const newClients = buyers.filter(([id]) => (firstDates.get(id) ?? range.from) >= range.from).length;
  return {
    range,
    newClients,
    returningClients: buyers.length - newClients,
    createdClients,
    topClients: buyers
      .map(([key, client]) => ({ key, name: client.name, count: client.count, cents: client.cents }))
      .sort((a, b) => b.cents - a.cents || a.key.localeCompare(b.key))
      .slice(0, TOP_CLIENTS),
    byTag,
    reviews: {
      count: reviews.total.count,
      average: averageOf(reviews.total),
      trend: reviews.months.map(({ month, summary }) => ({ month, count: summary.count, average: averageOf(summary) })),
    },
    birthdays,
  };
}
