import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Employee, Material, Organization, Pack, Room, Service, ServiceCategory } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let locationId: string;
let employee: Employee;

const CATALOGUE = ['beautyServiceCategories', 'beautyServices', 'beautyRooms', 'beautyMaterials', 'beautyPacks'];

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Peluquería Lola', ['beauty']));
  base = `/api/organizations/${org.id}/beauty`;
  locationId = (await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'A' }, { till: false })).id;
  const response = await api()
    .post(`/api/organizations/${org.id}/configuration/employees`)
    .set(owner.auth)
    .send({ firstName: 'Marta', locationIds: [locationId] });
  employee = response.body as Employee;
});

/** Each test starts from an empty catalogue (the organization, its location and employee stay). */
beforeEach(async () => {
  for (const name of CATALOGUE)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

async function created<T>(path: string, body: object, actor = owner): Promise<T> {
  const response = await api().post(`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

const stored = async (collection: string) =>
  (await adminDb().collection(`organizations/${org.id}/${collection}`).get()).size;

/** A category, a cabin, a dye and a colour service using them (with processing time). */
async function colourService() {
  const category = await created<ServiceCategory>('/service-categories', { name: 'Color' });
  const room = await created<Room>('/rooms', { name: 'Cabina 1', locationId });
  const dye = await created<Material>('/materials', { name: 'Tinte', unit: 'ml', stock: 1000, costPerUnit: 0.1333 });
  const service = await created<Service>('/services', {
    name: 'Tinte raíz',
    categoryId: category.id,
    durationMinutes: 90,
    processing: { startsAfter: 20, minutes: 40 },
    price: '35,50',
    employeeIds: [employee.id],
    roomId: room.id,
    materials: [{ materialId: dye.id, quantity: 60 }],
  });
  return { category, room, dye, service };
}

describe('the beauty catalogue', () => {
  it('comes with configuration, whose locations and employees it refers to', () => {
    expect(org.modules.map((m) => m.type)).toEqual(['beauty', 'configuration']);
  });

  it('stores a service with its processing window, price in cents, employees, room and materials', async () => {
    const { category, room, dye, service } = await colourService();
    expect(dye).toMatchObject({ costPerUnitCents: 13.33, stock: 1000, alertLevel: 0 });
    expect(service).toMatchObject({
      categoryId: category.id,
      durationMinutes: 90,
      processing: { startsAfter: 20, minutes: 40 },
      priceCents: 3550,
      vatRate: 21,
      employeeIds: [employee.id],
      roomId: room.id,
      materials: [{ materialId: dye.id, quantity: 60 }],
      bookableOnline: true,
      active: true,
    });
    expect(service).not.toHaveProperty('materialIds');
    expect(service).not.toHaveProperty('price');
    const pack = await created<Pack>('/packs', {
      name: 'Bono 5 tintes',
      items: [{ serviceId: service.id, sessions: 5 }],
      price: 150,
      validityDays: 365,
    });
    expect(pack).toMatchObject({ priceCents: 15000, items: [{ serviceId: service.id, sessions: 5 }] });
    expect(pack).not.toHaveProperty('serviceIds');

    const read = await api().get(`${base}/services/${service.id}`).set(staff.auth);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(service);
  });

  it('refuses references to what does not exist, with a Spanish message on the field, writing nothing', async () => {
    const { category, room, dye, service } = await colourService();
    const valid = {
      name: 'Mechas',
      categoryId: category.id,
      durationMinutes: 120,
      price: 60,
      employeeIds: [employee.id],
      roomId: room.id,
      materials: [{ materialId: dye.id, quantity: 30 }],
    };
    const cases: [object, Record<string, string>][] = [
      [{ ...valid, categoryId: 'no-existe' }, { categoryId: 'La categoría ya no existe' }],
      [{ ...valid, employeeIds: [employee.id, 'nadie'] }, { employeeIds: 'Alguna de las personas ya no existe' }],
      [{ ...valid, roomId: 'no-existe' }, { roomId: 'La sala ya no existe' }],
      [
        { ...valid, materials: [{ materialId: 'no-existe', quantity: 1 }] },
        { materials: 'Alguno de los materiales ya no existe' },
      ],
      [
        { ...valid, processing: { startsAfter: 60, minutes: 60 } },
        { processing: 'El tiempo de exposición debe terminar antes que el servicio' },
      ],
      [{ ...valid, durationMinutes: 7 }, { durationMinutes: 'Usa múltiplos de 5 minutos' }],
      [{ ...valid, color: 'rojo' }, { color: 'Elige un color' }],
    ];
    for (const [body, fields] of cases) {
      const response = await api().post(`${base}/services`).set(owner.auth).send(body);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.error.message).toBe('Los datos enviados no son válidos');
      expect(response.body.error.fields).toEqual(fields);
    }
    const room2 = await api().post(`${base}/rooms`).set(owner.auth).send({ name: 'Cabina 2', locationId: 'x' });
    expect(room2.status).toBe(400);
    expect(room2.body.error.fields).toEqual({ locationId: 'El local no existe' });
    const pack = await api()
      .post(`${base}/packs`)
      .set(owner.auth)
      .send({ name: 'Bono', items: [{ serviceId: 'no-existe', sessions: 2 }], price: 10, validityDays: 30 });
    expect(pack.status).toBe(400);
    expect(pack.body.error.fields).toEqual({ items: 'Alguno de los servicios ya no existe' });
    const material = await api()
      .post(`${base}/materials`)
      .set(owner.auth)
      .send({ name: 'Cera', unit: 'kg', stock: 1, costPerUnit: 0.00001 });
    expect(material.status).toBe(400);
    expect(Object.keys(material.body.error.fields).sort()).toEqual(['costPerUnit', 'unit']);

    expect([await stored('beautyServices'), await stored('beautyRooms'), await stored('beautyPacks')]).toEqual([
      1, 1, 0,
    ]);
    expect(await stored('beautyMaterials')).toBe(1);
    // And a replace with a bad reference leaves the service as it was.
    const replace = await api()
      .put(`${base}/services/${service.id}`)
      .set(owner.auth)
      .send({ ...valid, roomId: 'no-existe' });
    expect(replace.status).toBe(400);
    expect((await api().get(`${base}/services/${service.id}`).set(owner.auth)).body).toEqual(service);
  });

  it('refuses to delete what is in use, naming who uses it (409), and deletes it once it is not', async () => {
    const { category, room, dye, service } = await colourService();
    const pack = await created<Pack>('/packs', {
      name: 'Bono 5 tintes',
      items: [{ serviceId: service.id, sessions: 5 }],
      price: 150,
      validityDays: 365,
    });
    const refusals: [string, string][] = [
      [`/service-categories/${category.id}`, 'No se puede eliminar porque se usa en servicios: «Tinte raíz»'],
      [`/rooms/${room.id}`, 'No se puede eliminar porque se usa en servicios: «Tinte raíz»'],
      [`/materials/${dye.id}`, 'No se puede eliminar porque se usa en servicios: «Tinte raíz»'],
      [`/services/${service.id}`, 'No se puede eliminar porque se usa en bonos: «Bono 5 tintes»'],
    ];
    for (const [path, message] of refusals) {
      const response = await api().delete(`${base}${path}`).set(owner.auth);
      expect(response.status, path).toBe(409);
      expect(response.body.error).toMatchObject({ code: 'in-use', message });
    }
    expect(await stored('beautyServices')).toBe(1);

    // Once the pack goes, the service may; a service without room nor materials frees them.
    expect((await api().delete(`${base}/packs/${pack.id}`).set(owner.auth)).status).toBe(204);
    const plain = { name: 'Tinte raíz', categoryId: category.id, durationMinutes: 60, price: 30 };
    expect((await api().put(`${base}/services/${service.id}`).set(owner.auth).send(plain)).status).toBe(200);
    expect((await api().delete(`${base}/rooms/${room.id}`).set(owner.auth)).status).toBe(204);
    expect((await api().delete(`${base}/materials/${dye.id}`).set(owner.auth)).status).toBe(204);
    expect((await api().delete(`${base}/services/${service.id}`).set(owner.auth)).status).toBe(204);
    expect((await api().delete(`${base}/service-categories/${category.id}`).set(owner.auth)).status).toBe(204);
  });

  it('lets staff read the catalogue but not change it (403)', async () => {
    const { category, room, dye, service } = await colourService();
    const attempts = [
      api().post(`${base}/service-categories`).set(staff.auth).send({ name: 'Uñas' }),
      api()
        .put(`${base}/services/${service.id}`)
        .set(staff.auth)
        .send({ name: 'X', categoryId: category.id, durationMinutes: 30, price: 1 }),
      api().delete(`${base}/rooms/${room.id}`).set(staff.auth),
      api().put(`${base}/materials/${dye.id}`).set(staff.auth).send({ name: 'X', unit: 'g', stock: 0, costPerUnit: 1 }),
      api()
        .post(`${base}/packs`)
        .set(staff.auth)
        .send({ name: 'Bono', items: [{ serviceId: service.id, sessions: 2 }], price: 10, validityDays: 30 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('No tienes permiso para realizar esta acción');
    }
    for (const path of ['/service-categories', '/services', '/rooms', '/materials', '/packs']) {
      const list = await api().get(`${base}${path}`).set(staff.auth);
      expect(list.status, path).toBe(200);
    }
    expect(await stored('beautyPacks')).toBe(0);
    expect(await stored('beautyServiceCategories')).toBe(1);
  });

  it('lists services by category, by price and searched; materials with their stock, even below zero', async () => {
    const { category, dye } = await colourService();
    const cut = await created<ServiceCategory>('/service-categories', { name: 'Corte' });
    for (const [name, price] of [
      ['Corte señora', 25],
      ['Corte caballero', 15],
    ] as const)
      await created<Service>('/services', { name, categoryId: cut.id, durationMinutes: 30, price });
    const byCategory = await api().get(`${base}/services?categoryId=${cut.id}`).set(staff.auth);
    expect(byCategory.body.items.map((s: Service) => s.name)).toEqual(['Corte caballero', 'Corte señora']);
    const byPrice = await api().get(`${base}/services?sort=price&order=desc`).set(staff.auth);
    expect(byPrice.body.items.map((s: Service) => s.priceCents)).toEqual([3550, 2500, 1500]);
    expect(byCategory.body.total).toBe(2);
    const colour = await api().get(`${base}/services?categoryId=${category.id}`).set(staff.auth);
    expect(colour.body.items.map((s: Service) => s.name)).toEqual(['Tinte raíz']);
    const search = await api().get(`${base}/services?q=corte`).set(staff.auth);
    expect(search.body.total).toBe(2);

    // A shortage (stock below zero) is kept when the manager edits the material's other fields.
    const short = await api()
      .put(`${base}/materials/${dye.id}`)
      .set(owner.auth)
      .send({ name: 'Tinte rubio', unit: 'ml', stock: -20, costPerUnit: 0.1333, alertLevel: 200 });
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ stock: -20, alertLevel: 200, costPerUnitCents: 13.33 });
    const list = await api().get(`${base}/materials?sort=stock`).set(staff.auth);
    expect(list.body.items).toEqual([short.body]);
  });
});
