import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CourseBody,
  CourseCategory,
  CoursePack,
  ElearningCourse,
  ElearningPosCatalog,
  Employee,
  MediaFile,
  Organization,
  SellableItem,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 20, e-learning's catalogue: course categories, courses (calendar and syllabus), packs; the till's catalogue. */
let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let locationId: string;
let teacher: Employee;
let otherTeacher: Employee;

const CATALOGUE = ['elearningCategories', 'elearningCourses', 'elearningPacks', 'elearningEnrolments'];

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Academia Lola', ['elearning', 'pos', 'promotions']));
  base = `/api/organizations/${org.id}/elearning`;
  locationId = (await createLocation(owner, org.id, { name: 'Aula Centro', ticketSeries: 'A' }, { till: false })).id;
  const employee = async (firstName: string) =>
    (
      await api()
        .post(`/api/organizations/${org.id}/configuration/employees`)
        .set(owner.auth)
        .send({ firstName, locationIds: [locationId] })
    ).body as Employee;
  teacher = await employee('Marta');
  otherTeacher = await employee('Iván');
});

/** Each test starts from an empty catalogue (the organization, its location and teachers stay). */
beforeEach(async () => {
  for (const name of CATALOGUE)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

async function created<T>(path: string, body: object, actor = owner): Promise<T> {
  const response = await api().post(`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

async function replaced<T>(path: string, body: object): Promise<T> {
  const response = await api().put(`${base}${path}`).set(owner.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

const stored = async (collection: string) =>
  (await adminDb().collection(`organizations/${org.id}/${collection}`).get()).size;

async function upload(): Promise<MediaFile> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#48c' } })
    .png()
    .toBuffer();
  const response = await api()
    .post(`/api/organizations/${org.id}/media`)
    .set(owner.auth)
    .set('Content-Type', 'image/png')
    .send(png);
  expect(response.status).toBe(201);
  return response.body as MediaFile;
}

const usedBy = async (mediaId: string) =>
  (await adminDb().doc(`organizations/${org.id}/media/${mediaId}`).get()).data()!.usedBy as unknown[];

/** A presencial course: two evening sessions (2 h each) and a section of a text lesson and a video (45 min). */
const english = (categoryId: string, extra: Partial<CourseBody> = {}): CourseBody => ({
  title: 'Inglés B1',
  categoryId,
  price: '120,00',
  modality: 'presencial',
  teacherId: teacher.id,
  capacity: 12,
  sessions: [
    { date: '2027-01-11', from: '18:00', to: '20:00', locationId },
    { date: '2027-01-13', from: '18:00', to: '20:00', locationId },
  ],
  sections: [
    {
      title: 'Gramática',
      lessons: [
        { title: 'El presente', kind: 'text', text: 'I am, you are...', minutes: 30 },
        { title: 'Vídeo de repaso', kind: 'video', url: 'https://example.com/repaso', minutes: 15 },
      ],
    },
  ],
  ...extra,
});

const ITEM_ID = /^[A-Za-z0-9]{12}$/;

describe('categories', () => {
  it('are created, listed, renamed and deleted; one with courses is kept (409)', async () => {
    const languages = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    expect(languages).toMatchObject({ name: 'Idiomas', description: '', active: true });
    await created<CourseCategory>('/categories', { name: 'Informática' });
    const list = await api().get(`${base}/categories?sort=name`).set(staff.auth);
    expect(list.status).toBe(200);
    expect((list.body.items as CourseCategory[]).map((c) => c.name)).toEqual(['Idiomas', 'Informática']);
    const renamed = await replaced<CourseCategory>(`/categories/${languages.id}`, { name: 'Lenguas' });
    expect(renamed.name).toBe('Lenguas');

    await created<ElearningCourse>('/courses', english(languages.id));
    const refused = await api().delete(`${base}/categories/${languages.id}`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'in-use',
      message: 'No se puede eliminar porque se usa en cursos: «Inglés B1»',
    });
    const other = (list.body.items as CourseCategory[]).find((c) => c.name === 'Informática')!;
    expect((await api().delete(`${base}/categories/${other.id}`).set(owner.auth)).status).toBe(204);
    expect(await stored('elearningCategories')).toBe(1);
  });
});

describe('courses', () => {
  it('store their calendar and syllabus with ids, hours and lessons counted, and no places taken', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const course = await created<ElearningCourse>('/courses', english(category.id));
    expect(course).toMatchObject({
      title: 'Inglés B1',
      priceCents: 12000,
      vatRate: 21,
      modality: 'presencial',
      teacherId: teacher.id,
      capacity: 12,
      enrolled: 0,
      minutes: 45 + 240,
      lessonCount: 2,
      photoId: null,
      active: true,
    });
    const ids = [
      ...course.sessions.map((s) => s.id),
      course.sections[0]!.id,
      ...course.sections[0]!.lessons.map((l) => l.id),
    ];
    for (const id of ids) expect(id).toMatch(ITEM_ID);
    expect(new Set(ids).size).toBe(5);
    expect(course).not.toHaveProperty('mediaIds');

    // A body may not set the places taken.
    const forged = await api()
      .post(`${base}/courses`)
      .set(owner.auth)
      .send({ ...english(category.id), enrolled: 3 });
    expect(forged.status).toBe(400);
  });

  it('keep the ids of the items sent back on an edit, and give new ones to the others', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const course = await created<ElearningCourse>('/courses', english(category.id));
    const [first, second] = course.sessions;
    const section = course.sections[0]!;
    const edited = await replaced<ElearningCourse>(
      `/courses/${course.id}`,
      english(category.id, {
        title: 'Inglés B1 (tarde)',
        sessions: [
          { ...first!, from: '17:00' },
          { ...second! },
          { date: '2027-01-15', from: '18:00', to: '19:00', locationId },
        ],
        sections: [
          {
            id: section.id,
            title: 'Gramática',
            lessons: [
              section.lessons[1]!,
              { title: 'Ejercicios', kind: 'live', minutes: 60 },
              { ...section.lessons[0]!, title: 'El presente simple' },
            ],
          },
          { title: 'Conversación', lessons: [{ title: 'Presentarse', kind: 'text', minutes: 20 }] },
        ],
      }),
    );
    expect(edited.sessions.map((s) => s.id).slice(0, 2)).toEqual([first!.id, second!.id]);
    expect(edited.sessions[2]!.id).toMatch(ITEM_ID);
    expect(edited.sections[0]!.id).toBe(section.id);
    expect(edited.sections[0]!.lessons.map((l) => l.id)).toEqual([
      section.lessons[1]!.id,
      edited.sections[0]!.lessons[1]!.id,
      section.lessons[0]!.id,
    ]);
    expect(edited.sections[0]!.lessons[2]!.title).toBe('El presente simple');
    expect(edited.sections[1]!.id).toMatch(ITEM_ID);
    expect(edited).toMatchObject({ lessonCount: 4, minutes: 15 + 60 + 30 + 20 + 180 + 120 + 60, enrolled: 0 });
  });

  it('are listed by category and active, and sorted by price', async () => {
    const languages = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const computing = await created<CourseCategory>('/categories', { name: 'Informática' });
    await created('/courses', english(languages.id));
    await created('/courses', { ...english(languages.id), title: 'Francés A1', price: 90, sessions: [] });
    await created('/courses', {
      title: 'Excel avanzado',
      categoryId: computing.id,
      price: 60,
      modality: 'online',
      active: false,
    });
    const list = async (query: string) => {
      const response = await api().get(`${base}/courses?${query}`).set(staff.auth);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.items as ElearningCourse[]).map((c) => c.title);
    };
    expect(await list(`categoryId=${languages.id}`)).toEqual(['Francés A1', 'Inglés B1']);
    expect(await list('active=false')).toEqual(['Excel avanzado']);
    expect(await list(`categoryId=${languages.id}&active=true&q=ingles`)).toEqual(['Inglés B1']);
    expect(await list('sort=price&order=desc')).toEqual(['Inglés B1', 'Francés A1', 'Excel avanzado']);
  });

  it('refuse sessions out of order or overlapping, and sessions on an online course (400)', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const session = (date: string, from: string, to: string) => ({ date, from, to, locationId });
    const cases: [Partial<CourseBody>, Record<string, string>][] = [
      [
        { sessions: [session('2027-01-13', '18:00', '20:00'), session('2027-01-11', '18:00', '20:00')] },
        { 'sessions.1': 'Las sesiones deben ir en orden de fecha y hora' },
      ],
      [
        { sessions: [session('2027-01-11', '18:00', '20:00'), session('2027-01-11', '19:00', '21:00')] },
        { 'sessions.1': 'Se solapa con la sesión anterior' },
      ],
      [
        { sessions: [session('2027-01-11', '20:00', '18:00')] },
        { 'sessions.0.to': 'La sesión debe terminar después de empezar' },
      ],
      [
        { modality: 'online', sessions: [session('2027-01-11', '18:00', '20:00')] },
        { sessions: 'Un curso online no tiene sesiones presenciales' },
      ],
    ];
    for (const [extra, fields] of cases) {
      const response = await api().post(`${base}/courses`).set(owner.auth).send(english(category.id, extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body.error.fields).toMatchObject(fields);
    }
    expect(await stored('elearningCourses')).toBe(0);
  });

  it('refuse a session at the hour of another course of the same teacher, naming it (400)', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const english1 = await created<ElearningCourse>('/courses', english(category.id));
    const french = {
      ...english(category.id),
      title: 'Francés A1',
      sessions: [
        { date: '2027-01-11', from: '16:00', to: '18:00', locationId },
        { date: '2027-01-13', from: '19:00', to: '21:00', locationId },
      ],
    };
    const refused = await api().post(`${base}/courses`).set(owner.auth).send(french);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'sessions.1': 'El profesor ya tiene «Inglés B1» a esa hora' });
    expect(await stored('elearningCourses')).toBe(1);

    // Back to back is not overlapping; another teacher may teach at that hour; a course does not clash with itself.
    await created('/courses', { ...french, sessions: [french.sessions[0]] });
    await created('/courses', { ...french, title: 'Alemán A1', teacherId: otherTeacher.id });
    await replaced(`/courses/${english1.id}`, english(category.id, { price: 130 }));
    // Moving one of its sessions onto the other course's is refused on edit too.
    const moved = await api()
      .put(`${base}/courses/${english1.id}`)
      .set(owner.auth)
      .send(
        english(category.id, {
          sessions: [{ date: '2027-01-11', from: '17:00', to: '19:00', locationId }],
        }),
      );
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toEqual({ 'sessions.0': 'El profesor ya tiene «Francés A1» a esa hora' });
  });

  it('refuse a missing category, teacher or location (400), writing nothing', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const cases: [Partial<CourseBody>, Record<string, string>][] = [
      [{ categoryId: 'no-existe' }, { categoryId: 'La categoría ya no existe' }],
      [{ teacherId: 'no-existe' }, { teacherId: 'El profesor ya no existe' }],
      [
        {
          sessions: [
            { date: '2027-01-11', from: '18:00', to: '20:00', locationId },
            { date: '2027-01-12', from: '18:00', to: '20:00', locationId: 'no-existe' },
          ],
        },
        { 'sessions.1.locationId': 'El local no existe' },
      ],
      [{ photoId: 'no-existe' }, { photoId: 'La imagen ya no existe: súbela de nuevo' }],
    ];
    for (const [extra, fields] of cases) {
      const response = await api().post(`${base}/courses`).set(owner.auth).send(english(category.id, extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    }
    expect(await stored('elearningCourses')).toBe(0);
  });

  it('refuse a lesson file that is not in the media store (400), writing nothing', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const cover = await upload();
    const file = await upload();
    const response = await api()
      .post(`${base}/courses`)
      .set(owner.auth)
      .send(
        english(category.id, {
          photoId: cover.id,
          sections: [
            { title: 'Material', lessons: [{ title: 'Vocabulario', kind: 'file', mediaId: file.id, minutes: 10 }] },
            { title: 'Extra', lessons: [{ title: 'Fichas', kind: 'file', mediaId: 'no-existe', minutes: 10 }] },
          ],
        }),
      );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      'sections.1.lessons.0.mediaId': 'El archivo no está en el almacén de archivos: súbelo de nuevo',
    });
    expect(await stored('elearningCourses')).toBe(0);
    expect(await usedBy(cover.id)).toEqual([]);
    expect(await usedBy(file.id)).toEqual([]);
  });

  it('keep their cover and lesson files in use while they show them', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const cover = await upload();
    const file = await upload();
    const withFile = (mediaId: string) => [
      { title: 'Material', lessons: [{ title: 'Vocabulario', kind: 'file' as const, mediaId, minutes: 10 }] },
    ];
    const course = await created<ElearningCourse>(
      '/courses',
      english(category.id, { photoId: cover.id, sections: withFile(file.id) }),
    );
    const user = { kind: 'course', id: course.id, name: 'Inglés B1' };
    expect(await usedBy(cover.id)).toEqual([user]);
    expect(await usedBy(file.id)).toEqual([user]);
    const refused = await api().delete(`/api/organizations/${org.id}/media/${file.id}`).set(owner.auth);
    expect(refused.status).toBe(409);

    // The cover goes; the file stays, under the course's new title.
    await replaced(`/courses/${course.id}`, english(category.id, { title: 'Inglés B2', sections: withFile(file.id) }));
    expect(await usedBy(cover.id)).toEqual([]);
    expect(await usedBy(file.id)).toEqual([{ ...user, name: 'Inglés B2' }]);
    expect((await api().delete(`${base}/courses/${course.id}`).set(owner.auth)).status).toBe(204);
    expect(await usedBy(file.id)).toEqual([]);
  });

  it('are not deleted while enrolments hold places or a pack holds them (409)', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const course = await created<ElearningCourse>('/courses', english(category.id));
    const french = await created<ElearningCourse>('/courses', {
      ...english(category.id),
      title: 'Francés',
      sessions: [],
    });
    // Enrolments are written by their own API (another part of issue 20): stored here as it stores them.
    const enrolment = (clientName: string, state: string) => ({
      courseId: course.id,
      courseTitle: course.title,
      client: { id: clientName, name: clientName },
      clientId: clientName,
      state,
      createdAt: Timestamp.now(),
    });
    const enrolments = adminDb().collection(`organizations/${org.id}/elearningEnrolments`);
    await enrolments.doc(`${course.id}_c1`).set(enrolment('Clara Ruiz', 'active'));
    await enrolments.doc(`${course.id}_c2`).set(enrolment('Pablo Gil', 'cancelled'));
    const refused = await api().delete(`${base}/courses/${course.id}`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('No se puede eliminar porque se usa en matrículas: «Clara Ruiz»');
    await enrolments.doc(`${course.id}_c1`).update({ state: 'cancelled' });

    const pack = await created<CoursePack>('/packs', {
      name: 'Idiomas',
      courseIds: [course.id, french.id],
      price: 200,
    });
    const inPack = await api().delete(`${base}/courses/${course.id}`).set(owner.auth);
    expect(inPack.status).toBe(409);
    expect(inPack.body.error.message).toBe('No se puede eliminar porque se usa en packs: «Idiomas»');
    expect((await api().delete(`${base}/packs/${pack.id}`).set(owner.auth)).status).toBe(204);
    expect((await api().delete(`${base}/courses/${course.id}`).set(owner.auth)).status).toBe(204);
  });

  it('are read by staff but changed only by managers (403)', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const course = await created<ElearningCourse>('/courses', english(category.id));
    expect((await api().get(`${base}/courses/${course.id}`).set(staff.auth)).status).toBe(200);
    expect((await api().post(`${base}/courses`).set(staff.auth).send(english(category.id))).status).toBe(403);
    expect((await api().put(`${base}/courses/${course.id}`).set(staff.auth).send(english(category.id))).status).toBe(
      403,
    );
    expect((await api().delete(`${base}/courses/${course.id}`).set(staff.auth)).status).toBe(403);
    expect((await api().post(`${base}/categories`).set(staff.auth).send({ name: 'X' })).status).toBe(403);
    expect(
      (
        await api()
          .post(`${base}/packs`)
          .set(staff.auth)
          .send({ name: 'X', courseIds: [course.id, course.id + 'x'], price: 1 })
      ).status,
    ).toBe(403);
  });
});

describe('packs', () => {
  it('hold existing courses at one price', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    const a = await created<ElearningCourse>('/courses', english(category.id));
    const b = await created<ElearningCourse>('/courses', { ...english(category.id), title: 'Francés', sessions: [] });
    const pack = await created<CoursePack>('/packs', { name: 'Dos idiomas', courseIds: [a.id, b.id], price: '199,90' });
    expect(pack).toMatchObject({ courseIds: [a.id, b.id], priceCents: 19990, vatRate: 21, active: true });
    const missing = await api()
      .post(`${base}/packs`)
      .set(owner.auth)
      .send({ name: 'Roto', courseIds: [a.id, 'no-existe'], price: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ courseIds: 'Alguno de los cursos ya no existe' });
    const single = await api()
      .post(`${base}/packs`)
      .set(owner.auth)
      .send({ name: 'Uno', courseIds: [a.id], price: 1 });
    expect(single.status).toBe(400);
    expect(await stored('elearningPacks')).toBe(1);
  });
});

describe("the till's catalogue and the sellable items", () => {
  it('answer the active categories, courses and packs; coupons find courses and packs', async () => {
    const category = await created<CourseCategory>('/categories', { name: 'Idiomas' });
    await created<CourseCategory>('/categories', { name: 'Archivada', active: false });
    const a = await created<ElearningCourse>('/courses', english(category.id));
    const b = await created<ElearningCourse>('/courses', { ...english(category.id), title: 'Francés', sessions: [] });
    const hidden = await created<ElearningCourse>('/courses', {
      ...english(category.id),
      title: 'Alemán',
      sessions: [],
      active: false,
    });
    const pack = await created<CoursePack>('/packs', { name: 'Dos idiomas', courseIds: [a.id, b.id], price: 150 });
    const response = await api().get(`/api/organizations/${org.id}/pos/elearning/catalog`).set(staff.auth);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const catalog = response.body as ElearningPosCatalog;
    expect(catalog.locationId).toBe(locationId);
    expect(catalog.categories.map((c) => c.name)).toEqual(['Idiomas']);
    expect(catalog.courses.map((c) => c.title)).toEqual(['Francés', 'Inglés B1']);
    expect(catalog.courses.map((c) => c.id)).not.toContain(hidden.id);
    expect(catalog.packs.map((p) => p.id)).toEqual([pack.id]);
    expect(JSON.stringify(catalog)).not.toContain('searchTokens');
    expect(JSON.stringify(catalog)).not.toContain('mediaIds');

    const items = async (query: string) => {
      const found = await api().get(`/api/organizations/${org.id}/orders/items${query}`).set(owner.auth);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      return found.body as SellableItem[];
    };
    expect(await items('?q=ingles')).toEqual([
      { module: 'elearning', kind: 'elearningCourse', id: a.id, name: 'Inglés B1', priceCents: 12000 },
    ]);
    expect((await items(`?ids=${pack.id},${b.id}`)).map((i) => [i.kind, i.name])).toEqual([
      ['elearningPack', 'Dos idiomas'],
      ['elearningCourse', 'Francés'],
    ]);
  });
});
