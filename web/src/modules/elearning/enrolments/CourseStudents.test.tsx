import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, PENDING_HOLD_DAYS, type Enrolment } from '@plataforma/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';
import { renderInOrganization } from '../../../test/render-in-organization';
import { CourseStudents } from './index';
import { course, enrolment } from './fixtures.test-data';
import { localToday } from './sessions';

const ana = enrolment('e1', 'Ana Ruiz', {
  attendance: { s1: true, s2: false, s3: true },
  lessonsDone: ['l1'],
  progress: 33,
});
const bea = enrolment('e2', 'Bea Gil', { state: 'pending' });
const carla = enrolment('e3', 'Carla Mar', {
  state: 'completed',
  progress: 100,
  lessonsDone: ['l1', 'l2', 'l3'],
  certificate: { number: 'CERT-2026-000001', issuedAt: '2026-11-20T10:00:00.000Z', minutes: 375 },
});
const paid = enrolment('e4', 'Dani Sol', {
  origin: { kind: 'sale', orderId: 'o1', ticketCode: 'AC-000007', packId: null },
});
const gone = enrolment('e5', 'Eva Paz', { state: 'cancelled' });
const clara = { id: 'c9', name: 'Clara Sol', firstName: 'Clara', lastName: 'Sol', phone: '', email: '' };

/** The server's list of the course, as the calls change it. */
let stored: Enrolment[] = [];
const saved = (changed: Enrolment) => {
  stored = stored.some((e) => e.id === changed.id)
    ? stored.map((e) => (e.id === changed.id ? changed : e))
    : [...stored, changed];
  return { body: changed };
};

const answers = (call: ApiCall) => {
  if (call.path === '/elearning/enrolments' && call.method === 'GET') return { body: { items: stored } };
  if (call.path === '/crm/clients') return page([clara]);
  return undefined;
};

beforeEach(() => {
  stored = [ana, bea, carla, paid, gone];
});

const show = () =>
  renderInOrganization(
    <Suspense fallback={null}>
      <CourseStudents course={course} />
    </Suspense>,
    '/casa-lola/elearning/courses/service/en',
  );

afterEach(() => vi.unstubAllGlobals());

describe("the course's students", () => {
  it('lists each student with state, progress and attendance so far, and the places taken', async () => {
    const calls = fakeApi('manager', answers);
    show();
    const row = await screen.findByTestId('enrolment-e1', {}, { timeout: 20_000 });
    expect(calls.find((c) => c.path === '/elearning/enrolments')!.query.get('courseId')).toBe('en');
    expect(row).toHaveTextContent('Ana Ruiz');
    expect(row).toHaveTextContent('Activa');
    expect(row).toHaveTextContent('33 %');
    // Two sessions held so far (today's included); the one to come does not count.
    expect(row).toHaveTextContent('1 / 2');
    expect(screen.getByTestId('enrolment-e2')).toHaveTextContent('Pendiente de pago');
    expect(screen.getByTestId('enrolment-e4')).toHaveTextContent('Pagada en el TPV (AC-000007)');
    // Cancelled ones give their place back.
    expect(screen.getByTestId('course-places')).toHaveTextContent('Plazas: 4 / 10');
    // Cancelling is for a manager's enrolments not paid at the POS.
    expect(within(row).getByRole('button', { name: 'Cancelar matrícula' })).toBeVisible();
    expect(within(screen.getByTestId('enrolment-e4')).queryByRole('button', { name: 'Cancelar matrícula' })).toBeNull();
    expect(within(screen.getByTestId('enrolment-e3')).queryByRole('button', { name: 'Cancelar matrícula' })).toBeNull();
  }, 40_000);

  it('enrols a client of the CRM, as pending or active', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', (call) =>
      call.path === '/elearning/enrolments' && call.method === 'POST'
        ? { status: 201, ...saved(enrolment('e9', 'Clara Sol')) }
        : answers(call),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Matricular' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Matricular en «Inglés B1»' });
    await user.click(within(dialog).getByRole('button', { name: 'Matricular' }));
    expect(within(dialog).getByText('Elige el alumno')).toBeVisible();
    await user.type(await within(dialog).findByRole('combobox', { name: 'Alumno' }), 'clara');
    await user.click(await screen.findByRole('option', { name: /Clara Sol/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Activa/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Matricular' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/elearning/enrolments' && c.method === 'POST')!.body).toEqual({
      courseId: 'en',
      clientId: 'c9',
      state: 'active',
    });
    expect(await screen.findByTestId('enrolment-e9')).toHaveTextContent('Clara Sol');
  }, 40_000);

  it("shows a pending student's held place until its day, marked when the day is today or gone by", async () => {
    const today = localToday();
    const dm = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}`;
    const later = addDays(today, 3);
    const yesterday = addDays(today, -1);
    stored = [
      enrolment('h1', 'Hugo Luz', { state: 'pending', holdUntil: later }),
      enrolment('h2', 'Inés Mar', { state: 'pending', holdUntil: today }),
      enrolment('h3', 'Juan Sol', { state: 'pending', holdUntil: yesterday }),
      // Made before holds existed, or paid (the hold no longer matters): no date.
      enrolment('h4', 'Kiko Paz', { state: 'pending' }),
      enrolment('h5', 'Lola Gil', { state: 'active', holdUntil: later }),
    ];
    fakeApi('manager', answers);
    show();
    const held = await screen.findByTestId('hold-h1', {}, { timeout: 20_000 });
    expect(held).toHaveTextContent(`Reservada hasta ${dm(later)}`);
    expect(held).not.toHaveAttribute('data-due');
    expect(screen.getByTestId('hold-h2')).toHaveTextContent(`Reservada hasta ${dm(today)}: caduca esta noche`);
    expect(screen.getByTestId('hold-h2')).toHaveAttribute('data-due', 'true');
    expect(screen.getByTestId('hold-h3')).toHaveTextContent(`Reserva caducada el ${dm(yesterday)}`);
    expect(screen.getByTestId('hold-h3')).toHaveAttribute('data-due', 'true');
    expect(screen.queryByTestId('hold-h4')).toBeNull();
    expect(screen.queryByTestId('hold-h5')).toBeNull();
  }, 40_000);

  it('holds a pending place until a day, a week from today unless changed, and shows its refusal', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', (call) =>
      call.path === '/elearning/enrolments' && call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation-failed',
                message: 'Revisa los campos marcados',
                fields: { holdUntil: 'La reserva no puede acabar antes de hoy' },
              },
            },
          }
        : answers(call),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Matricular' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Matricular en «Inglés B1»' });
    await user.type(await within(dialog).findByRole('combobox', { name: 'Alumno' }), 'clara');
    await user.click(await screen.findByRole('option', { name: /Clara Sol/ }));
    const date = within(dialog).getByLabelText('Reservar plaza hasta');
    expect(date).toHaveValue(addDays(localToday(), PENDING_HOLD_DAYS));
    await user.click(within(dialog).getByRole('button', { name: 'Matricular' }));
    expect(await within(dialog).findByText('La reserva no puede acabar antes de hoy')).toBeVisible();
    expect(calls.find((c) => c.path === '/elearning/enrolments' && c.method === 'POST')!.body).toEqual({
      courseId: 'en',
      clientId: 'c9',
      state: 'pending',
      holdUntil: addDays(localToday(), PENDING_HOLD_DAYS),
    });
    // An active enrolment holds nothing: no date.
    await user.click(within(dialog).getByRole('radio', { name: /Activa/ }));
    expect(within(dialog).queryByLabelText('Reservar plaza hasta')).toBeNull();
  }, 40_000);

  it("cancels with a reason, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', (call) =>
      call.path === '/elearning/enrolments/e1/cancel'
        ? {
            status: 409,
            body: {
              error: {
                code: 'enrolment-paid',
                message: 'Esta matrícula está pagada: para cancelarla, devuelve su venta desde el TPV',
              },
            },
          }
        : answers(call),
    );
    show();
    const row = await screen.findByTestId('enrolment-e1', {}, { timeout: 20_000 });
    await user.click(within(row).getByRole('button', { name: 'Cancelar matrícula' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar la matrícula de Ana Ruiz' });
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Se muda');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar matrícula' }));
    expect(
      await within(dialog).findByText('Esta matrícula está pagada: para cancelarla, devuelve su venta desde el TPV'),
    ).toBeVisible();
    expect(calls.find((c) => c.path === '/elearning/enrolments/e1/cancel')!.body).toEqual({ reason: 'Se muda' });
  }, 40_000);

  it("ticks a student's lessons, completes the course, and downloads a certificate", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = fakeApi('staff', (call) => {
      if (call.path === '/elearning/enrolments/e1/lessons/l2')
        return saved({ ...ana, lessonsDone: ['l1', 'l2'], progress: 67 });
      if (call.path === '/elearning/enrolments/e1/complete')
        return saved({ ...ana, state: 'completed', certificate: carla.certificate });
      return answers(call);
    });
    show();
    // Staff teach: they follow progress, but do not enrol.
    const row = await screen.findByTestId('enrolment-e1', {}, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Matricular' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Progreso de Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Progreso de Ana Ruiz' });
    expect(within(dialog).getByRole('heading', { name: 'Gramática' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: /Presente simple/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Pasado simple/ }));
    await waitFor(() => expect(within(dialog).getByTestId('progress-summary')).toHaveTextContent('67 %'));
    const lesson = calls.find((c) => c.path === '/elearning/enrolments/e1/lessons/l2')!;
    expect(lesson).toMatchObject({ method: 'PUT', body: { done: true } });

    await user.click(within(dialog).getByRole('button', { name: 'Completar curso' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Completar curso' })).getByRole('button', {
        name: 'Completar curso',
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/elearning/enrolments/e1/complete')).toBe(true));
    expect(await within(dialog).findByText(/Curso completado: certificado CERT-2026-000001/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Completar curso' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    // The certificate: fetched with the token, handed over as a file.
    await user.click(within(screen.getByTestId('enrolment-e3')).getByRole('button', { name: 'Descargar certificado' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/elearning/enrolments/e3/certificate')).toBe(true);
  }, 40_000);
});
