import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import type { Client, ElearningCourse, Enrolment, Location, Organization, TimelinePage } from '@plataforma/domain';
import { addDays, DEFAULT_TIMEZONE, PENDING_HOLD_DAYS, todayIn } from '@plataforma/domain';
import {
  expireHold,
  expirePendingEnrolments,
  EXPIRED_HOLD_REASON,
} from '../../functions/src/modules/elearning/enrolments/expiry';
import type { OrganizationDoc } from '../../functions/src/platform/organizations/repository';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * A place held for an unpaid student is not held forever: a pendiente de pago enrolment holds it until `holdUntil`
 * (today + PENDING_HOLD_DAYS unless the manager says), and the daily expiry cancels the ones past their last day,
 * giving their places back. The emulators run no scheduled functions: the tests call the job's function, at a later
 * moment (`at`) instead of waiting for the days to pass.
 */

let owner: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let location: Location;
let categoryId: string;

type Method = 'get' | 'post';
async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const response = await api()[method](`${root}${path}`).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

const DAY = 24 * 60 * 60 * 1000;
const today = () => todayIn(DEFAULT_TIMEZONE);
/** The job's run `days` from now (its Madrid day is then today + days). */
const runIn = (days: number) => expirePendingEnrolments(new Date(Date.now() + days * DAY));

let clients = 0;
const fresh = () =>
  call<Client>(owner, 'post', '/crm/clients', { firstName: `Alumno ${++clients}`, lastName: 'Reserva' }, 201);
const createCourse = (capacity: number) =>
  call<ElearningCourse>(
    owner,
    'post',
    '/elearning/courses',
    {
      title: `Contabilidad ${capacity}`,
      categoryId,
      price: '120,00',
      modality: 'online',
      capacity,
      sections: [{ title: 'Asientos', lessons: [{ title: 'El libro diario', kind: 'text', minutes: 60 }] }],
    },
    201,
  );
const enrol = (body: object) => api().post(`${root}/elearning/enrolments`).set(owner.auth).send(body);
async function enrolled(course: ElearningCourse, fields: object = {}): Promise<Enrolment> {
  const client = await fresh();
  const response = await enrol({ courseId: course.id, clientId: client.id, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Enrolment;
}
const enrolmentOf = (id: string) => call<Enrolment>(staff, 'get', `/elearning/enrolments/${id}`);
const placesTaken = async (course: ElearningCourse) =>
  (await call<ElearningCourse>(owner, 'get', `/elearning/courses/${course.id}`)).enrolled;
const timeline = async (clientId: string) =>
  (await call<TimelinePage>(owner, 'get', `/crm/clients/${clientId}/timeline`)).items;
/** Every enrolment document of the organization, as stored. */
const stored = async () =>
  (await adminDb().collection(`organizations/${org.id}/elearningEnrolments`).get()).docs.map((d) => ({
    id: d.id,
    ...d.data(),
  }));

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Academia Reservas', ['elearning', 'pos', 'crm']));
  root = `/api/organizations/${org.id}`;
  location = await createLocation(owner, org.id, { name: 'Recepción', ticketSeries: 'AR' });
  categoryId = (await call<{ id: string }>(owner, 'post', '/elearning/categories', { name: 'Gestión' }, 201)).id;
}, 60_000);

describe('the hold of a pending enrolment', () => {
  it('is today + PENDING_HOLD_DAYS unless given, and none for an active one', async () => {
    const course = await createCourse(5);
    expect(PENDING_HOLD_DAYS).toBe(7);
    expect((await enrolled(course)).holdUntil).toBe(addDays(today(), PENDING_HOLD_DAYS));
    expect((await enrolled(course, { holdUntil: today() })).holdUntil).toBe(today());
    expect((await enrolled(course, { state: 'active' })).holdUntil).toBeNull();
  });

  it('refuses a day before today, a wrong date or a hold on an active enrolment (400, nothing written)', async () => {
    const course = await createCourse(5);
    const client = await fresh();
    const before = await stored();
    const cases: [object, string][] = [
      [{ holdUntil: addDays(today(), -1) }, 'La reserva no puede acabar antes de hoy'],
      [{ holdUntil: '2030-02-30' }, 'La fecha no es válida (AAAA-MM-DD)'],
      [
        { state: 'active', holdUntil: addDays(today(), 3) },
        'Solo una matrícula pendiente de pago reserva la plaza hasta una fecha',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await enrol({ courseId: course.id, clientId: client.id, ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.error.fields).toEqual({ holdUntil: message });
    }
    expect(await stored()).toEqual(before);
    expect(await placesTaken(course)).toBe(0);
    expect((await timeline(client.id)).filter((entry) => entry.kind === 'enrolment')).toEqual([]);
  });
});

describe('the daily expiry', () => {
  it("cancels a pending enrolment past its last day, frees its place, tells the client's timeline; once", async () => {
    const course = await createCourse(3);
    const due = await enrolled(course, { holdUntil: today() });
    const later = await enrolled(course, { holdUntil: addDays(today(), 5) });
    const paid = await enrolled(course, { state: 'active' });
    const waiting = await fresh();
    const full = await enrol({ courseId: course.id, clientId: waiting.id });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('course-full');

    // Still today: its last day is held.
    await runIn(0);
    expect((await enrolmentOf(due.id)).state).toBe('pending');

    // Two days on: `due` is past its day, `later` is not, `paid` has none.
    const first = await runIn(2);
    expect(first.cancelled).toBeGreaterThanOrEqual(1);
    const cancelled = await enrolmentOf(due.id);
    expect(cancelled).toMatchObject({ state: 'cancelled', holdUntil: today() });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await enrolmentOf(later.id)).state).toBe('pending');
    expect((await enrolmentOf(paid.id)).state).toBe('active');
    expect(await placesTaken(course)).toBe(2);
    expect((await timeline(due.client.id)).map((entry) => entry.summary)).toContain(
      `Matrícula en «${course.title}» (cancelada): ${EXPIRED_HOLD_REASON}`,
    );

    // The freed place is taken by the student who was waiting.
    const taken = await enrol({ courseId: course.id, clientId: waiting.id });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(await placesTaken(course)).toBe(3);

    // Again, and twice at once: nothing more.
    const after = await stored();
    const entries = (await timeline(due.client.id)).length;
    const runs = await Promise.all([runIn(2), runIn(2)]);
    expect(runs.map((run) => run.cancelled)).toEqual([0, 0]);
    expect(await stored()).toEqual(after);
    expect(await timeline(due.client.id)).toHaveLength(entries);
    expect(await placesTaken(course)).toBe(3);
  });

  it('leaves alone an enrolment paid at the till between the query and its transaction', async () => {
    const course = await createCourse(2);
    const held = await enrolled(course, { holdUntil: today() });
    // The job's query (two days on) found it pending and past its day...
    const dueDay = addDays(today(), 2);
    const found = await adminDb()
      .collection(`organizations/${org.id}/elearningEnrolments`)
      .where('state', '==', 'pending')
      .where('holdUntil', '<', dueDay)
      .get();
    expect(found.docs.map((d) => d.id)).toContain(held.id);
    // ...then the student pays at the reception's till, before the enrolment's own transaction.
    const sale = await api()
      .post(`${root}/orders/quick-sale`)
      .set(staff.auth)
      .send({
        module: 'elearning',
        locationId: location.id,
        lines: [{ kind: 'elearningCourse', courseId: course.id }],
        payment: { method: 'card' },
        clientId: held.client.id,
      });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const data = (await adminDb().doc(`organizations/${org.id}`).get()).data() as OrganizationDoc;
    expect(await expireHold({ organization: { id: org.id, data } }, held.id, dueDay)).toBe(false);
    expect(await enrolmentOf(held.id)).toMatchObject({ state: 'active', holdUntil: null });
    expect(await placesTaken(course)).toBe(1);
  });

  it('never expires a pending enrolment made before holds existed (no holdUntil)', async () => {
    const course = await createCourse(2);
    const old = await enrolled(course);
    await adminDb()
      .doc(`organizations/${org.id}/elearningEnrolments/${old.id}`)
      .update({ holdUntil: FieldValue.delete() });
    expect((await enrolmentOf(old.id)).holdUntil).toBeNull();
    await runIn(400);
    expect((await enrolmentOf(old.id)).state).toBe('pending');
    expect(await placesTaken(course)).toBe(1);
  });
});
