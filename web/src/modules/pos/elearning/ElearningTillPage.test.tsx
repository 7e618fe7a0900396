import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElearningPosCatalog, Ticket } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page, type ApiCall } from '../../../test/fake-api';

const course = (id: string, title: string, priceCents: number, capacity: number | null, enrolled: number) => ({
  id,
  title,
  priceCents,
  vatRate: 21,
  categoryId: 'lang',
  modality: 'presencial',
  capacity,
  enrolled,
  sessions: [],
  sections: [],
});

const catalog = {
  locationId: 'L1',
  locations: [{ id: 'L1', name: 'Academia', timezone: 'Europe/Madrid', ticketSeries: 'AC' }],
  categories: [{ id: 'lang', name: 'Idiomas' }],
  courses: [course('en', 'Inglés B1', 24_000, 12, 9), course('fr', 'Francés A1', 18_000, 8, 8)],
  packs: [{ id: 'p1', name: 'Pack idiomas', courseIds: ['en', 'fr'], priceCents: 38_000, vatRate: 21 }],
} as unknown as ElearningPosCatalog;

const clara = { id: 'c1', name: 'Clara Sol', firstName: 'Clara', lastName: 'Sol', phone: '', email: '' };

const ticket = {
  code: 'AC-000001',
  series: 'AC',
  number: 1,
  issuedAt: '2026-11-26T10:00:00.000Z',
  timezone: 'Europe/Madrid',
  business: { name: 'Academia Lola S.L.', taxId: 'B12345674', address: '' },
  location: { name: 'Academia', address: '', phone: '' },
  table: '',
  lines: [{ name: 'Inglés B1', quantity: 1, unitPriceCents: 24_000, totalCents: 24_000, details: [] }],
  discountCents: 0,
  vat: [{ rate: 21, baseCents: 19_835, vatCents: 4165, grossCents: 24_000 }],
  totalCents: 24_000,
  payment: { method: 'card', cashCents: 0, cardCents: 24_000, tenderedCents: 24_000, changeCents: 0 },
  locationId: 'L1',
  date: '2026-11-26',
  tableId: '',
} as unknown as Ticket;

const answers = (call: ApiCall) => {
  if (call.path === '/pos/elearning/catalog') return { body: catalog };
  if (call.path === '/staff/status') return { body: { pinsInUse: false, idleLockMinutes: 5 } };
  if (call.path === '/tills/L1') return { body: { session: { id: 's1', locationId: 'L1', status: 'open' } } };
  if (call.path === '/crm/clients') return page([clara]);
  if (call.path === '/orders/quick-sale')
    return { status: 201, body: { order: { id: 'o1' }, payment: { id: 'p1' }, ticket } };
  return undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe("the academy's till", () => {
  it('shows the places left, refuses to charge courses without a student, and sells them to the one chosen', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/elearning');
    const english = await screen.findByRole('button', { name: /Inglés B1/ }, { timeout: 20_000 });
    expect(english).toHaveTextContent('Presencial');
    expect(english).toHaveTextContent('Quedan 3 plazas');
    expect(screen.getByRole('button', { name: /Francés A1/ })).toHaveTextContent('Completo');
    expect(screen.getByRole('tab', { name: 'Idiomas' })).toBeVisible();

    await user.click(english);
    // One place per student and course: a second tap adds nothing.
    await user.click(english);
    expect(await screen.findByText('«Inglés B1» ya está en el carrito: una plaza por alumno.')).toBeVisible();
    expect(screen.getByTestId('student-needed')).toHaveTextContent('Los cursos son para un alumno');

    await user.click(screen.getByRole('button', { name: 'Cobrar 240,00 €' }));
    expect(await screen.findByText('Elige el alumno')).toBeVisible();
    expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Añadir cliente' }));
    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), 'clara');
    await user.click(await screen.findByRole('option', { name: /Clara Sol/ }));
    expect(screen.getByTestId('order-client')).toHaveTextContent('Clara Sol');
    expect(screen.queryByTestId('student-needed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tarjeta' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toEqual({
      module: 'elearning',
      locationId: 'L1',
      clientId: 'c1',
      payment: { method: 'card' },
      lines: [{ kind: 'elearningCourse', courseId: 'en', quantity: 1 }],
    });
    // Ready for the next student.
    await waitFor(() => expect(screen.queryByTestId('order-client')).not.toBeInTheDocument());
  }, 40_000);

  it('sells a pack of courses as one line (its courses once)', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/elearning');
    await user.click(await screen.findByRole('tab', { name: 'Packs' }, { timeout: 20_000 }));
    const grid = screen.getByRole('list', { name: 'TPV de academia' });
    await user.click(within(grid).getByRole('button', { name: /Pack idiomas/ }));
    expect(screen.getByText('Inglés B1, Francés A1')).toBeVisible();
    // The pack has French already.
    await user.click(screen.getByRole('tab', { name: 'Todo' }));
    await user.click(screen.getByRole('button', { name: /Francés A1/ }));
    expect(await screen.findByText('«Francés A1» ya está en el carrito: una plaza por alumno.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Añadir cliente' }));
    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), 'clara');
    await user.click(await screen.findByRole('option', { name: /Clara Sol/ }));
    await user.click(screen.getByRole('button', { name: 'Cobrar 380,00 €' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/orders/quick-sale')).toBe(true));
    expect(calls.find((call) => call.path === '/orders/quick-sale')!.body).toMatchObject({
      clientId: 'c1',
      payment: { method: 'cash' },
      lines: [{ kind: 'elearningPack', packId: 'p1', quantity: 1 }],
    });
  }, 40_000);

  it('warns of a full course but adds it (a student with a pending enrolment holds a place already)', async () => {
    const user = userEvent.setup();
    fakeApi('staff', answers);
    renderRoute('/casa-lola/pos/elearning');
    await user.click(await screen.findByRole('button', { name: /Francés A1/ }, { timeout: 20_000 }));
    expect(
      await screen.findByText(
        '«Francés A1» está completo: solo se cobra a un alumno con la matrícula pendiente de pago.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cobrar 180,00 €' })).toBeEnabled();
  }, 40_000);

  it('says the CRM is needed to sell courses where it is off', async () => {
    const user = userEvent.setup();
    fakeApi('staff', answers, { modules: ['configuration', 'pos', 'elearning'] });
    renderRoute('/casa-lola/pos/elearning');
    await user.click(await screen.findByRole('button', { name: /Inglés B1/ }, { timeout: 20_000 }));
    expect(screen.queryByRole('button', { name: 'Añadir cliente' })).toBeNull();
    expect(screen.getByTestId('student-needed')).toHaveTextContent('activa el módulo Clientes');
  }, 40_000);
});
