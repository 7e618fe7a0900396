import { FieldPath } from 'firebase-admin/firestore';
import { addDays, splitByMonths, type DateRange, type FigureDoc, type FigureSet } from '@plataforma/domain';

/** The parts of the figures a report needs (a field mask: a month's clients map is not read for the sales chart). */
export type FigureFields = readonly (keyof FigureSet)[];
import { figuresOf } from './apply';

/** The month after 'YYYY-MM'. */
const nextMonth = (month: string) => addDays(`${month}-28`, 4).slice(0, 7);

/**
 * The aggregate documents of `prefix` whose keys fall in [first, afterLast): a range of document ids
 * ('day_2026-03-01...'), so that no composite index is needed, with the location as an equality when filtered.
 */
async function readRange(
  organizationId: string,
  prefix: 'day' | 'month',
  first: string,
  afterLast: string,
  locationId: string | undefined,
  fields: FigureFields | undefined,
): Promise<FigureDoc[]> {
  let query = figuresOf(organizationId)
    .where(FieldPath.documentId(), '>=', `${prefix}_${first}`)
    .where(FieldPath.documentId(), '<', `${prefix}_${afterLast}`);
  if (locationId) query = query.where('locationId', '==', locationId);
  if (fields) query = query.select('period', 'key', 'locationId', ...fields.map((field) => `figures.${field}`));
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => {
    const { period, key, locationId: location, figures } = doc.data();
    return { period, key, locationId: location, figures: figures ?? {} };
  });
}

/**
 * A range's aggregates: the day documents, or (`months`: no day series needed) the whole months inside the range
 * from their month documents and only the days around them from day documents (a year: 12 documents per location).
 */
export async function readFigures(
  organizationId: string,
  range: DateRange,
  locationId: string | undefined,
  options: { months: boolean; fields?: FigureFields },
): Promise<FigureDoc[]> {
  const { fields } = options;
  if (!options.months) return readRange(organizationId, 'day', range.from, addDays(range.to, 1), locationId, fields);
  const { days, months } = splitByMonths(range);
  const reads = days.map((part) =>
    readRange(organizationId, 'day', part.from, addDays(part.to, 1), locationId, fields),
  );
  if (months.length > 0)
    reads.push(readRange(organizationId, 'month', months[0]!, nextMonth(months.at(-1)!), locationId, fields));
  return (await Promise.all(reads)).flat();
}
