import { Timestamp } from 'firebase-admin/firestore';
import {
  addDays,
  clientName,
  foldText,
  summaryOfDistribution,
  type DateRange,
  type ReviewsSummary,
} from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { applyListPlan, registerListPlans, type ListPlan } from '../../platform/queries/list-plan';
import type { ClientDoc } from './clients';
import { clientsOf, CRM, reviewsOf } from './collections';

/*
 * What the analytics' CRM report reads of the clients and reviews (CRM owns its collections): counts and short
 * lists by queries Firestore serves from indexes, never a scan of the clients but for the bounded one of the tags.
 */

type Org = Pick<Tenant, 'organization'>;

/** Clients created between two instants (the report's days in the location's zone): one count() aggregation. */
export async function countClientsCreated(tenant: Org, from: Date, before: Date): Promise<number> {
  const query = clientsOf(tenant)
    .where('createdAt', '>=', Timestamp.fromDate(from))
    .where('createdAt', '<', Timestamp.fromDate(before));
  return (await query.count().get()).data().count;
}

/** The most clients whose tags are read to count them in memory; past it, each tag found is counted by Firestore. */
export const TAG_READ_LIMIT = 5000;
/** The most tags a report counts (the clients' most used). */
export const MAX_REPORT_TAGS = 50;

/**
 * Clients per tag, all clients: no list of an organization's tags is kept, so they are found by reading the clients'
 * tags alone (a projection), at most TAG_READ_LIMIT clients. Up to it the counts are exact; past it, each tag found
 * in those clients is counted by a count() aggregation on `tagKeys` (a tag only clients past the limit have is then
 * missed: a CRM-kept list of tags is the step after, docs/decisions.md).
 */
export async function clientsByTag(tenant: Org): Promise<{ tag: string; count: number }[]> {
  const snapshot = await clientsOf(tenant).select('tags').limit(TAG_READ_LIMIT).get();
  const tags = new Map<string, { tag: string; count: number }>();
  for (const doc of snapshot.docs)
    for (const tag of (doc.get('tags') as string[] | undefined) ?? []) {
      const entry = tags.get(foldText(tag)) ?? { tag, count: 0 };
      entry.count += 1;
      tags.set(foldText(tag), entry);
    }
  let rows = [...tags.entries()];
  if (snapshot.size === TAG_READ_LIMIT) {
    rows = rows.sort(([, a], [, b]) => b.count - a.count).slice(0, MAX_REPORT_TAGS);
    rows = await Promise.all(
      rows.map(async ([key, entry]) => {
        const count = (await clientsOf(tenant).where('tagKeys', 'array-contains', key).count().get()).data().count;
        return [key, { ...entry, count }] as [string, { tag: string; count: number }];
      }),
    );
  }
  return rows
    .map(([, entry]) => entry)
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'es'))
    .slice(0, MAX_REPORT_TAGS);
}

/**
 * Visible reviews with a number of stars, by date: one count() per star and period, as the reviews' summary counts
 * them (the average from the five counts: an average() aggregation would need an index holding `rating` after the
 * date, which the list plans cannot declare). The stars go as an `in` of one value so that the plan asks for one
 * exact index (hidden, rating, date) serving the range on the date, instead of relying on merging two.
 */
const reviewsPlan = (rating: number): ListPlan => ({
  collection: CRM.reviews,
  filters: [
    { field: 'hidden', op: '==', value: false },
    { field: 'rating', op: 'in', value: [rating] },
  ],
  orderBy: { field: 'date', direction: 'asc' },
});
registerListPlans(() => [reviewsPlan(5)]);

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The visible reviews written in a range (both days included): their count, average and stars. */
export async function reviewsIn(tenant: Org, range: DateRange): Promise<ReviewsSummary> {
  const counts = await Promise.all(
    RATINGS.map(async (rating) => {
      const query = applyListPlan(reviewsOf(tenant), reviewsPlan(rating))
        .where('date', '>=', range.from)
        .where('date', '<=', range.to);
      return (await query.count().get()).data().count;
    }),
  );
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = counts;
  return summaryOfDistribution({ 1: one, 2: two, 3: three, 4: four, 5: five });
}

/** The visible reviews of a range month by month (each month clipped to the range), and in all. */
export async function reviewsByMonth(
  tenant: Org,
  range: DateRange,
): Promise<{ total: ReviewsSummary; months: { month: string; summary: ReviewsSummary }[] }> {
  const parts: { month: string; range: DateRange }[] = [];
  for (let day = range.from; day <= range.to;) {
    const month = day.slice(0, 7);
    const lastOfMonth = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
    const to = lastOfMonth < range.to ? lastOfMonth : range.to;
    parts.push({ month, range: { from: day, to } });
    day = addDays(to, 1);
  }
  const months = await Promise.all(
    parts.map(async (part) => ({ month: part.month, summary: await reviewsIn(tenant, part.range) })),
  );
  // The months partition the range: the total is their sum (no queries of its own).
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { summary } of months) for (const rating of RATINGS) distribution[rating] += summary.distribution[rating];
  return { total: summaryOfDistribution(distribution), months };
}

/** The most birthdays a report lists. */
export const MAX_BIRTHDAYS = 100;

/**
 * Clients whose birthday falls in a month ('01'-'12'), by day: a range on the stored `birthMonthDay` ('MM-DD'),
 * served by its automatic index. Clients stored before that field was kept need scripts/backfill-birth-month-day.mjs.
 */
export async function birthdaysIn(
  tenant: Org,
  month: string,
): Promise<{ id: string; name: string; birthday: string }[]> {
  const snapshot = await clientsOf(tenant)
    .where('birthMonthDay', '>=', `${month}-01`)
    .where('birthMonthDay', '<=', `${month}-31`)
    .orderBy('birthMonthDay')
    .limit(MAX_BIRTHDAYS)
    .select('firstName', 'lastName', 'birthday', 'sortName')
    .get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data() as Pick<ClientDoc, 'firstName' | 'lastName' | 'birthday' | 'sortName'>;
      return { id: doc.id, name: clientName(data), birthday: data.birthday, sortName: data.sortName };
    })
    .sort((a, b) => a.birthday.slice(5).localeCompare(b.birthday.slice(5)) || a.sortName.localeCompare(b.sortName))
    .map(({ sortName: _sort, ...client }) => client);
}
