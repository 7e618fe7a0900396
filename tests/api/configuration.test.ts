import { beforeAll, describe, expect, it } from 'vitest';
import type { Employee, Location, Organization } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}/configuration`;
});

const opening = {
  mon: [],
  tue: [
    { from: '12:30', to: '16:00' },
    { from: '20:00', to: '23:30' },
  ],
  // A night past midnight (the end is on the next day).
  sat: [{ from: '20:00', to: '02:00' }],
};

describe('locations', () => {
  it('creates a location with Madrid time, opening hours and tables that get ids', async () => {
    const response = await api()
      .post(`${base}/locations`)
      .set(owner.auth)
      .send({
        name: 'Casa Lola Centro',
        address: 'Calle Mayor 1, Madrid',
        ticketSeries: 'c1',
        openingHours: opening,
        tables: [
          { name: 'Mesa 1', zone: 'Salón', seats: 4, position: { col: 0, row: 0 } },
          { name: 'Terraza 1', zone: 'Terraza', seats: 2, position: { col: 0, row: 0 } },
        ],
      });
    expect(response.status).toBe(201);
    // Each zone has its own floor plan: the same cell in two zones is fine.
    expect((response.body as Location).tables.map((t) => t.position)).toEqual([
      { col: 0, row: 0 },
      { col: 0, row: 0 },
    ]);
    const location = response.body as Location;
    expect(location).toMatchObject({ timezone: 'Europe/Madrid', ticketSeries: 'C1', email: '' });
    expect(location.openingHours.tue).toHaveLength(2);
    expect(location.openingHours.sat).toEqual([{ from: '20:00', to: '02:00' }]);
    expect(location.openingHours.sun).toEqual([]);
    expect(location.tables.every((t) => /^[\w-]{8}$/.test(t.id))).toBe(true);

    // Editing keeps the ids of known tables.
    const renamed = await api()
      .put(`${base}/locations/${location.id}`)
      .set(owner.auth)
      .send({ name: 'Centro', ticketSeries: 'C1', tables: [{ ...location.tables[0], name: 'Mesa 1 ventana' }] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.tables).toEqual([{ ...location.tables[0], name: 'Mesa 1 ventana' }]);
    expect(renamed.body.createdAt).toBe(location.createdAt);
  });

  it('refuses a ticket series already used, duplicate table names and bad hours', async () => {
    await api().post(`${base}/locations`).set(owner.auth).send({ name: 'Norte', ticketSeries: 'N' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Otro', ticketSeries: 'n' }, 'ticketSeries', 'Otro local ya usa esta serie'],
      [
        {
          name: 'Otro',
          ticketSeries: 'O',
          tables: [
            { name: 'Mesa 1', seats: 2 },
            { name: 'mesa 1', seats: 2 },
          ],
        },
        'tables.1.name',
        'Ya hay una mesa con este nombre',
      ],
      [
        {
          name: 'Otro',
          ticketSeries: 'O',
          tables: [
            { name: 'Mesa 1', zone: 'Sala', seats: 2, position: { col: 1, row: 2 } },
            { name: 'Mesa 2', zone: 'sala', seats: 2, position: { col: 1, row: 2 } },
          ],
        },
        'tables.1.position',
        'Ya hay una mesa en esa posición del plano',
      ],
      [
        { name: 'Otro', ticketSeries: 'O', tables: [{ name: 'Mesa 1', seats: 2, position: { col: 12, row: 0 } }] },
        'tables.0.position.col',
        'Debe ser como máximo 11',
      ],
      [
        {
          name: 'Otro',
          ticketSeries: 'O',
          openingHours: { mon: [{ from: '20:00', to: '02:00' }], tue: [{ from: '01:00', to: '04:00' }] },
        },
        'openingHours.tue',
        'Se solapa con el horario del día anterior, que pasa de medianoche',
      ],
      [{ name: 'Otro', ticketSeries: 'O', timezone: 'America/Lima' }, 'timezone', 'El valor no es válido'],
      [{ name: '', ticketSeries: 'O' }, 'name', 'Este campo es obligatorio'],
    ];
    for (const [body, field, message] of cases) {
      const response = await api().post(`${base}/locations`).set(owner.auth).send(body);
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields[field], field).toBe(message);
    }
  });

  it('staff reads locations and cannot change them', async () => {
    const list = await api().get(`${base}/locations`).set(staff.auth);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    const attempt = await api().post(`${base}/locations`).set(staff.auth).send({ name: 'X', ticketSeries: 'X' });
    expect(attempt.status).toBe(403);
  });
});

describe('employees', () => {
  it('links an employee to locations and to a member account, and counts weekly hours', async () => {
    const location = (await api().post(`${base}/locations`).set(owner.auth).send({ name: 'Sur', ticketSeries: 'S' }))
      .body as Location;
    const response = await api()
      .post(`${base}/employees`)
      .set(owner.auth)
      .send({
        firstName: 'Sara',
        lastName: 'Molina',
        position: 'Camarera',
        locationIds: [location.id],
        memberUserId: staff.uid,
        workingHours: {
          tue: [{ from: '12:00', to: '16:00' }],
          wed: [{ from: '12:00', to: '16:30' }],
          // A night shift ends on Saturday morning.
          fri: [{ from: '20:00', to: '02:00' }],
        },
      });
    expect(response.status).toBe(201);
    const employee = response.body as Employee;
    expect(employee).toMatchObject({ active: true, weeklyHours: 14.5, memberUserId: staff.uid, timeOff: [] });

    // Time off (the appointment book books nobody on it) is kept as sent.
    const timeOff = [{ from: '2026-08-01', to: '2026-08-15', note: 'Vacaciones' }];
    const { hasPin: _hasPin, weeklyHours: _hours, id: _id, createdAt: _c, updatedAt: _u, ...body } = employee;
    const changed = await api()
      .put(`${base}/employees/${employee.id}`)
      .set(owner.auth)
      .send({ ...body, timeOff });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body as Employee).timeOff).toEqual(timeOff);

    const refused = await api().delete(`${base}/locations/${location.id}`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('No se puede eliminar porque se usa en empleados: «Sara Molina»');

    expect((await api().delete(`${base}/employees/${employee.id}`).set(owner.auth)).status).toBe(204);
    expect((await api().delete(`${base}/locations/${location.id}`).set(owner.auth)).status).toBe(204);
    expect((await api().get(`${base}/locations/${location.id}`).set(owner.auth)).status).toBe(404);
  });

  it('refuses unknown locations, non-members and unknown fields, writing nothing', async () => {
    const before = (await adminDb().collection(`organizations/${org.id}/employees`).get()).size;
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Eva', locationIds: ['no-existe'] }, 'locationIds'],
      [{ firstName: 'Eva', memberUserId: 'alguien-de-fuera' }, 'memberUserId'],
      [{ firstName: 'Eva', role: 'owner' }, 'role'],
      [{ firstName: 'Eva', color: 'rojo' }, 'color'],
      [{ firstName: 'Eva', email: 'no-es-correo' }, 'email'],
      [{ firstName: 'Eva', timeOff: [{ from: '2026-08-15', to: '2026-08-01' }] }, 'timeOff.0.to'],
      [{ firstName: 'Eva', timeOff: [{ from: '2026-02-30', to: '2026-03-01' }] }, 'timeOff.0.from'],
    ];
    for (const [body, field] of cases) {
      const response = await api().post(`${base}/employees`).set(owner.auth).send(body);
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.error.fields), field).toContain(field);
    }
    expect((await adminDb().collection(`organizations/${org.id}/employees`).get()).size).toBe(before);
  });
});
