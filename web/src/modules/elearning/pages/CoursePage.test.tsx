import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseCategory, ElearningCourse, Employee, Location } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const times = { createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
const category: CourseCategory = { id: 'cat1', name: 'Idiomas', description: '', active: true, ...times };
const location = { id: 'loc1', name: 'Aula Centro', active: true } as unknown as Location;
const teacher = { id: 'emp1', firstName: 'Ana', lastName: 'Ruiz', active: true } as unknown as Employee;
const ingles: ElearningCourse = {
  id: 'c1',
  title: 'Inglés B1',
  description: '',
  categoryId: 'cat1',
  photoId: null,
  priceCents: 12000,
  vatRate: 21,
  modality: 'presencial',
  teacherId: 'emp1',
  capacity: 12,
  sessions: [
    { id: 's1', date: '2027-01-12', from: '10:00', to: '12:00', locationId: 'loc1' },
    { id: 's2', date: '2027-01-19', from: '10:00', to: '12:00', locationId: 'loc1' },
  ],
  sections: [
    {
      id: 'sec1',
      title: 'Presentaciones',
      lessons: [{ id: 'l1', title: 'Saludos', kind: 'text', text: 'Hello', url: '', mediaId: null, minutes: 30 }],
    },
  ],
  active: true,
  enrolled: 3,
  minutes: 270,
  lessonCount: 1,
  ...times,
};

const catalogue = (call: ApiCall) => {
  if (call.path === '/elearning/categories') return page([category]);
  if (call.path === '/configuration/locations') return page([location]);
  if (call.path === '/configuration/employees') return page([teacher]);
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opens a tab of the page (the address changes, then the page shows it). */
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await screen.findByRole('tab', { name, selected: true });
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the course page', () => {
  it(
    'creates a course with a section of two lessons and two sessions, and sends them in the body',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      const calls = fakeApi('manager', (call) => {
        if (call.method === 'POST' && call.path === '/elearning/courses') return { body: { ...ingles, id: 'c9' } };
        if (call.path === '/elearning/courses/c9') return { body: { ...ingles, id: 'c9' } };
        return catalogue(call);
      });
      renderRoute('/casa-lola/elearning/courses/service/new');

      // Datos (typed as a whole: the typing itself is not what is tested, and each key costs time)
      setValue(await screen.findByLabelText('Título del curso', {}, { timeout: 30_000 }), 'Inglés B1');
      await choose(user, screen.getByRole('combobox', { name: 'Categoría' }), 'Idiomas');
      await choose(user, screen.getByRole('combobox', { name: 'Modalidad' }), 'Presencial');
      await choose(user, screen.getByRole('combobox', { name: 'Profesor o profesora' }), 'Ana Ruiz');
      setValue(screen.getByLabelText('Precio (IVA incluido)'), '120');
      setValue(screen.getByLabelText('Plazas'), '12');

      // Temario: one section, two lessons.
      await openTab(user, 'Temario');
      await user.click(screen.getByRole('button', { name: 'Añadir sección' }));
      const section = screen.getByRole('group', { name: 'Sección 1' });
      setValue(within(section).getByLabelText('Título de la sección'), 'Presentaciones');
      await user.click(within(section).getByRole('button', { name: 'Añadir lección' }));
      await user.click(within(section).getByRole('button', { name: 'Añadir lección' }));
      const first = screen.getByRole('group', { name: 'Lección 1.1' });
      setValue(within(first).getByLabelText('Título de la lección'), 'Saludos');
      setValue(within(first).getByLabelText('Texto de la lección'), 'Hello, goodbye');
      const second = screen.getByRole('group', { name: 'Lección 1.2' });
      setValue(within(second).getByLabelText('Título de la lección'), 'Vídeo de bienvenida');
      await choose(user, within(second).getByRole('combobox', { name: 'Tipo' }), 'Vídeo');
      setValue(within(second).getByLabelText('Enlace del vídeo'), 'https://video.example/1');
      setValue(within(second).getByLabelText('Minutos'), '15');
      // The video goes first.
      await user.click(within(second).getByRole('button', { name: 'Subir la lección 1.2' }));
      expect(within(screen.getByRole('region', { name: 'Temario' })).getByTestId('course-totals')).toHaveTextContent(
        'Duración total: 45 min',
      );

      // Calendario: two sessions, the second a week after the first.
      await openTab(user, 'Calendario');
      await user.click(screen.getByRole('button', { name: 'Añadir sesión' }));
      const one = screen.getByRole('group', { name: 'Sesión 1' });
      setValue(within(one).getByLabelText('Fecha'), '2027-01-12');
      setValue(within(one).getByLabelText('Hasta'), '12:30');
      await user.click(screen.getByRole('button', { name: 'Añadir sesión' }));
      expect(within(screen.getByRole('group', { name: 'Sesión 2' })).getByLabelText('Fecha')).toHaveValue('2027-01-19');
      expect(
        within(screen.getByRole('region', { name: 'Sesiones presenciales' })).getByTestId('course-totals'),
      ).toHaveTextContent('Duración total: 5 h 45 min');

      await user.click(screen.getByRole('button', { name: 'Crear' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      const body = calls.find((c) => c.method === 'POST')!.body;
      expect(body).toEqual({
        title: 'Inglés B1',
        description: '',
        categoryId: 'cat1',
        photoId: null,
        price: '120',
        vatRate: 21,
        modality: 'presencial',
        teacherId: 'emp1',
        capacity: 12,
        sessions: [
          { date: '2027-01-12', from: '10:00', to: '12:30', locationId: 'loc1' },
          { date: '2027-01-19', from: '10:00', to: '12:30', locationId: 'loc1' },
        ],
        sections: [
          {
            title: 'Presentaciones',
            lessons: [
              {
                title: 'Vídeo de bienvenida',
                kind: 'video',
                text: '',
                url: 'https://video.example/1',
                mediaId: null,
                minutes: 15,
              },
              { title: 'Saludos', kind: 'text', text: 'Hello, goodbye', url: '', mediaId: null, minutes: 30 },
            ],
          },
        ],
        active: true,
      });
      // The new course opens as the server stored it, on the tab it was saved from.
      expect(await screen.findByRole('heading', { name: 'Inglés B1' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Calendario', selected: true })).toBeInTheDocument();
    },
  );

  it(
    'says when a session is out of order, keeps the ids and shows the server’s error at its session',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      const calls = fakeApi('manager', (call) => {
        if (call.path === '/elearning/courses/c1' && call.method === 'GET') return { body: ingles };
        if (call.path === '/elearning/courses/c1' && call.method === 'PUT')
          return {
            status: 400,
            body: {
              error: {
                code: 'validation-failed',
                message: 'Los datos enviados no son válidos',
                fields: { 'sessions.1': 'Ana Ruiz da otra clase a esa hora' },
              },
            },
          };
        return catalogue(call);
      });
      renderRoute('/casa-lola/elearning/courses/service/c1?tab=calendar');
      let second = await screen.findByRole('group', { name: 'Sesión 2' }, { timeout: 30_000 });

      // Before the first one: said at once, and the save is refused without asking the server.
      setValue(within(second).getByLabelText('Fecha'), '2027-01-05');
      expect(within(second).getByRole('alert')).toHaveTextContent('Las sesiones deben ir en orden de fecha y hora');
      setValue(within(second).getByLabelText('Fecha'), '2027-01-12');
      setValue(within(second).getByLabelText('Desde'), '11:00');
      setValue(within(second).getByLabelText('Hasta'), '13:00');
      expect(within(second).getByRole('alert')).toHaveTextContent('Se solapa con la sesión anterior');
      // The course is looked at from its data tab when saving: the error's tab opens.
      await openTab(user, 'Datos');
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByRole('tab', { name: 'Calendario (con errores)', selected: true })).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
      second = await screen.findByRole('group', { name: 'Sesión 2' });
      expect(within(second).getByLabelText('Desde')).toHaveValue('11:00');

      // Put right, it is sent with the ids the server gave; the server's refusal shows at its session.
      setValue(within(second).getByLabelText('Fecha'), '2027-01-19');
      expect(within(second).queryByRole('alert')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await within(second).findByText('Ana Ruiz da otra clase a esa hora')).toBeInTheDocument();
      const body = calls.find((c) => c.method === 'PUT')!.body as ElearningCourse;
      expect(body.sessions.map((session) => session.id)).toEqual(['s1', 's2']);
      expect(body.sections[0]!.id).toBe('sec1');
      expect(body.sections[0]!.lessons[0]!.id).toBe('l1');
    },
  );
});
