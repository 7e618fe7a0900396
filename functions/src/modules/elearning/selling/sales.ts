import { COURSE_MODALITY_LABELS, formatHours, printedDate, type LineInput, type OrderLine } from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import { getMany } from '../../../platform/resources/repository';
import { soldLine, type PreparedLines, type SalePreparer, type SellContext, type SoldLine } from '../../orders';
import { courseCategoriesOf, coursePacksOf, coursesOf, type CourseDoc } from '../collections';

/**
 * The academy's sale preparer (issue 20), registered for 'elearningCourse' and 'elearningPack' lines: prices them
 * from the server's catalogue in the sale's transaction and names the courses each line enrols the order's client in
 * (`enrols`). Nothing is written here: the places are taken by the paid-order hook (paid-hooks.ts), in the payment's
 * transaction, where the client is known. A course already full is not refused here: a client holding a pendiente de
 * pago place pays for it on a full course, and the preparer does not know the order's client (the payment decides).
 */

type ElearningLineInput = Extract<LineInput, { kind: 'elearningCourse' | 'elearningPack' }>;
export const PACK_CATEGORY = 'Packs de cursos';
const uniq = (values: string[]) => [...new Set(values)];
const fieldError = (index: number, field: string, message: string) =>
  new ApiError('validation-failed', { [`lines.${index}.${field}`]: message });

/** A course or pack line: one place, for the order's client. */
const line = (fields: Omit<SoldLine, 'quantity'>) => soldLine({ ...fields, quantity: 1 });

/** 'Presencial · 20 h · Desde el 12/01/2027' (what the ticket and the till show of a course sold). */
export function courseDetail(course: Pick<CourseDoc, 'modality' | 'minutes' | 'sessions'>): string {
  const parts = [COURSE_MODALITY_LABELS[course.modality]];
  if (course.minutes > 0) parts.push(formatHours(course.minutes));
  const first = course.sessions[0];
  if (first) parts.push(`Desde el ${printedDate(first.date)}`);
  return parts.join(' · ');
}

async function prepareElearningSale(
  { tx, tenant }: SellContext,
  indexed: { index: number; input: ElearningLineInput }[],
): Promise<PreparedLines> {
  const inputs = indexed.map(({ input }) => input);
  const packIds = uniq(inputs.flatMap((i) => (i.kind === 'elearningPack' ? [i.packId] : [])));
  const packDocs = await getMany(tx, coursePacksOf(tenant), packIds);
  const packById = new Map(packIds.map((id, i) => [id, packDocs[i]]));
  const courseIds = uniq([
    ...inputs.flatMap((i) => (i.kind === 'elearningCourse' ? [i.courseId] : [])),
    ...packDocs.flatMap((pack) => pack?.courseIds ?? []),
  ]);
  const courseDocs = await getMany(tx, coursesOf(tenant), courseIds);
  const courseById = new Map(courseIds.map((id, i) => [id, courseDocs[i]]));
  const categoryIds = uniq(
    inputs.flatMap((i) => {
      const categoryId = i.kind === 'elearningCourse' ? courseById.get(i.courseId)?.categoryId : undefined;
      return categoryId ? [categoryId] : [];
    }),
  );
  const categoryDocs = await getMany(tx, courseCategoriesOf(tenant), categoryIds);
  const categoryName = new Map(categoryIds.map((id, i) => [id, categoryDocs[i]?.name ?? '']));

  const lines = indexed.map(({ index, input }): OrderLine => {
    if (input.kind === 'elearningPack') {
      const pack = packById.get(input.packId);
      if (!pack || !pack.active) throw fieldError(index, 'packId', 'Este pack ya no está a la venta');
      const courses = pack.courseIds.map((id) => courseById.get(id));
      if (courses.some((course) => !course?.active))
        throw fieldError(index, 'packId', 'Un curso de este pack ya no está a la venta');
      return line({
        kind: 'elearningPack',
        refId: input.packId,
        name: pack.name,
        unitPriceCents: pack.priceCents,
        vatRate: pack.vatRate,
        details: courses.map((course) => ({
          label: `${course!.title} (${courseDetail(course!)})`,
          priceDeltaCents: 0,
        })),
        category: PACK_CATEGORY,
        enrols: pack.courseIds.map((courseId, i) => ({ courseId, title: courses[i]!.title })),
      });
    }
    const course = courseById.get(input.courseId);
    if (!course || !course.active) throw fieldError(index, 'courseId', 'Este curso ya no está a la venta');
    return line({
      kind: 'elearningCourse',
      refId: input.courseId,
      name: course.title,
      unitPriceCents: course.priceCents,
      vatRate: course.vatRate,
      details: [{ label: courseDetail(course), priceDeltaCents: 0 }],
      category: categoryName.get(course.categoryId) ?? '',
      enrols: [{ courseId: input.courseId, title: course.title }],
    });
  });

  return { lines, takeStock: () => undefined };
}

export const elearningSalePreparer: SalePreparer<ElearningLineInput> = {
  // Its lines are refused on any order while e-learning is off (their paid-order hook would not run).
  module: 'elearning',
  prepare: prepareElearningSale,
  // A course is not stock: the places come back with the enrolments a refund cancels (paid-hooks.ts).
  restock: () => Promise.resolve(() => undefined),
};
