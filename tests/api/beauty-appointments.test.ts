import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Appointment,
  Availability,
  Client,
  Employee,
  Location,
  Organization,
  TimelinePage,
} from '@plataforma/domain';
import { addDays, todayIn, weekdayOf } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { createRoom, createService } from '../support/beauty';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 18: the appointment book (bookings, moves, states, availability) and its rules under concurrency. */

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let root: string;
let centro: Location;
let norte: Location;
let noche: Location;
const people: Record<string, Employee> = {};
let cut: { id: string };
let colour: { id: string };
let facial: { id: string };
let massage: { id: string };
let retired: { id: string };
let basin: { id: string };
let cabin: { id: string };
let northCabin: { id: string };

/** A Tuesday: Ana works 09:00-14:00 and 16:00-20:00, Luis 09:00-21:00; the salon opens 09:00-21:00. */
const DATE = '2030-01-08';
type Method = 'get' | 'post' | 'put';

async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const url = path.startsWith('/api') ? path : `${base}${path}`;
  const response = await api()[method](url).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: { nextFreeStarts: string[] };
}
async function refused(actor: Actor, method: Method, path: string, body?: object): Promise<Refusal> {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  return { status: response.status, ...(response.body.error as Omit<Refusal, 'status'>) };
}

const walkIn = { clientName: 'Marisa Pérez', clientPhone: '600123456' };
const booking = (fields: Record<string, unknown>) => ({ ...walkIn, locationId: centro.id, date: DATE, ...fields });
const line = (serviceId: string, employee: string, roomId?: string) => ({
  serviceId,
  employeeId: people[employee]!.id,
  ...(roomId ? { roomId } : {}),
});
const book = (fields: Record<string, unknown>, actor = staff) =>
  call<Appointment>(actor, 'post', '/appointments', booking(fields), 201);

/** Every appointment-book document of the organization, by path: what a refused call must leave as it was. */
async function stored() {
  const all: Record<string, unknown> = {};
  for (const name of ['beautyAppointments', 'beautyDayBooks', 'clientTimeline'])
    for (const doc of (await adminDb().collection(`organizations/${org.id}/${name}`).get()).docs)
      all[doc.ref.path] = doc.data();
  return all;
}
const dayBook = async (kind: string, id: string, date = DATE) =>
  (await adminDb().doc(`organizations/${org.id}/beautyDayBooks/${kind}_${id}_${date}`).get()).data()?.holds as
    { appointmentId: string; from: number; to: number }[] | undefined;

/** The last day before today that the salon opens (not a Sunday). */
function lastOpenDay(): string {
  let day = addDays(todayIn('Europe/Madrid'), -1);
  while (weekdayOf(day) === 'sun') day = addDays(day, -1);
  return day;
}

const week = (from: string, to: string, days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']) =>
  Object.fromEntries(days.map((day) => [day, [{ from, to }]]));

async function employee(firstName: string, locationIds: string[], workingHours: object, timeOff: object[] = []) {
  const created = await call<Employee>(
    owner,
    'post',
    `${root}/configuration/employees`,
    { firstName, lastName: 'Gil', locationIds, workingHours, timeOff },
    201,
  );
  people[firstName] = created;
  return created;
}

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Peluquería Lola', ['beauty', 'crm']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  root = `/api/organizations/${org.id}`;
  base = `${root}/beauty`;
  centro = await createLocation(
    owner,
    org.id,
    { name: 'Centro', ticketSeries: 'C', openingHours: week('09:00', '21:00') },
    { till: false },
  );
  norte = await createLocation(
    owner,
    org.id,
    { name: 'Norte', ticketSeries: 'N', openingHours: week('09:00', '21:00') },
    { till: false },
  );
  // Open all Sunday, for the clock changes (last Sundays of March and October).
  noche = await createLocation(
    owner,
    org.id,
    { name: 'Noche', ticketSeries: 'X', openingHours: { sun: [{ from: '00:00', to: '00:00' }] } },
    { till: false },
  );
  await employee(
    'Ana',
    [centro.id],
    Object.fromEntries(
      ['tue', 'wed', 'thu', 'fri', 'sat'].map((day) => [
        day,
        [
          { from: '09:00', to: '14:00' },
          { from: '16:00', to: '20:00' },
        ],
      ]),
    ),
    [{ from: '2030-01-15', to: '2030-01-16', note: 'Vacaciones' }],
  );
  await employee('Luis', [centro.id], week('09:00', '21:00'));
  await employee('Marta', [norte.id], week('09:00', '21:00'));
  await employee('Noe', [noche.id], { sun: [{ from: '00:00', to: '00:00' }] });
  const everyone = () => Object.values(people).map((p) => p.id);
  basin = await createRoom(owner, org.id, { name: 'Lavacabezas', locationId: centro.id, capacity: 2 });
  cabin = await createRoom(owner, org.id, { name: 'Cabina', locationId: centro.id });
  northCabin = await createRoom(owner, org.id, { name: 'Cabina Norte', locationId: norte.id });
  cut = await createService(owner, org.id, { name: 'Corte', durationMinutes: 30, employeeIds: everyone() });
  colour = await createService(owner, org.id, {
    name: 'Color',
    durationMinutes: 90,
    processing: { startsAfter: 30, minutes: 45 },
    employeeIds: [people.Ana!.id, people.Luis!.id],
    roomId: basin.id,
  });
  facial = await createService(owner, org.id, { name: 'Facial', durationMinutes: 60, employeeIds: [people.Luis!.id] });
  massage = await createService(owner, org.id, {
    name: 'Masaje',
    durationMinutes: 60,
    employeeIds: [people.Luis!.id],
    roomId: cabin.id,
  });
  retired = await createService(owner, org.id, { name: 'Permanente', employeeIds: everyone(), active: false });
});

describe('booking', () => {
  it('books a walk-in: the end follows from the duration, the instants from Madrid time, the day books hold it', async () => {
    const appointment = await book({ start: '10:00', services: [line(cut.id, 'Ana')], note: 'Flequillo' });
    expect(appointment).toMatchObject({
      locationId: centro.id,
      date: DATE,
      start: '10:00',
      end: '10:30',
      startsAt: '2030-01-08T09:00:00.000Z',
      endsAt: '2030-01-08T09:30:00.000Z',
      client: null,
      clientName: 'Marisa Pérez',
      clientPhone: '600123456',
      state: 'booked',
      note: 'Flequillo',
      employeeIds: [people.Ana!.id],
      roomIds: [],
      bookedBy: staff.uid,
      services: [
        {
          serviceId: cut.id,
          name: 'Corte',
          employeeId: people.Ana!.id,
          roomId: null,
          start: '10:00',
          end: '10:30',
          priceCents: 2000,
        },
      ],
    });
    expect(await dayBook('employee', people.Ana!.id)).toEqual([{ appointmentId: appointment.id, from: 600, to: 630 }]);
    expect(await call<Appointment>(staff, 'get', `/appointments/${appointment.id}`)).toEqual(appointment);
  });

  it('books two services in sequence for a CRM client, with a room, and tells the client timeline', async () => {
    const client = await call<Client>(
      staff,
      'post',
      `${root}/crm/clients`,
      { firstName: 'Clara', lastName: 'Sol', phone: '611222333' },
      201,
    );
    const appointment = await book({
      clientId: client.id,
      clientName: '',
      clientPhone: '611222333',
      start: '11:00',
      services: [line(colour.id, 'Luis'), line(cut.id, 'Luis')],
    });
    expect(appointment).toMatchObject({
      client: { id: client.id, name: 'Clara Sol' },
      clientName: 'Clara Sol',
      start: '11:00',
      end: '13:00',
      roomIds: [basin.id],
      services: [
        { name: 'Color', start: '11:00', end: '12:30', roomId: basin.id, processing: { startsAfter: 30, minutes: 45 } },
        { name: 'Corte', start: '12:30', end: '13:00', roomId: null },
      ],
    });
    // Luis is free while the colour sets (11:30-12:15); the basin is taken the whole 90 minutes.
    expect(await dayBook('employee', people.Luis!.id)).toEqual([
      { appointmentId: appointment.id, from: 660, to: 690 },
      { appointmentId: appointment.id, from: 735, to: 750 },
      { appointmentId: appointment.id, from: 750, to: 780 },
    ]);
    expect(await dayBook('room', basin.id)).toEqual([{ appointmentId: appointment.id, from: 660, to: 750 }]);
    const timeline = await call<TimelinePage>(staff, 'get', `${root}/crm/clients/${client.id}/timeline`);
    expect(timeline.items[0]).toMatchObject({
      kind: 'appointment-booked',
      module: 'beauty',
      summary: 'Cita reservada el 08/01/2030 a las 11:00: Color, Corte',
    });
  });

  it('lets a booking in during the processing time, and respects the room capacity', async () => {
    const date = '2030-01-09';
    await book({ date, start: '10:00', services: [line(colour.id, 'Ana')] });
    // Ana applies 10:00-10:30, the colour sets 10:30-11:15, she rinses 11:15-11:30.
    await book({ date, start: '10:30', services: [line(cut.id, 'Ana')] });
    const busy = await refused(
      staff,
      'post',
      '/appointments',
      booking({ date, start: '11:00', services: [line(cut.id, 'Ana')] }),
    );
    expect(busy).toMatchObject({
      status: 409,
      code: 'appointment-overlap',
      message: 'Ana Gil ya tiene una cita a esa hora',
      details: { nextFreeStarts: ['11:30', '11:45', '12:00', '12:15', '12:30'] },
    });
    // The basin takes two clients at once, not three.
    await book({ date, start: '10:00', services: [line(colour.id, 'Luis')] });
    const full = await refused(
      staff,
      'post',
      '/appointments',
      booking({ date, start: '10:30', services: [line(colour.id, 'Luis')], clientName: 'Tercera' }),
    );
    expect(full).toMatchObject({ status: 409, message: 'La sala Lavacabezas está ocupada a esa hora' });
    expect(full.details!.nextFreeStarts[0]).toBe('11:30');
  });

  it('refuses what does not fit with the reason in Spanish, writing nothing', async () => {
    const yesterday = lastOpenDay();
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [
        { date: '2030-01-13', start: '10:00', services: [line(cut.id, 'Luis')] },
        'start',
        'El local está cerrado a esa hora',
      ],
      [{ start: '20:45', services: [line(cut.id, 'Luis')] }, 'start', 'El local está cerrado a esa hora'],
      [{ start: '14:00', services: [line(cut.id, 'Ana')] }, 'services', 'Ana Gil no trabaja a esa hora ese día'],
      [
        { date: '2030-01-15', start: '10:00', services: [line(cut.id, 'Ana')] },
        'services',
        'Ana Gil no trabaja a esa hora ese día',
      ],
      [
        { start: '10:00', services: [line(facial.id, 'Ana')] },
        'services.0.employeeId',
        'Ana Gil no hace el servicio Facial',
      ],
      [
        { start: '10:00', services: [line(cut.id, 'Marta')] },
        'services.0.employeeId',
        'Marta Gil no trabaja en este local',
      ],
      [
        { start: '10:00', services: [line(cut.id, 'Luis', 'no-existe')] },
        'services.0.roomId',
        'La sala no existe o no está activa',
      ],
      [
        { start: '10:00', services: [line(cut.id, 'Luis', northCabin.id)] },
        'services.0.roomId',
        'La sala Cabina Norte no está en este local',
      ],
      [
        { start: '10:00', services: [line(retired.id, 'Luis')] },
        'services.0.serviceId',
        'El servicio no existe o no está activo',
      ],
      [{ date: yesterday, start: '10:00', services: [line(cut.id, 'Luis')] }, 'start', /en el pasado/],
      [{ start: '10:07', services: [line(cut.id, 'Luis')] }, 'start', 'Usa múltiplos de 5 minutos'],
      [{ start: '10:00', services: [] }, 'services', 'Añade al menos un servicio'],
      [
        { start: '10:00', clientName: '', services: [line(cut.id, 'Luis')] },
        'clientName',
        'Elige un cliente o escribe su nombre',
      ],
      [
        { start: '10:00', locationId: 'no-existe', services: [line(cut.id, 'Luis')] },
        'locationId',
        'El local no existe',
      ],
      // The clock change: 02:00-03:00 does not exist on 31 March 2030 and happens twice on 27 October.
      [
        { locationId: noche.id, date: '2030-03-31', start: '02:15', services: [line(cut.id, 'Noe')] },
        'start',
        'Esa hora no existe o se repite ese día por el cambio de hora',
      ],
      [
        { locationId: noche.id, date: '2030-10-27', start: '01:45', services: [line(cut.id, 'Noe')] },
        'start',
        'Esa hora no existe o se repite ese día por el cambio de hora',
      ],
    ];
    const before = await stored();
    for (const [fields, field, message] of cases) {
      const refusal = await refused(staff, 'post', '/appointments', booking(fields));
      expect(refusal.status, field).toBe(400);
      expect(refusal.fields?.[field], JSON.stringify(refusal)).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('places bookings on the day of a clock change at their real instants', async () => {
    const spring = await book({
      locationId: noche.id,
      date: '2030-03-31',
      start: '03:00',
      services: [line(cut.id, 'Noe')],
    });
    expect(spring).toMatchObject({ startsAt: '2030-03-31T01:00:00.000Z', endsAt: '2030-03-31T01:30:00.000Z' });
    const autumn = await book({
      locationId: noche.id,
      date: '2030-10-27',
      start: '09:00',
      services: [line(cut.id, 'Noe')],
    });
    expect(autumn.startsAt).toBe('2030-10-27T08:00:00.000Z');
  });

  it('books into the past only for a manager who overrides; staff may not override', async () => {
    const yesterday = lastOpenDay();
    const past = { date: yesterday, start: '10:00', services: [line(cut.id, 'Luis')], override: true };
    const before = await stored();
    expect((await refused(staff, 'post', '/appointments', booking(past))).status).toBe(403);
    expect(await stored()).toEqual(before);
    const appointment = await book(past, manager);
    expect(appointment.date).toBe(yesterday);
  });

  it('lists a day by location and by employee, in order', async () => {
    const all = await call<Appointment[]>(staff, 'get', `/appointments?date=${DATE}`);
    expect(all.map((a) => a.start)).toEqual(['10:00', '11:00']);
    const ana = await call<Appointment[]>(staff, 'get', `/appointments?date=${DATE}&employeeId=${people.Ana!.id}`);
    expect(ana.map((a) => a.start)).toEqual(['10:00']);
    expect(await call<Appointment[]>(staff, 'get', `/appointments?date=${DATE}&locationId=${norte.id}`)).toEqual([]);
    expect((await refused(staff, 'get', '/appointments?date=mañana')).status).toBe(400);
  });
});

describe('moves and states', () => {
  const date = '2030-01-10';

  it('moves an appointment: re-checked, the old time freed, the new one held', async () => {
    const first = await book({ date, start: '09:00', services: [line(cut.id, 'Luis')] });
    const second = await book({ date, start: '10:00', services: [line(cut.id, 'Luis')] });
    const before = await stored();
    const onto = await refused(staff, 'put', `/appointments/${first.id}`, { date, start: '10:15' });
    expect(onto).toMatchObject({ status: 409, message: 'Luis Gil ya tiene una cita a esa hora' });
    expect(onto.details!.nextFreeStarts[0]).toBe('10:30');
    const nobody = await refused(staff, 'put', `/appointments/${first.id}`, {
      date,
      start: '09:00',
      services: [{ employeeId: people.Marta!.id }],
    });
    expect(nobody).toMatchObject({
      status: 400,
      fields: { 'services.0.employeeId': 'Marta Gil no trabaja en este local' },
    });
    expect(await stored()).toEqual(before);
    // Its own time does not count against it: 09:15 overlaps where it is now.
    const moved = await call<Appointment>(staff, 'put', `/appointments/${first.id}`, { date, start: '09:15' });
    expect(moved).toMatchObject({ start: '09:15', end: '09:45', startsAt: '2030-01-10T08:15:00.000Z' });
    // Another day and another person: both books change.
    const later = await call<Appointment>(staff, 'put', `/appointments/${first.id}`, {
      date: '2030-01-11',
      start: '12:00',
      services: [{ employeeId: people.Ana!.id, roomId: null }],
    });
    expect(later).toMatchObject({ date: '2030-01-11', employeeIds: [people.Ana!.id], services: [{ name: 'Corte' }] });
    expect(await dayBook('employee', people.Luis!.id, date)).toEqual([
      { appointmentId: second.id, from: 600, to: 630 },
    ]);
    expect(await dayBook('employee', people.Ana!.id, '2030-01-11')).toEqual([
      { appointmentId: first.id, from: 720, to: 750 },
    ]);
  });

  it('changes state along the allowed transitions; cancelled and no-show free the time', async () => {
    const appointment = await book({ date, start: '15:00', services: [line(massage.id, 'Luis')] });
    for (const state of ['confirmed', 'in-progress', 'completed'])
      expect(await call<Appointment>(staff, 'post', `/appointments/${appointment.id}/state`, { state })).toMatchObject({
        state,
      });
    const final = await refused(staff, 'post', `/appointments/${appointment.id}/state`, { state: 'cancelled' });
    expect(final).toMatchObject({
      status: 409,
      code: 'appointment-transition',
      message: 'La cita no puede pasar a ese estado',
    });
    const moving = await refused(staff, 'put', `/appointments/${appointment.id}`, { date, start: '17:00' });
    expect(moving).toMatchObject({ status: 409, code: 'appointment-not-movable' });

    const noShow = await book({ date, start: '17:00', services: [line(massage.id, 'Luis')] });
    expect(
      (
        await refused(
          staff,
          'post',
          '/appointments',
          booking({ date, start: '17:00', services: [line(massage.id, 'Luis')] }),
        )
      ).status,
    ).toBe(409);
    await call(staff, 'post', `/appointments/${noShow.id}/state`, { state: 'no-show' });
    expect(await dayBook('room', cabin.id, date)).toEqual([{ appointmentId: appointment.id, from: 900, to: 960 }]);
    const again = await book({ date, start: '17:00', services: [line(massage.id, 'Luis')] });
    await call(staff, 'post', `/appointments/${again.id}/state`, { state: 'cancelled' });
    await book({ date, start: '17:00', services: [line(massage.id, 'Luis')] });
    expect((await refused(staff, 'post', `/appointments/${again.id}/state`, { state: 'perdida' })).status).toBe(400);
  });
});

describe('availability', () => {
  const date = '2030-01-17';

  it('answers the free starts of one employee on the 15-minute grid, processing time included', async () => {
    await book({ date, start: '10:00', services: [line(colour.id, 'Ana')] });
    const ana = await call<Availability>(
      staff,
      'get',
      `/availability?serviceId=${cut.id}&date=${date}&employeeId=${people.Ana!.id}`,
    );
    const starts = ana.slots.map((s) => s.start);
    expect(ana.locationId).toBe(centro.id);
    expect(starts.slice(0, 6)).toEqual(['09:00', '09:15', '09:30', '10:30', '10:45', '11:30']);
    expect(starts).toContain('13:30');
    expect(starts).not.toContain('13:45');
    expect(starts).toContain('16:00');
    expect(ana.slots.every((s) => s.employeeIds.join() === people.Ana!.id)).toBe(true);
  });

  it('says which employees are free at each time when none is asked for', async () => {
    await book({ date, start: '09:00', services: [line(cut.id, 'Luis')] });
    const any = await call<Availability>(
      staff,
      'get',
      `/availability?serviceId=${cut.id}&date=${date}&locationId=${centro.id}`,
    );
    const at = (start: string) => any.slots.find((s) => s.start === start)?.employeeIds ?? [];
    expect(at('09:00')).toEqual([people.Ana!.id]);
    expect(at('10:00')).toEqual([people.Luis!.id]);
    expect(at('10:30').sort()).toEqual([people.Ana!.id, people.Luis!.id].sort());
    expect(at('20:30')).toEqual([people.Luis!.id]);
    // The colour needs the basin: its room's location is the answer's.
    const colourSlots = await call<Availability>(staff, 'get', `/availability?serviceId=${colour.id}&date=${date}`);
    expect(colourSlots.locationId).toBe(centro.id);
  });

  it('refuses an employee who does not perform the service and an unknown service', async () => {
    const notHers = await refused(
      staff,
      'get',
      `/availability?serviceId=${facial.id}&date=${date}&employeeId=${people.Ana!.id}`,
    );
    expect(notHers).toMatchObject({ status: 400, fields: { employeeId: 'Esta persona no hace este servicio' } });
    const unknown = await refused(staff, 'get', `/availability?serviceId=nada&date=${date}`);
    expect(unknown).toMatchObject({ status: 400, fields: { serviceId: 'El servicio no existe o no está activo' } });
  });
});

describe('under concurrency', () => {
  const date = '2030-01-22';
  const attempts = 20;

  /** Sends the requests at once; answers the statuses and bodies. */
  const all = (requests: (() => Promise<{ status: number; body: unknown }>)[]) =>
    Promise.all(requests.map((request) => request()));
  const post = (body: object) => () => api().post(`${base}/appointments`).set(staff.auth).send(body);
  const ofDate = async (day: string) =>
    (await adminDb().collection(`organizations/${org.id}/beautyAppointments`).where('date', '==', day).get()).docs;

  function expectOneWinner(responses: { status: number; body: unknown }[], winner = 201) {
    const statuses = responses.map((r) => r.status).sort();
    expect(
      statuses.filter((s) => s === winner),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(responses.length - 1);
    for (const response of responses.filter((r) => r.status === 409)) {
      const error = (response.body as { error: Refusal }).error;
      expect(error.code).toBe('appointment-overlap');
      expect(error.message).toMatch(/a esa hora$/);
      expect(error.details!.nextFreeStarts.length).toBeGreaterThan(0);
    }
  }

  it(`${attempts} bookings of one employee at one time: exactly one is booked, the rest get 409 and the next times`, async () => {
    const responses = await all(
      Array.from({ length: attempts }, (_, i) =>
        post(booking({ date, start: '12:00', clientName: `Cliente ${i}`, services: [line(cut.id, 'Luis')] })),
      ),
    );
    expectOneWinner(responses);
    const refusal = (responses.find((r) => r.status === 409)!.body as { error: Refusal }).error;
    expect(refusal.details!.nextFreeStarts[0]).toBe('12:30');
    expect(await ofDate(date)).toHaveLength(1);
    expect(await dayBook('employee', people.Luis!.id, date)).toHaveLength(1);
  });

  it(`${attempts} bookings of one room by ${attempts} employees at one time: exactly one`, async () => {
    const team = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        employee(`Extra${i}`, [centro.id], week('09:00', '21:00', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])),
      ),
    );
    const wax = await createService(owner, org.id, {
      name: 'Depilación',
      durationMinutes: 45,
      employeeIds: team.map((e) => e.id),
      roomId: cabin.id,
    });
    const responses = await all(
      team.map((e, i) =>
        post(booking({ date, start: '16:00', clientName: `Cliente ${i}`, services: [line(wax.id, e.firstName)] })),
      ),
    );
    expectOneWinner(responses);
    expect(await dayBook('room', cabin.id, date)).toHaveLength(1);
    expect((await ofDate(date)).filter((doc) => doc.data().start === '16:00')).toHaveLength(1);

    // Two appointments of the room moved at once into the same time: the move re-checks the room, one wins.
    const saturday = '2030-01-26';
    const [first, second] = [
      await book({ date: saturday, start: '10:00', services: [line(wax.id, 'Extra1')] }),
      await book({ date: saturday, start: '11:00', services: [line(wax.id, 'Extra2')] }),
    ];
    const moves = await all(
      [first!, second!].map(
        (a) => () => api().put(`${base}/appointments/${a.id}`).set(staff.auth).send({ date: saturday, start: '12:00' }),
      ),
    );
    expectOneWinner(moves, 200);
    const holds = await dayBook('room', cabin.id, saturday);
    expect(holds!.map((h) => h.from).sort()).toEqual(moves[0]!.status === 200 ? [660, 720] : [600, 720]);
  });

  it('moves of one employee at once into the same time: one wins', async () => {
    const day = '2030-01-23';
    const appointments = [
      await book({ date: day, start: '09:00', services: [line(cut.id, 'Luis')] }),
      await book({ date: day, start: '10:00', services: [line(cut.id, 'Luis')] }),
      await book({ date: day, start: '11:00', services: [line(cut.id, 'Luis')] }),
    ];
    const moves = await all(
      appointments.map(
        (a) => () => api().put(`${base}/appointments/${a.id}`).set(staff.auth).send({ date: day, start: '13:00' }),
      ),
    );
    expectOneWinner(moves, 200);
    const starts = (await ofDate(day)).map((doc) => doc.data().start as string).sort();
    expect(starts.filter((s) => s === '13:00')).toHaveLength(1);
    expect(await dayBook('employee', people.Luis!.id, day)).toHaveLength(3);
  });
});

describe('Idempotency-Key', () => {
  const date = '2030-01-29';
  const keyed = (key: string, body: object) =>
    api().post(`${base}/appointments`).set(staff.auth).set('Idempotency-Key', key).send(body);
  const ofDate = async (day: string) =>
    (await adminDb().collection(`organizations/${org.id}/beautyAppointments`).where('date', '==', day).get()).docs;
  const keyRecords = async () =>
    (await adminDb().collection(`organizations/${org.id}/beautyIdempotencyKeys`).get()).docs.length;

  it('a retried booking with the same key answers the first appointment, 201, and books nothing more', async () => {
    const key = randomUUID();
    const body = booking({ date, start: '09:00', services: [line(cut.id, 'Luis')] });
    const first = await keyed(key, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await stored();
    const retry = await keyed(key, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await stored()).toEqual(before);
    expect((await ofDate(date)).map((doc) => doc.id)).toEqual([(first.body as Appointment).id]);
    // Without the key the same body is another booking, refused as a clash with the first.
    expect((await refused(staff, 'post', '/appointments', body)).status).toBe(409);
  });

  it('5 simultaneous posts with one key: one appointment, every answer is it', async () => {
    const key = randomUUID();
    const body = booking({ date, start: '11:00', services: [line(cut.id, 'Luis')] });
    const responses = await Promise.all(Array.from({ length: 5 }, () => keyed(key, body)));
    expect(
      responses.map((r) => r.status),
      JSON.stringify(responses.map((r) => r.body)),
    ).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(responses.map((r) => (r.body as Appointment).id));
    expect(ids.size).toBe(1);
    const atEleven = (await ofDate(date)).filter((doc) => doc.data().start === '11:00');
    expect(atEleven.map((doc) => doc.id)).toEqual([...ids]);
    expect(
      (await dayBook('employee', people.Luis!.id, date))!.filter((hold) => hold.appointmentId === [...ids][0]),
    ).toHaveLength(1);
  });

  it('the same key with another body is refused (the idempotency conflict); nothing is written', async () => {
    const key = randomUUID();
    const first = await keyed(key, booking({ date, start: '13:00', services: [line(cut.id, 'Luis')] }));
    expect(first.status).toBe(201);
    const before = await stored();
    const records = await keyRecords();
    const other = await keyed(key, booking({ date, start: '14:00', services: [line(cut.id, 'Luis')] }));
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({
      code: 'idempotency-conflict',
      message: 'Esta clave de idempotencia ya se usó con otra petición',
    });
    expect(await stored()).toEqual(before);
    expect(await keyRecords()).toBe(records);
  });

  it('a malformed key is a 400 and books nothing', async () => {
    const before = await stored();
    const records = await keyRecords();
    const bad = await keyed('no!', booking({ date, start: '15:00', services: [line(cut.id, 'Luis')] }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'Idempotency-Key': 'La clave de idempotencia no es válida' });
    expect(await stored()).toEqual(before);
    expect(await keyRecords()).toBe(records);
  });

  it('a retried move with the same key answers the first move, even after the appointment moved on', async () => {
    const appointment = await book({ date, start: '16:00', services: [line(cut.id, 'Luis')] });
    const move = (key: string, start: string) =>
      api()
        .put(`${base}/appointments/${appointment.id}`)
        .set(staff.auth)
        .set('Idempotency-Key', key)
        .send({ date, start });
    const key = randomUUID();
    const first = await move(key, '17:00');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ start: '17:00' });
    expect((await move(randomUUID(), '18:00')).status).toBe(200);
    const retry = await move(key, '17:00');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // The retry changed nothing: the appointment stays where the later move put it.
    expect(await call<Appointment>(staff, 'get', `/appointments/${appointment.id}`)).toMatchObject({ start: '18:00' });
    expect((await move(key, '19:00')).status).toBe(422);
  });
});
