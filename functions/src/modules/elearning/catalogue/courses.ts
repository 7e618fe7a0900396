import { randomInt } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import {
  courseBodySchema,
  courseMinutes,
  eurosToCents,
  lessonsOf,
  sessionsOverlap,
  type CourseSection,
  type CourseSession,
  type ElearningCourse,
  type FieldErrors,
} from '@plataforma/domain';
import type * as z from 'zod/mini';
import { ApiError } from '../../../platform/http/api-error';
import { recordMediaUse, requireMedia } from '../../../platform/media/service';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { applyListPlan, registerListPlans, type ListPlan } from '../../../platform/queries/list-plan';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused, requireAll } from '../../../platform/resources/references';
import { getLocation, readEmployees } from '../../configuration';
import { courseCategoriesOf, coursePacksOf, coursesOf, ELEARNING, enrolmentsOf, type CourseDoc } from '../collections';

type CourseBody = z.infer<typeof courseBodySchema>;

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new session's, section's or lesson's id: 12 letters and digits (unique within its course). */
export const newCourseItemId = () =>
  Array.from({ length: 12 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

/**
 * The body's sessions and syllabus with every item's id: those sent keep theirs (attendance and progress refer to
 * them; the schema has refused repeated ones), new ones get one that no other item of the course has.
 */
function withItemIds(body: Pick<CourseBody, 'sessions' | 'sections'>): Pick<CourseDoc, 'sessions' | 'sections'> {
  const taken = new Set([
    ...body.sessions.map((s) => s.id),
    ...body.sections.flatMap((section) => [section.id, ...section.lessons.map((l) => l.id)]),
  ]);
  const idOf = (id: string | undefined) => {
    let assigned = id;
    while (!assigned || (!id && taken.has(assigned))) assigned = newCourseItemId();
    taken.add(assigned);
    return assigned;
  };
  return {
    sessions: body.sessions.map((session): CourseSession => ({ ...session, id: idOf(session.id) })),
    sections: body.sections.map((section): CourseSection => ({
      ...section,
      id: idOf(section.id),
      lessons: section.lessons.map((lesson) => ({ ...lesson, id: idOf(lesson.id) })),
    })),
  };
}

/** Each session's location must be one of the organization's (a 400 on the first session at a missing one). */
async function requireLocations(tx: Transaction, tenant: Tenant, sessions: CourseSession[]): Promise<void> {
  const firstAt = new Map<string, number>();
  sessions.forEach((session, index) => {
    if (!firstAt.has(session.locationId)) firstAt.set(session.locationId, index);
  });
  for (const [id, index] of firstAt) await getLocation(tenant, id, tx, `sessions.${index}.locationId`);
}

/**
 * A teacher gives one class at a time: each session of the course may not overlap a session of another course of the
 * same teacher (a 400 on the session, naming the other course). Read in the write's transaction (a single equality on
 * teacherId: the automatic single-field index serves it), so two courses saved at once cannot both take the hour.
 */
async function assertTeacherFree(tx: Transaction, tenant: Tenant, id: string, doc: CourseDoc): Promise<void> {
  if (!doc.teacherId || doc.sessions.length === 0) return;
  const others = await tx.get(coursesOf(tenant).where('teacherId', '==', doc.teacherId));
  const errors: FieldErrors = {};
  doc.sessions.forEach((session, index) => {
    for (const other of others.docs) {
      if (other.id === id) continue;
      if (other.data().sessions.some((theirs) => sessionsOverlap(session, theirs))) {
        errors[`sessions.${index}`] = `El profesor ya tiene «${other.data().title}» a esa hora`;
        return;
      }
    }
  });
  if (Object.keys(errors).length > 0) throw new ApiError('validation-failed', errors);
}

/** The enrolments holding a place in a course (its delete is refused while there are any). */
const placesPlan = (courseId: string): ListPlan => ({
  collection: ELEARNING.enrolments,
  filters: [
    { field: 'courseId', op: '==', value: courseId },
    { field: 'state', op: 'in', value: ['pending', 'active', 'completed'] },
  ],
  orderBy: { field: 'createdAt', direction: 'desc' },
});
registerListPlans(() => [placesPlan('C')]);

const mediaOf = (doc: Pick<CourseDoc, 'photoId' | 'mediaIds'>) => [
  ...(doc.photoId ? [doc.photoId] : []),
  ...doc.mediaIds,
];

/**
 * The academy's courses: price in cents, modality, teacher (an employee), capacity, the calendar of sessions and the
 * syllabus. `enrolled` (places taken) is the enrolments' to keep: 0 on create and never taken from a body; `minutes`
 * and `lessonCount` are derived on each save; `mediaIds` (stored, not answered) are the file lessons' files.
 */
export const courses: ResourceDefinition<CourseBody, CourseDoc, ElearningCourse> = {
  module: 'elearning',
  collection: ELEARNING.courses,
  read: 'elearning.read',
  manage: 'elearning.manage',
  body: courseBodySchema,
  sortable: { title: 'title', price: 'priceCents', createdAt: 'createdAt' },
  filters: { categoryId: 'categoryId', active: 'active' },
  searchText: (doc) => doc.title,
  async toDoc({ price, ...body }, { tx, tenant, ref, existing }) {
    const { sessions, sections } = withItemIds(body);
    const mediaIds = [
      ...new Set(lessonsOf({ sections }).flatMap((lesson) => (lesson.mediaId ? [lesson.mediaId] : []))),
    ];
    // Every read before any write (the transaction's rule); each missing reference is a 400 on its field.
    await requireAll(tx, courseCategoriesOf(tenant), [body.categoryId], 'categoryId', 'La categoría ya no existe');
    if (body.teacherId) {
      const [teacher] = await readEmployees(tenant, [body.teacherId], tx);
      if (!teacher) throw new ApiError('validation-failed', { teacherId: 'El profesor ya no existe' });
    }
    await requireLocations(tx, tenant, sessions);
    if (body.photoId) await requireMedia(tx, tenant, body.photoId, 'photoId');
    for (const [s, section] of sections.entries())
      for (const [l, lesson] of section.lessons.entries())
        if (lesson.mediaId)
          // A handout is a PDF or an image (a diagram): either, as long as it is in the media store.
          await requireMedia(tx, tenant, lesson.mediaId, `sections.${s}.lessons.${l}.mediaId`, { kind: 'any' });
    const enrolled = existing?.enrolled ?? 0;
    if (body.capacity !== null && body.capacity < enrolled)
      throw new ApiError('validation-failed', {
        capacity: `Hay ${enrolled} plazas ocupadas: la capacidad no puede ser menor`,
      });
    const doc: CourseDoc = {
      ...body,
      priceCents: eurosToCents(price),
      sessions,
      sections,
      enrolled,
      minutes: courseMinutes({ sections, sessions }),
      lessonCount: lessonsOf({ sections }).length,
      mediaIds,
    };
    await assertTeacherFree(tx, tenant, ref.id, doc);
    return doc;
  },
  toDto: (id, stored) => {
    const { mediaIds: _mediaIds, ...course } = fromStored(id, stored);
    return course;
  },
  // The cover's and the files' usedBy name the course, so that an image in use cannot be deleted under it.
  async written(doc, { tx, tenant, ref, existing }) {
    const user = { kind: 'course', id: ref.id, name: doc.title } as const;
    await recordMediaUse(tx, tenant, user, { from: existing ? mediaOf(existing) : null, to: mediaOf(doc) });
  },
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, applyListPlan(enrolmentsOf(tenant), placesPlan(id)), 'matrículas', (data) =>
      String((data.client as { name?: string } | undefined)?.name ?? ''),
    );
    await assertUnused(tx, coursePacksOf(tenant).where('courseIds', 'array-contains', id), 'packs');
  },
  async removed({ tx, tenant, id, doc }) {
    await recordMediaUse(tx, tenant, { kind: 'course', id, name: doc.title }, { from: mediaOf(doc), to: null });
  },
};
