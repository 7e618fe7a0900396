import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_TIMEZONE,
  defaultHoldUntil,
  holdUntilError,
  progressOf,
  todayIn,
  type Enrolment,
  type EnrolmentBody,
  type EnrolmentState,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../../platform/organizations/tenant-router';
import { getMany, toIso } from '../../../platform/resources/repository';
import { readClientRef } from '../../crm';
import { coursesOf, enrolmentsOf, type CourseDoc, type EnrolmentDoc } from '../collections';
import { planCancellations, planEnrolments } from './enrol';

/** The most enrolments a list answers (a course's students, a client's courses, a state's). */
export const ENROLMENT_LIST_LIMIT = 1000;

const iso = (time: { toDate(): Date } | null) => (time ? toIso(time as never) : null);

/** The answer of an enrolment, with its progress through the course's lessons as they are now. */
export function toEnrolment(id: string, doc: EnrolmentDoc, course: Pick<CourseDoc, 'sections'> | undefined): Enrolment {
  const { clientId: _clientId, certificate, ...rest } = doc;
  return {
    ...rest,
    id,
    holdUntil: doc.holdUntil ?? null,
    // A completed enrolment has gone through the course, whatever its lessons (a course without any included).
    progress: doc.state === 'completed' ? 100 : course ? progressOf(course, doc.lessonsDone) : 0,
    certificate: certificate ? { ...certificate, issuedAt: toIso(certificate.issuedAt) } : null,
    createdAt: toIso(doc.createdAt),
    updatedAt: toIso(doc.updatedAt),
    activatedAt: iso(doc.activatedAt),
    completedAt: iso(doc.completedAt),
    cancelledAt: iso(doc.cancelledAt),
  };
}

/** The answers of enrolments, reading their courses once each (in `tx` when given). */
export async function toEnrolments(
  tenant: Tenant,
  snapshots: DocumentSnapshot<EnrolmentDoc>[],
  tx?: Transaction,
): Promise<Enrolment[]> {
  const courseIds = [...new Set(snapshots.map((s) => s.data()!.courseId))];
  const courses = await getMany(tx, coursesOf(tenant), courseIds);
  const byId = new Map(courseIds.map((id, i) => [id, courses[i]]));
  return snapshots.map((s) => toEnrolment(s.id, s.data()!, byId.get(s.data()!.courseId)));
}

/** An enrolment of the organization, read in `tx` (404 when it is not one). */
export async function readEnrolment(tx: Transaction, tenant: Tenant, id: string) {
  const snapshot = await tx.get(enrolmentsOf(tenant).doc(id));
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Matrícula no encontrada');
  return { ref: snapshot.ref, doc: snapshot.data()!, snapshot };
}

/**
 * POST .../elearning/enrolments: a manager enrols a client (CRM must be on: the student is a client). A pending
 * enrolment holds its place until `holdUntil` (today + PENDING_HOLD_DAYS when not given; not before today, Madrid).
 */
export async function enrol(
  tenant: Tenant,
  body: EnrolmentBody & Pick<Required<EnrolmentBody>, 'state'>,
): Promise<Enrolment> {
  assertModuleEnabled(tenant, 'crm');
  const today = todayIn(DEFAULT_TIMEZONE);
  const holdError = holdUntilError(body.state, body.holdUntil, today);
  if (holdError) throw new ApiError('validation-failed', { holdUntil: holdError });
  const holdUntil = body.state === 'pending' ? (body.holdUntil ?? defaultHoldUntil(today)) : null;
  const id = await transaction(async (tx) => {
    const client = await readClientRef(tx, tenant, body.clientId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'not-found')
        throw new ApiError('validation-failed', { clientId: 'Ese cliente no existe' });
      throw error;
    });
    const planned = await planEnrolments(tx, tenant, client, [
      { courseId: body.courseId, state: body.state, origin: { kind: 'manager' }, holdUntil },
    ]);
    planned.write(tx);
    return planned.ids[0]!;
  });
  return getEnrolment(tenant, id);
}

export async function getEnrolment(tenant: Tenant, id: string): Promise<Enrolment> {
  const snapshot = await enrolmentsOf(tenant).doc(id).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Matrícula no encontrada');
  const [enrolment] = await toEnrolments(tenant, [snapshot]);
  return enrolment!;
}

const byName = (a: Enrolment, b: Enrolment) =>
  a.client.name.localeCompare(b.client.name, 'es') || a.id.localeCompare(b.id);
const newestFirst = (a: Enrolment, b: Enrolment) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/**
 * GET .../elearning/enrolments: a course's students by name, or a client's courses (or one state's enrolments)
 * newest first. Equality filters only, sorted here: no composite index (a course has at most its capacity).
 */
export async function listEnrolments(
  tenant: Tenant,
  query: { courseId?: string; clientId?: string; state?: EnrolmentState },
): Promise<{ items: Enrolment[] }> {
  let q = enrolmentsOf(tenant).limit(ENROLMENT_LIST_LIMIT);
  if (query.courseId) q = q.where('courseId', '==', query.courseId);
  else if (query.clientId) q = q.where('clientId', '==', query.clientId);
  else if (query.state) q = q.where('state', '==', query.state);
  else q = q.orderBy('createdAt', 'desc');
  const snapshot = await q.get();
  const docs = snapshot.docs.filter((d) => {
    const doc = d.data();
    return (!query.clientId || doc.clientId === query.clientId) && (!query.state || doc.state === query.state);
  });
  const items = await toEnrolments(tenant, docs);
  return { items: items.sort(query.courseId ? byName : newestFirst) };
}

/**
 * POST .../elearning/enrolments/{id}/cancel: the place is given back. A paid enrolment is cancelled by refunding its
 * sale at the POS (the money goes back with it), a completed one not at all.
 */
export async function cancelEnrolment(tenant: Tenant, id: string, reason: string): Promise<Enrolment> {
  await transaction(async (tx) => {
    const { doc } = await readEnrolment(tx, tenant, id);
    if (doc.state === 'cancelled') throw new ApiError('enrolment-transition');
    if (doc.state === 'completed') throw new ApiError('enrolment-completed');
    if (doc.origin.kind === 'sale') throw new ApiError('enrolment-paid');
    (await planCancellations(tx, tenant, [id], reason))(tx);
  });
  return getEnrolment(tenant, id);
}
