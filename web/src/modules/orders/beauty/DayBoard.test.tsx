import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employee, Location, Service } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderInOrganization } from '../../../test/render-in-organization';
import { AppointmentDialog } from './AppointmentDialog';
import { BookDialog } from './BookDialog';
import { dayRange, PX_PER_MINUTE, whatsAppLink, type BoardAppointment } from './board';
import { DayGrid } from './DayGrid';

const hours = (from: string, to: string) => [{ from, to }];
const week = (day: { from: string; to: string }[]) => ({
  mon: day,
  tue: day,
  wed: day,
  thu: day,
  fri: day,
  sat: [],
  sun: [],
});
const DATE = '2030-01-08'; // a Tuesday
const location = {
  id: 'L1',
  name: 'Salón',
  timezone: 'Europe/Madrid',
  openingHours: week(hours('10:00', '20:00')),
} as unknown as Location;
const employee = (id: string, firstName: string): Employee =>
  ({
    id,
    firstName,
    lastName: 'Gil',
    active: true,
    locationIds: ['L1'],
    workingHours: week(hours('10:00', '18:00')),
    timeOff: [],
    color: '#9c27b0',
  }) as unknown as Employee;
const ana = employee('e1', 'Ana');
const bea = employee('e2', 'Bea');
const service = (id: string, name: string, durationMinutes: number, employeeIds: string[]): Service =>
  ({ id, name, durationMinutes, employeeIds, active: true, color: '#1e88e5' }) as unknown as Service;
const colour = service('s1', 'Color', 45, ['e1', 'e2']);
const cut = service('s2', 'Corte', 30, ['e2']);

const appointment = (fields: Partial<BoardAppointment> = {}): BoardAppointment => ({
  id: 'a1',
  locationId: 'L1',
  date: DATE,
  start: '10:30',
  end: '11:15',
  client: null,
  clientName: 'Clara Sol',
  clientPhone: '612 345 678',
  services: [
    {
      serviceId: 's1',
      name: 'Color',
      employeeId: 'e1',
      roomId: null,
      start: '10:30',
      end: '11:15',
      durationMinutes: 45,
      processing: { startsAfter: 15, minutes: 20 },
      priceCents: 3500,
      vatRate: 21,
      color: '#d81b60',
    },
  ],
  employeeIds: ['e1'],
  roomIds: [],
  state: 'booked',
  note: '',
  bookedBy: 'u1',
  ...fields,
});

beforeAll(() => loadModuleMessages('orders', () => import('../i18n')));
afterEach(() => vi.unstubAllGlobals());

describe('DayGrid', () => {
  it('places an appointment at 10:30 of 45 minutes 30 minutes below a 10:00 opening, 45 minutes tall', () => {
    fakeApi('staff', () => undefined);
    const list = [appointment()];
    const range = dayRange(location, DATE, list)!;
    expect(range.from).toBe(600);
    renderInOrganization(
      <DayGrid
        date={DATE}
        employees={[ana, bea]}
        appointments={list}
        range={range}
        onSlot={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const block = screen.getByRole('button', { name: '10:30-11:15, Clara Sol: Color (Reservada)' });
    expect(block.style.top).toBe(`${30 * PX_PER_MINUTE}px`);
    expect(block.style.height).toBe(`${45 * PX_PER_MINUTE}px`);
    // It sits in Ana's column, and its processing time (15 minutes in, 20 long) is drawn lighter inside it.
    expect(within(screen.getByTestId('board-column-e1')).getByTestId('board-appointment')).toBe(block);
    const processing = within(block).getByTestId('board-processing');
    expect(processing.style.top).toBe(`${15 * PX_PER_MINUTE}px`);
    expect(processing.style.height).toBe(`${20 * PX_PER_MINUTE}px`);
    // Ana's slots under it are not offered; Bea's are.
    expect(screen.queryByRole('button', { name: 'Nueva cita con Ana Gil a las 10:30' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nueva cita con Ana Gil a las 11:15' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva cita con Bea Gil a las 10:30' })).toBeTruthy();
  });

  it('offers a free slot to book with that employee at that time', async () => {
    fakeApi('staff', () => undefined);
    const onSlot = vi.fn();
    renderInOrganization(
      <DayGrid
        date={DATE}
        employees={[ana]}
        appointments={[]}
        range={dayRange(location, DATE, [])!}
        onSlot={onSlot}
        onOpen={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nueva cita con Ana Gil a las 16:45' }));
    expect(onSlot).toHaveBeenCalledWith('e1', 16 * 60 + 45);
    // Ana stops at 18:00.
    expect(screen.queryByRole('button', { name: 'Nueva cita con Ana Gil a las 18:00' })).toBeNull();
  });
});

describe('dragging', () => {
  it('drops a block on another column and time: the appointment, the column it left, where it went', () => {
    fakeApi('staff', () => undefined);
    const onDrop = vi.fn();
    const list = [appointment()];
    renderInOrganization(
      <DayGrid
        date={DATE}
        employees={[ana, bea]}
        appointments={list}
        range={dayRange(location, DATE, list)!}
        onSlot={vi.fn()}
        onOpen={vi.fn()}
        onDrop={onDrop}
      />,
    );
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(screen.getByTestId('board-appointment'), { dataTransfer });
    // 120 minutes below the column's top (10:00), in Bea's column: 12:00.
    const column = screen.getByTestId('board-column-e2');
    const drop = createEvent.drop(column, { dataTransfer });
    // jsdom has no DragEvent: the pointer's height is set on the event by hand.
    Object.defineProperty(drop, 'clientY', { value: 120 * PX_PER_MINUTE });
    fireEvent(column, drop);
    expect(onDrop).toHaveBeenCalledWith(list[0], 'e1', 'e2', 12 * 60);
  });
});

describe('BookDialog', () => {
  const open = (answer: (call: ApiCall) => { status?: number; body: unknown } | undefined) => {
    const calls = fakeApi('staff', answer, { modules: ['beauty', 'configuration'] });
    const onClose = vi.fn();
    renderInOrganization(
      <BookDialog
        date={DATE}
        location={location}
        employeeId="e1"
        start="10:00"
        employees={[ana, bea]}
        services={[colour, cut]}
        crm={false}
        onClose={onClose}
      />,
    );
    return { calls, onClose };
  };
  const choose = async (label: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };

  it('books two services in sequence, the first with the column’s employee, the second with who does it', async () => {
    const { calls, onClose } = open((call) =>
      call.method === 'POST' ? { status: 201, body: { ...appointment(), start: '10:00' } } : undefined,
    );
    await userEvent.type(screen.getByLabelText('Nombre del cliente'), 'Clara Sol');
    await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
    await choose('Servicio 1', 'Color (45 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir otro servicio' }));
    await choose('Servicio 2', 'Corte (30 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/beauty/appointments',
      body: {
        clientId: '',
        clientName: 'Clara Sol',
        clientPhone: '612345678',
        locationId: 'L1',
        date: DATE,
        start: '10:00',
        services: [
          { serviceId: 's1', employeeId: 'e1', roomId: null },
          { serviceId: 's2', employeeId: 'e2', roomId: null },
        ],
      },
    });
  });

  it('says why a time is taken and books at one of the next free times offered', async () => {
    const { calls, onClose } = open((call) => {
      if (call.method !== 'POST') return undefined;
      if ((call.body as { start: string }).start === '10:00')
        return {
          status: 409,
          body: {
            error: {
              code: 'appointment-overlap',
              message: 'Ana Gil ya tiene una cita a esa hora',
              details: { nextFreeStarts: ['11:15', '11:30'] },
            },
          },
        };
      return { status: 201, body: { ...appointment(), start: '11:30' } };
    });
    await userEvent.type(screen.getByLabelText('Nombre del cliente'), 'Clara Sol');
    await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
    await choose('Servicio 1', 'Color (45 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Ana Gil ya tiene una cita a esa hora')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '11:30' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { start: string }).start)).toEqual([
      '10:00',
      '11:30',
    ]);
    // Another time is another attempt: a key of its own.
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.idempotencyKey);
    expect(keys.every(Boolean) && keys[0] !== keys[1]).toBe(true);
  });

  it('retries a booking whose answer was lost with the same Idempotency-Key', async () => {
    let posts = 0;
    const { calls, onClose } = open((call) => {
      if (call.method !== 'POST') return undefined;
      posts += 1;
      if (posts === 1)
        return { status: 503, body: { error: { code: 'unavailable', message: 'Servicio no disponible' } } };
      return { status: 201, body: { ...appointment(), start: '10:00' } };
    });
    await userEvent.type(screen.getByLabelText('Nombre del cliente'), 'Clara Sol');
    await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
    await choose('Servicio 1', 'Color (45 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(posts).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reservar' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the field errors of a 400 in Spanish', async () => {
    open((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation-failed',
                message: 'Revisa los datos',
                fields: { start: 'El local está cerrado a esa hora' },
              },
            },
          }
        : undefined,
    );
    await userEvent.type(screen.getByLabelText('Nombre del cliente'), 'Clara Sol');
    await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
    await choose('Servicio 1', 'Color (45 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('El local está cerrado a esa hora')).toBeTruthy();
  });
});

describe('AppointmentDialog', () => {
  const open = (state: BoardAppointment['state']) => {
    const calls = fakeApi('staff', (call) =>
      call.method === 'POST'
        ? { body: { ...appointment(), state: (call.body as { state: string }).state } }
        : undefined,
    );
    renderInOrganization(
      <AppointmentDialog
        appointment={appointment({ state })}
        employees={[ana, bea]}
        services={[colour]}
        onClose={vi.fn()}
      />,
    );
    return calls;
  };
  const actions = () =>
    within(screen.getByRole('dialog'))
      .getAllByRole('button')
      .map((b) => b.textContent);

  it('offers the allowed changes of a booked appointment and confirms it', async () => {
    const calls = open('booked');
    expect(actions()).toEqual(['Confirmar', 'Empezar', 'No presentada', 'Cancelar', 'Mover', 'Cerrar']);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/beauty/appointments/a1/state',
        body: { state: 'confirmed' },
      }),
    );
  });

  it('completes one in progress, and a completed one changes no more', () => {
    open('in-progress');
    expect(actions()).toEqual(['Completar', 'Deshacer el inicio', 'Cerrar']);
  });

  it('offers nothing but closing once completed', () => {
    open('completed');
    expect(actions()).toEqual(['Cerrar']);
  });

  it('moves it with the Mover form: another time and another employee', async () => {
    const calls = fakeApi('staff', (call) =>
      call.method === 'PUT' ? { body: { ...appointment(), start: '12:00' } } : undefined,
    );
    const onClose = vi.fn();
    renderInOrganization(
      <AppointmentDialog appointment={appointment()} employees={[ana, bea]} services={[colour]} onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    const time = screen.getByLabelText('Hora de inicio');
    await userEvent.clear(time);
    await userEvent.type(time, '12:00');
    await userEvent.click(screen.getByRole('combobox', { name: 'Color: Quién' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bea Gil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover aquí' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/beauty/appointments/a1',
      body: { date: DATE, start: '12:00', services: [{ employeeId: 'e2', roomId: null }] },
    });
  });
});

describe('reminders', () => {
  it('writes the WhatsApp link with the Spanish number and the text ready', () => {
    expect(whatsAppLink('612 345 678', 'Hola Clara')).toBe('https://wa.me/34612345678?text=Hola%20Clara');
    expect(whatsAppLink('+34 612 345 678', 'x')).toBe('https://wa.me/34612345678?text=x');
    expect(whatsAppLink('', 'x')).toBeNull();
  });
});
