import { expect, test } from '@playwright/test';
import { addDays, DEFAULT_TIMEZONE, todayIn, type Enrolment, type ElearningCourse } from '@plataforma/domain';
import { apiCall, apiLocation, apiOrganization, choose, signInTo } from './support';

/**
 * Issue 20, the academy: a manager creates a presencial course with two sections and three sessions; a student is
 * enrolled by paying it at the till; the teacher marks today's attendance and her lessons done, which completes the
 * course; her certificate downloads as a PDF.
 */
test('a course created, paid at the till, attended and completed with its certificate', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Academia Prueba', [
    'elearning',
    'pos',
    'orders',
    'configuration',
    'crm',
  ]);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  const post = <T = { id: string }>(path: string, body: object) =>
    apiCall<T>(request, owner, 'POST', `${base}${path}`, body);
  await apiLocation(request, owner, organization.id, { name: 'Aula Centro', ticketSeries: 'AC' });
  await post('/configuration/employees', { firstName: 'Ana', lastName: 'Ruiz' });
  await post('/elearning/categories', { name: 'Idiomas' });
  await post('/crm/clients', { firstName: 'Clara', lastName: 'Sol', phone: '612345678' });
  const today = todayIn(DEFAULT_TIMEZONE);

  // The manager creates the course: its data, two sections of one lesson each, three weekly sessions from today.
  const office = await (await browser.newContext()).newPage();
  await signInTo(office, manager, slug);
  await office.goto(`/${slug}/elearning/courses`);
  await office.getByRole('link', { name: 'Nuevo curso' }).click();
  await office.getByLabel('Título del curso').fill('Inglés B1');
  await choose(office, 'Categoría', 'Idiomas');
  await choose(office, 'Modalidad', 'Presencial');
  await choose(office, 'Profesor o profesora', 'Ana Ruiz');
  await office.getByLabel('Precio (IVA incluido)').fill('120');
  await office.getByLabel('Plazas').fill('12');

  await office.getByRole('tab', { name: 'Temario' }).click();
  for (const [index, [section, lesson]] of [
    ['Presentaciones', 'Saludos'],
    ['En la ciudad', 'Pedir direcciones'],
  ].entries()) {
    await office.getByRole('button', { name: 'Añadir sección' }).click();
    const group = office.getByRole('group', { name: `Sección ${index + 1}` });
    await group.getByLabel('Título de la sección').fill(section!);
    await group.getByRole('button', { name: 'Añadir lección' }).click();
    const first = office.getByRole('group', { name: `Lección ${index + 1}.1` });
    await first.getByLabel('Título de la lección').fill(lesson!);
    await first.getByLabel('Texto de la lección').fill(`${lesson}: vocabulario y diálogo`);
  }

  await office.getByRole('tab', { name: 'Calendario' }).click();
  for (const index of [1, 2, 3]) {
    await office.getByRole('button', { name: 'Añadir sesión' }).click();
    const session = office.getByRole('group', { name: `Sesión ${index}` });
    await session.getByLabel('Fecha').fill(addDays(today, 7 * (index - 1)));
    await session.getByLabel('Desde').fill('10:00');
    await session.getByLabel('Hasta').fill('12:00');
  }
  await office.getByRole('button', { name: 'Crear' }).click();
  await expect(office.getByRole('tab', { name: 'Alumnos' })).toBeVisible();

  const courses = await apiCall<{ items: ElearningCourse[] }>(request, owner, 'GET', `${base}/elearning/courses`);
  const course = courses.items.find((c) => c.title === 'Inglés B1')!;
  expect(course.sections.map((s) => [s.title, s.lessons.length])).toEqual([
    ['Presentaciones', 1],
    ['En la ciudad', 1],
  ]);
  expect(course.sessions.map((s) => [s.date, s.from, s.to])).toEqual(
    [0, 7, 14].map((days) => [addDays(today, days), '10:00', '12:00']),
  );
  expect(course.teacherId).not.toBeNull();

  // At the till: the course, its student, paid by card.
  const till = await (await browser.newContext()).newPage();
  await signInTo(till, staff, slug);
  await till.goto(`/${slug}/pos/elearning`);
  await till.getByRole('button', { name: /Inglés B1/ }).click();
  await till.getByRole('button', { name: 'Añadir cliente' }).click();
  await till.getByRole('combobox', { name: 'Cliente' }).fill('clara');
  await till.getByRole('option', { name: /Clara Sol/ }).click();
  await expect(till.getByTestId('order-client')).toContainText('Clara Sol');
  await till.getByRole('button', { name: 'Tarjeta' }).click();
  await expect(till.getByText('Cobrado · AC-1-000001')).toBeVisible();

  // The teacher (staff) at today's session: one tap, present.
  const teacher = till;
  await teacher.goto(`/${slug}/elearning/courses/service/${course.id}?tab=attendance`);
  const clara = teacher.getByRole('button', { name: /^Clara Sol: Sin marcar/ });
  await clara.click();
  await expect(teacher.getByRole('button', { name: /^Clara Sol: Presente/ })).toBeVisible();

  // Her lessons, one by one: the second completes the course and issues the certificate.
  await teacher.getByRole('tab', { name: 'Alumnos' }).click();
  const students = teacher.getByRole('table', { name: 'Alumnos' });
  await expect(students).toContainText('Pagada en el TPV (AC-1-000001)');
  await expect(students).toContainText('1 / 1');
  await students.getByRole('button', { name: 'Progreso de Clara Sol' }).click();
  const progress = teacher.getByRole('dialog', { name: 'Progreso de Clara Sol' });
  // The boxes show what the server keeps: ticked once it answers.
  await progress.getByRole('checkbox', { name: /^Saludos/ }).click();
  await expect(progress.getByRole('checkbox', { name: /^Saludos/ })).toBeChecked();
  await expect(progress).toContainText('50 % del temario');
  await progress.getByRole('checkbox', { name: /^Pedir direcciones/ }).click();
  await expect(progress).toContainText(/Curso completado: certificado CERT-\d{4}-000001/);
  await progress.getByRole('button', { name: 'Cerrar' }).click();
  await expect(students).toContainText('Completada');

  const download = teacher.waitForEvent('download');
  await students.getByRole('button', { name: 'Descargar certificado' }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  const { items } = await apiCall<{ items: Enrolment[] }>(
    request,
    owner,
    'GET',
    `${base}/elearning/enrolments?courseId=${course.id}`,
  );
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    state: 'completed',
    progress: 100,
    attendance: { [course.sessions[0]!.id]: true },
    origin: { kind: 'sale', ticketCode: 'AC-1-000001' },
  });
});
