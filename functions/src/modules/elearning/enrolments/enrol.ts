import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  enrolmentIdOf,
  enrolmentSummary,
  type ClientRef,
  type EnrolmentOrigin,
  type EnrolmentState,
} from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import { hasModule, type Tenant } from '../../../platform/organizations/tenant-router';
import type { Stored } from '../../../platform/resources/definition';
import { getMany } from '../../../platform/resources/repository';
import { writeTimelineEntry } from '../../crm';
import { coursesOf, enrolmentsOf, type CourseDoc, type EnrolmentDoc } from '../collections';

/**
 * Enrolling (issue 20), shared by a manager's enrolment and a paid sale: the course's `enrolled` counter is the
 * capacity's lock. Each enrolment reads the course and the client's enrolment in it (one document per pair) in its
 * transaction and writes both, so that of 25 enrolments racing for 8 places exactly 8 succeed: the others' transactions
 * rerun, find the course full and answer 409.
 */

export interface EnrolmentWish {
  courseId: string;
  /** pending: a place held until paid; active: paid (or enrolled as such by a manager). */
  state: Extract<EnrolmentState, 'pending' | 'active'>;
  origin: EnrolmentOrigin;
  /** pending: the last day the place is held (none: held until paid or cancelled). */
  holdUntil?: string | null;
}

export interface PlannedEnrolments {
  /** The enrolments' ids, in the order of the wishes. */
  ids: string[];
  write(tx: Transaction): void;
}

type CourseRead = Stored<CourseDoc>;

/**
 * Reads the courses and the client's enrolments in them, and answers the writes that enrol the client in each (reads
 * only: the writes come after every read of the caller's transaction). A pendiente de pago enrolment paid now becomes
 * activa on the place it held; one already activa or completada is a 409 ('already-enrolled'); a new (or cancelled)
 * one takes a place: 409 'course-full' when none is left. `missing` says what a course that does not exist is.
 */
export async function planEnrolments(
  tx: Transaction,
  tenant: Tenant,
  client: ClientRef,
  wishes: EnrolmentWish[],
  missing: (courseId: string) => ApiError = () =>
    new ApiError('validation-failed', { courseId: 'Ese curso no existe' }),
): Promise<PlannedEnrolments> {
  const courseIds = [...new Set(wishes.map((wish) => wish.courseId))];
  if (courseIds.length !== wishes.length) throw new ApiError('already-enrolled');
  const ids = courseIds.map((courseId) => enrolmentIdOf(courseId, client.id));
  const [courses, existing] = await Promise.all([
    getMany(tx, coursesOf(tenant), courseIds),
    getMany(tx, enrolmentsOf(tenant), ids),
  ]);
  const now = Timestamp.now();
  const writes: ((write: Transaction) => void)[] = [];
  wishes.forEach((wish, i) => {
    const course = courses[i] as CourseRead | undefined;
    if (!course) throw missing(wish.courseId);
    const before = existing[i];
    const ref = enrolmentsOf(tenant).doc(ids[i]!);
    const courseRef = coursesOf(tenant).doc(wish.courseId);
    if (before && before.state !== 'cancelled') {
      // A place held and paid now: the same enrolment, activa (its hold no longer matters).
      if (before.state !== 'pending' || wish.state !== 'active') throw new ApiError('already-enrolled');
      writes.push((write) =>
        write.update(ref, { state: 'active', origin: wish.origin, holdUntil: null, activatedAt: now, updatedAt: now }),
      );
    } else {
      if (course.capacity !== null && course.enrolled >= course.capacity) throw new ApiError('course-full');
      const doc: EnrolmentDoc = {
        courseId: wish.courseId,
        courseTitle: course.title,
        client,
        clientId: client.id,
        state: wish.state,
        origin: wish.origin,
        holdUntil: wish.state === 'pending' ? (wish.holdUntil ?? null) : null,
        attendance: {},
        lessonsDone: [],
        createdAt: now,
        updatedAt: now,
        activatedAt: wish.state === 'active' ? now : null,
        completedAt: null,
        cancelledAt: null,
        certificate: null,
      };
      writes.push((write) => {
        write.set(ref, doc);
        write.update(courseRef, { enrolled: FieldValue.increment(1) });
      });
    }
    if (hasModule(tenant, 'crm'))
      writes.push((write) =>
        writeTimelineEntry(write, tenant, {
          clientId: client.id,
          kind: 'enrolment',
          module: 'elearning',
          summary: enrolmentSummary(course.title, wish.state),
          ...(wish.origin.kind === 'sale' ? { orderId: wish.origin.orderId, ticketCode: wish.origin.ticketCode } : {}),
        }),
      );
  });
  return { ids, write: (write) => writes.forEach((w) => w(write)) };
}

/**
 * Reads the enrolments to cancel and answers the writes: each gives its place back (the course's counter, when the
 * course still exists). A completed one is a 409 (its certificate stands); one already cancelled is left as it is.
 * `reason` goes to the client's timeline with the cancellation.
 */
export async function planCancellations(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  enrolmentIds: string[],
  reason: string,
): Promise<(write: Transaction) => void> {
  const docs = await getMany(tx, enrolmentsOf(tenant), enrolmentIds);
  const courseIds = docs.flatMap((doc) => (doc ? [doc.courseId] : []));
  const courses = await getMany(tx, coursesOf(tenant), courseIds);
  const courseExists = new Set(courseIds.filter((_, i) => courses[i]));
  const now = Timestamp.now();
  const writes: ((write: Transaction) => void)[] = [];
  docs.forEach((doc, i) => {
    if (!doc || doc.state === 'cancelled') return;
    if (doc.state === 'completed') throw new ApiError('enrolment-completed');
    const ref = enrolmentsOf(tenant).doc(enrolmentIds[i]!);
    writes.push((write) => {
      write.update(ref, { state: 'cancelled', cancelledAt: now, updatedAt: now });
      if (courseExists.has(doc.courseId))
        write.update(coursesOf(tenant).doc(doc.courseId), { enrolled: FieldValue.increment(-1) });
    });
    if (hasModule(tenant, 'crm'))
      writes.push((write) =>
        writeTimelineEntry(write, tenant, {
          clientId: doc.clientId,
          kind: 'enrolment',
          module: 'elearning',
          summary: `${enrolmentSummary(doc.courseTitle, 'cancelled')}${reason ? `: ${reason}` : ''}`,
        }),
      );
  });
  return (write) => writes.forEach((w) => w(write));
}
