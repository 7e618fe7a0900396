import { beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'superagent';
import type {
  Client,
  CourseBody,
  CourseCategory,
  ElearningCourse,
  Employee,
  Enrolment,
  Organization,
  TimelinePage,
} from '@plataforma/domain';
import { todayIn } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Issue 20, the teacher's part of enrolments: attendance per session, lessons done (the last one completes the
 * enrolment with a numbered certificate), completing by hand, and the certificate's PDF.
 */
let owner: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let base: string;
let teacher: Employee;
let category: CourseCategory;
/** Mixta: two sessions and two lessons. */
let programming: ElearningCourse;
/** Presencial: one session, no lessons (completed by hand). */
let pottery: ElearningCourse;

type Method = 'get' | 'post' | 'put';

async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const url = path.startsWith('/api') ? path : `${base}${path}`;
  const response = await api()[method](url).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

async function refused(actor: Actor, method: Method, path: string, body?: object) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  return { status: response.status, ...(response.body.error as { code: string; fields?: Record<string, string> }) };
}

const YEAR = todayIn('Europe/Madrid').slice(0, 4);
let clientCount = 0;

/** A new client of the CRM, enrolled in the course (activa unless said). */
async function enrolled(course: ElearningCourse, state: 'active' | 'pending' = 'active'): Promise<Enrolment> {
  clientCount += 1;
  const client = await call<Client>(
    owner,
    'post',
    `${root}/crm/clients`,
    { firstName: `Alumna ${clientCount}`, lastName: 'Núñez' },
    201,
  );
  return call<Enrolment>(owner, 'post', '/enrolments', { courseId: course.id, clientId: client.id, state }, 201);
}

const timeline = async (clientId: string) =>
  (await call<TimelinePage>(owner, 'get', `${root}/crm/clients/${clientId}/timeline`)).items;

const attendance = (enrolment: Enrolment, sessionId: string, present: boolean | null, actor = staff, status = 200) =>
  call<Enrolment>(actor, 'put', `/enrolments/${enrolment.id}/attendance/${sessionId}`, { present }, status);
const lesson = (enrolment: Enrolment, lessonId: string, done: boolean, actor = staff) =>
  call<Enrolment>(actor, 'put', `/enrolments/${enrolment.id}/lessons/${lessonId}`, { done });

const lessonIds = (course: ElearningCourse) => course.sections.flatMap((s) => s.lessons.map((l) => l.id));

/** The certificate's download, its body as bytes. */
const download = (enrolment: Enrolment, actor = staff): Promise<Response & { body: Buffer }> =>
  api()
    .get(`${base}/enrolments/${enrolment.id}/certificate`)
    .set(actor.auth)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }) as unknown as Promise<Response & { body: Buffer }>;

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Academia Lola', ['elearning', 'crm', 'pos']));
  root = `/api/organizations/${org.id}`;
  base = `${root}/elearning`;
  const locationId = (await createLocation(owner, org.id, { name: 'Aula', ticketSeries: 'A' }, { till: false })).id;
  teacher = await call<Employee>(
    owner,
    'post',
    `${root}/configuration/employees`,
    { firstName: 'Íñigo', lastName: 'Martínez', locationIds: [locationId] },
    201,
  );
  category = await call<CourseCategory>(owner, 'post', '/categories', { name: 'Informática' }, 201);
  const course = (body: Partial<CourseBody>) =>
    call<ElearningCourse>(
      owner,
      'post',
      '/courses',
      { title: 'x', categoryId: category.id, price: '90,00', capacity: 20, teacherId: teacher.id, ...body },
      201,
    );
  programming = await course({
    title: 'Introducción a la programación',
    modality: 'mixta',
    sessions: [
      { date: '2030-02-04', from: '18:00', to: '20:00', locationId },
      { date: '2030-02-06', from: '18:00', to: '20:00', locationId },
    ],
    sections: [
      {
        title: 'Primeros pasos',
        lessons: [
          { title: 'Variables', kind: 'text', text: 'Una variable guarda un valor.', minutes: 30 },
          { title: 'Bucles', kind: 'video', url: 'https://example.com/bucles', minutes: 45 },
        ],
      },
    ],
  });
  pottery = await course({
    title: 'Cerámica',
    modality: 'presencial',
    sessions: [{ date: '2030-02-05', from: '10:00', to: '13:00', locationId }],
  });
});

describe('attendance', () => {
  it('is marked, changed and cleared by the teacher (staff), and told on the client timeline', async () => {
    const enrolment = await enrolled(programming);
    const [first, second] = programming.sessions;
    expect((await attendance(enrolment, first!.id, true)).attendance).toEqual({ [first!.id]: true });
    expect((await attendance(enrolment, second!.id, false)).attendance).toEqual({
      [first!.id]: true,
      [second!.id]: false,
    });
    expect((await attendance(enrolment, first!.id, false)).attendance).toEqual({
      [first!.id]: false,
      [second!.id]: false,
    });
    // The same mark again changes nothing (and tells nothing).
    await attendance(enrolment, first!.id, false);
    const cleared = await attendance(enrolment, second!.id, null);
    expect(cleared.attendance).toEqual({ [first!.id]: false });
    expect(await call<Enrolment>(staff, 'get', `/enrolments/${enrolment.id}`)).toMatchObject({
      attendance: { [first!.id]: false },
      state: 'active',
    });

    const entries = (await timeline(enrolment.client.id)).filter((e) => e.kind === 'attendance');
    expect(entries.map((e) => e.summary).sort()).toEqual([
      'Asistió a la sesión del 04/02/2030 de «Introducción a la programación»',
      'Faltó a la sesión del 04/02/2030 de «Introducción a la programación»',
      'Faltó a la sesión del 06/02/2030 de «Introducción a la programación»',
    ]);
    expect(entries.every((e) => e.module === 'elearning')).toBe(true);
  });

  it('refuses a session of another course (400) and a pending or cancelled enrolment (409)', async () => {
    const enrolment = await enrolled(programming);
    const wrong = await refused(staff, 'put', `/enrolments/${enrolment.id}/attendance/${pottery.sessions[0]!.id}`, {
      present: true,
    });
    expect(wrong).toMatchObject({
      status: 400,
      code: 'validation-failed',
      fields: { sessionId: 'Esa sesión no es de este curso' },
    });
    const bad = await refused(staff, 'put', `/enrolments/${enrolment.id}/attendance/${programming.sessions[0]!.id}`, {
      present: 'sí',
    });
    expect(bad).toMatchObject({ status: 400, code: 'validation-failed' });

    const pending = await enrolled(programming, 'pending');
    const path = `/enrolments/${pending.id}/attendance/${programming.sessions[0]!.id}`;
    expect(await refused(staff, 'put', path, { present: true })).toMatchObject({
      status: 409,
      code: 'enrolment-transition',
    });
    await call(owner, 'post', `/enrolments/${pending.id}/cancel`, {});
    expect(await refused(staff, 'put', path, { present: true })).toMatchObject({
      status: 409,
      code: 'enrolment-transition',
    });
    expect((await call<Enrolment>(staff, 'get', `/enrolments/${pending.id}`)).attendance).toEqual({});
    expect(
      await refused(staff, 'put', `/enrolments/no-existe/attendance/${programming.sessions[0]!.id}`, {
        present: true,
      }),
    ).toMatchObject({ status: 404 });
  });

  it('staff may teach but not enrol', async () => {
    const client = await call<Client>(staff, 'post', `${root}/crm/clients`, { firstName: 'Staff' }, 201);
    expect(
      await refused(staff, 'post', '/enrolments', { courseId: programming.id, clientId: client.id }),
    ).toMatchObject({ status: 403, code: 'forbidden' });
    const enrolment = await enrolled(programming);
    await attendance(enrolment, programming.sessions[0]!.id, true, staff);
  });
});

describe('lessons and certificates', () => {
  it('progress 50 -> 100 completes the enrolment with CERT-<year>-000001, then 000002 for the next', async () => {
    const [variables, loops] = lessonIds(programming);
    const first = await enrolled(programming);
    const half = await lesson(first, variables!, true);
    expect(half).toMatchObject({ progress: 50, state: 'active', certificate: null, lessonsDone: [variables] });
    expect(await refused(staff, 'get', `/enrolments/${first.id}/certificate`)).toMatchObject({
      status: 409,
      code: 'certificate-not-issued',
    });
    // Undone and done again.
    expect((await lesson(first, variables!, false)).progress).toBe(0);
    await lesson(first, variables!, true);

    const done = await lesson(first, loops!, true);
    expect(done).toMatchObject({
      progress: 100,
      state: 'completed',
      certificate: { number: `CERT-${YEAR}-000001`, minutes: programming.minutes, issuedAt: expect.any(String) },
      completedAt: done.certificate!.issuedAt,
    });
    expect(programming.minutes).toBe(30 + 45 + 240);
    // A completed enrolment's lessons no longer change; its attendance may still be marked.
    expect(await refused(staff, 'put', `/enrolments/${first.id}/lessons/${variables}`, { done: false })).toMatchObject({
      status: 409,
      code: 'enrolment-completed',
    });
    await attendance(first, programming.sessions[1]!.id, true);

    const kinds = (await timeline(first.client.id)).map((e) => [e.kind, e.summary]);
    expect(kinds).toContainEqual([
      'certificate',
      `Certificado CERT-${YEAR}-000001 de «Introducción a la programación» · 5 h 15 min`,
    ]);
    expect(kinds).toContainEqual(['enrolment', 'Matrícula en «Introducción a la programación» (completada)']);

    const second = await enrolled(programming);
    await lesson(second, loops!, true);
    expect((await lesson(second, variables!, true)).certificate?.number).toBe(`CERT-${YEAR}-000002`);
  });

  it('refuses a lesson of another course (400) and a pending enrolment (409)', async () => {
    const enrolment = await enrolled(programming);
    expect(
      await refused(staff, 'put', `/enrolments/${enrolment.id}/lessons/otraLeccion`, { done: true }),
    ).toMatchObject({
      status: 400,
      fields: { lessonId: 'Esa lección no es de este curso' },
    });
    const pending = await enrolled(programming, 'pending');
    expect(
      await refused(staff, 'put', `/enrolments/${pending.id}/lessons/${lessonIds(programming)[0]}`, { done: true }),
    ).toMatchObject({ status: 409, code: 'enrolment-transition' });
  });

  it('the teacher completes an activa enrolment by hand (a course without lessons)', async () => {
    const enrolment = await enrolled(pottery);
    expect(enrolment.progress).toBe(0);
    const completed = await call<Enrolment>(staff, 'post', `/enrolments/${enrolment.id}/complete`);
    expect(completed).toMatchObject({
      state: 'completed',
      progress: 100,
      certificate: { number: expect.stringMatching(new RegExp(`^CERT-${YEAR}-\\d{6}$`)), minutes: 180 },
    });
    expect(await refused(staff, 'post', `/enrolments/${enrolment.id}/complete`)).toMatchObject({
      status: 409,
      code: 'enrolment-completed',
    });
    const pending = await enrolled(pottery, 'pending');
    expect(await refused(staff, 'post', `/enrolments/${pending.id}/complete`)).toMatchObject({
      status: 409,
      code: 'enrolment-transition',
    });
    const kinds = (await timeline(enrolment.client.id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['certificate', 'enrolment']));
  });

  it('downloads the certificate as a PDF once completed (409 before)', async () => {
    const enrolment = await enrolled(pottery);
    const before = await download(enrolment);
    expect(before.status).toBe(409);
    const { certificate } = await call<Enrolment>(owner, 'post', `/enrolments/${enrolment.id}/complete`);
    const response = await download(enrolment);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename=certificado-${certificate!.number}.pdf`);
    expect(response.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.body.length).toBeGreaterThan(1000);
  });

  it('numbers completions at once without gaps or repeats, and starts again with a new year', async () => {
    const counter = adminDb().doc(`organizations/${org.id}/elearningCounters/certificates`);
    const { last } = (await counter.get()).data() as { year: number; last: number };
    const group = await Promise.all([1, 2, 3, 4, 5].map(() => enrolled(pottery)));
    const completed = await Promise.all(
      group.map((enrolment) => call<Enrolment>(staff, 'post', `/enrolments/${enrolment.id}/complete`)),
    );
    const numbers = completed.map((e) => e.certificate!.number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => `CERT-${YEAR}-${String(last + n).padStart(6, '0')}`));
    expect((await counter.get()).data()).toEqual({ year: Number(YEAR), last: last + 5 });

    await counter.set({ year: Number(YEAR) - 1, last: 812 });
    const next = await call<Enrolment>(staff, 'post', `/enrolments/${(await enrolled(pottery)).id}/complete`);
    expect(next.certificate!.number).toBe(`CERT-${YEAR}-000001`);
  });
});
