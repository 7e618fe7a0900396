import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  allLessonsDone,
  attendanceSummary,
  certificateNumber,
  certificateSummary,
  DEFAULT_TIMEZONE,
  enrolmentSummary,
  lessonsOf,
  todayIn,
  type Enrolment,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import { hasModule, type Tenant } from '../../../platform/organizations/tenant-router';
import { readEmployees } from '../../configuration';
import { writeTimelineEntry } from '../../crm';
import { certificateCounterOf, coursesOf, enrolmentsOf, type CourseDoc, type EnrolmentDoc } from '../collections';
import { certificatePdf } from './certificate';
import { readEnrolment, toEnrolment } from './service';

/**
 * The teacher's part of an enrolment (issue 20): attendance per session, lessons done, and the completion that issues
 * the certificate (numbered per organization and year, from elearningCounters/certificates, in the completion's own
 * transaction so that two completions never share a number).
 */

/** The enrolment and its course, read in `tx` (a course deleted under it: nothing of it can be marked). */
async function readWithCourse(tx: Transaction, tenant: Tenant, id: string) {
  const enrolment = await readEnrolment(tx, tenant, id);
  const course = (await tx.get(coursesOf(tenant).doc(enrolment.doc.courseId))).data();
  return { ...enrolment, course };
}

/** Attendance is marked while the student is in the course: activa, or completada (a late tap of the last session). */
function assertAttending(doc: EnrolmentDoc) {
  if (doc.state !== 'active' && doc.state !== 'completed') throw new ApiError('enrolment-transition');
}

/** Lessons are done while the enrolment is activa: a completed one no longer changes. */
function assertActive(doc: EnrolmentDoc) {
  if (doc.state === 'completed') throw new ApiError('enrolment-completed');
  if (doc.state !== 'active') throw new ApiError('enrolment-transition');
}

/**
 * Reads the certificate counter and answers the writes that complete the enrolment with its certificate: the next
 * number of this year in Madrid (the counter starts again at 1 with the year), issued now, with the course's minutes;
 * the client's timeline tells the certificate and the completion. Reads only: the caller writes after its reads.
 */
async function planCompletion(
  tx: Transaction,
  tenant: Tenant,
  doc: EnrolmentDoc,
  course: Pick<CourseDoc, 'minutes'>,
  now: Timestamp,
): Promise<{ after: Partial<EnrolmentDoc>; write: (write: Transaction) => void }> {
  const counterRef = certificateCounterOf(tenant);
  const counter = (await tx.get(counterRef)).data();
  const year = Number(todayIn(DEFAULT_TIMEZONE, now.toDate()).slice(0, 4));
  const last = counter?.year === year ? counter.last : 0;
  const certificate = { number: certificateNumber(year, last + 1), issuedAt: now, minutes: course.minutes };
  const after = { state: 'completed' as const, completedAt: now, certificate, updatedAt: now };
  return {
    after,
    write(write) {
      write.set(counterRef, { year, last: last + 1 });
      if (!hasModule(tenant, 'crm')) return;
      const entry = { clientId: doc.clientId, module: 'elearning' as const, at: now };
      writeTimelineEntry(write, tenant, {
        ...entry,
        kind: 'certificate',
        summary: certificateSummary(doc.courseTitle, certificate),
      });
      writeTimelineEntry(write, tenant, {
        ...entry,
        kind: 'enrolment',
        summary: enrolmentSummary(doc.courseTitle, 'completed'),
      });
    },
  };
}

/**
 * PUT .../enrolments/{id}/attendance/{sessionId}: present (true), absent (false) or not marked (null). The session
 * must be one of the course's; a mark that changes goes to the client's timeline (clearing one does not).
 */
export async function markAttendance(
  tenant: Tenant,
  id: string,
  sessionId: string,
  present: boolean | null,
): Promise<Enrolment> {
  return transaction(async (tx) => {
    const { ref, doc, course } = await readWithCourse(tx, tenant, id);
    const session = course?.sessions.find((s) => s.id === sessionId);
    if (!course || !session) throw new ApiError('validation-failed', { sessionId: 'Esa sesión no es de este curso' });
    assertAttending(doc);
    const before = doc.attendance[sessionId] ?? null;
    if (before === present) return toEnrolment(id, doc, course);
    const now = Timestamp.now();
    const attendance = { ...doc.attendance };
    if (present === null) delete attendance[sessionId];
    else attendance[sessionId] = present;
    // The session ids are letters and digits: a safe field path.
    tx.update(ref, { [`attendance.${sessionId}`]: present ?? FieldValue.delete(), updatedAt: now });
    if (present !== null && hasModule(tenant, 'crm'))
      writeTimelineEntry(tx, tenant, {
        clientId: doc.clientId,
        kind: 'attendance',
        module: 'elearning',
        summary: attendanceSummary(doc.courseTitle, session.date, present),
        at: now,
      });
    return toEnrolment(id, { ...doc, attendance, updatedAt: now }, course);
  });
}

/**
 * PUT .../enrolments/{id}/lessons/{lessonId}: a lesson of the course done or not. When every lesson of the course is
 * done, the enrolment is completed with its certificate in the same transaction.
 */
export async function markLesson(tenant: Tenant, id: string, lessonId: string, done: boolean): Promise<Enrolment> {
  return transaction(async (tx) => {
    const { ref, doc, course } = await readWithCourse(tx, tenant, id);
    if (!course || !lessonsOf(course).some((lesson) => lesson.id === lessonId))
      throw new ApiError('validation-failed', { lessonId: 'Esa lección no es de este curso' });
    assertActive(doc);
    const lessonsDone = done
      ? [...new Set([...doc.lessonsDone, lessonId])]
      : doc.lessonsDone.filter((lesson) => lesson !== lessonId);
    const completes = allLessonsDone(course, lessonsDone);
    if (lessonsDone.length === doc.lessonsDone.length && !completes) return toEnrolment(id, doc, course);
    const now = Timestamp.now();
    const completion = completes ? await planCompletion(tx, tenant, doc, course, now) : null;
    const after = { lessonsDone, updatedAt: now, ...completion?.after };
    tx.update(ref, after);
    completion?.write(tx);
    return toEnrolment(id, { ...doc, ...after }, course);
  });
}

/**
 * POST .../enrolments/{id}/complete: the teacher completes an activa enrolment by hand (a course without lessons, a
 * student who did the work another way): the same completion and certificate.
 */
export async function completeEnrolment(tenant: Tenant, id: string): Promise<Enrolment> {
  return transaction(async (tx) => {
    const { ref, doc, course } = await readWithCourse(tx, tenant, id);
    assertActive(doc);
    if (!course) throw new ApiError('not-found', undefined, 'El curso de esta matrícula ya no existe');
    const completion = await planCompletion(tx, tenant, doc, course, Timestamp.now());
    tx.update(ref, completion.after);
    completion.write(tx);
    return toEnrolment(id, { ...doc, ...completion.after }, course);
  });
}

/** GET .../enrolments/{id}/certificate: the PDF of a completed enrolment's certificate (409 before it is issued). */
export async function certificateOf(tenant: Tenant, id: string): Promise<{ number: string; pdf: Uint8Array }> {
  const snapshot = await enrolmentsOf(tenant).doc(id).get();
  const doc = snapshot.data();
  if (!doc) throw new ApiError('not-found', undefined, 'Matrícula no encontrada');
  const course = (await coursesOf(tenant).doc(doc.courseId).get()).data();
  if (doc.state !== 'completed' || !doc.certificate) throw new ApiError('certificate-not-issued');
  if (!course) throw new ApiError('not-found', undefined, 'El curso de esta matrícula ya no existe');
  const [teacher] = course.teacherId ? await readEmployees(tenant, [course.teacherId]) : [];
  const pdf = await certificatePdf({
    course,
    enrolment: toEnrolment(id, doc, course),
    organization: tenant.organization.data,
    teacher: teacher ? `${teacher.firstName} ${teacher.lastName}`.trim() : null,
  });
  return { number: doc.certificate.number, pdf };
}
