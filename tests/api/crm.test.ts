import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_LINES,
  PHONE_MESSAGE,
  type Category,
  type Client,
  type ClientDataExport,
  type Company,
  type Dish,
  type ImportPreview,
  type ImportResult,
  type Location,
  type Order,
  type Organization,
  type Page,
  type PaymentResult,
  type Review,
  type ReviewsSummary,
  type TicketDetail,
  type TimelinePage,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 16: clients, companies, reviews, the timeline, import and export, the client's rights, the client at the POS. */

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let base: string;
let location: Location;
let dish: Dish;

type Method = 'get' | 'post' | 'put' | 'delete';

/** A call to a path of the CRM ('/clients') or any API path ('/api/...'), expecting a status. */
async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const url = `${path.startsWith('/api') ? '' : base}${path}`;
  const response = await api()[method](url).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}
const newClient = (body: object, actor = staff) => call<Client>(actor, 'post', '/clients', body, 201);
/** The error a call answers (its status is the catalogue's). */
async function refused(actor: Actor, method: Method, path: string, body?: object) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  return response.body.error as {
    code: string;
    message: string;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  };
}

/** How many documents a CRM collection holds now. */
const stored = async (collection: string) =>
  (await adminDb().collection(`organizations/${org.id}/${collection}`).get()).size;
const CRM_COLLECTIONS = ['clients', 'companies', 'reviews', 'clientTimeline', 'clientKeys'];
const counts = async () =>
  Object.fromEntries(await Promise.all(CRM_COLLECTIONS.map(async (c) => [c, await stored(c)])));

const timeline = (clientId: string, query = '') =>
  call<TimelinePage>(staff, 'get', `/clients/${clientId}/timeline${query}`);

/** Sends a file's bytes to the import (as a browser sends a CSV file). */
const importFile = (actor: Actor, step: 'preview' | 'apply', bytes: Buffer, type = 'text/csv') =>
  api().post(`${base}/clients/import/${step}`).set(actor.auth).set('Content-Type', type).send(bytes);

/** An order at the counter for a client, paid in full: the sales core writes the client's timeline. */
async function paidOrderFor(clientId: string | null): Promise<PaymentResult> {
  const order = await call<Order>(
    staff,
    'post',
    `${root}/orders`,
    { locationId: location.id, lines: [{ kind: 'dish', dishId: dish.id, quantity: 2 }] },
    201,
  );
  if (clientId) await call<Order>(staff, 'put', `${root}/orders/${order.id}/client`, { clientId });
  return call<PaymentResult>(staff, 'post', `${root}/orders/${order.id}/payments`, { method: 'card' }, 201);
}

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'crm']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  root = `/api/organizations/${org.id}`;
  base = `${root}/crm`;
  location = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'C' });
  const category = await call<Category>(owner, 'post', `${root}/restaurant/categories`, { name: 'Carnes' }, 201);
  dish = await call<Dish>(
    owner,
    'post',
    `${root}/restaurant/dishes`,
    { name: 'Entrecot', price: '18,50', categoryId: category.id },
    201,
  );
});

/** Each test starts without clients, companies, reviews, timelines or keys (the menu and the till stay). */
beforeEach(async () => {
  for (const name of CRM_COLLECTIONS)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('clients', () => {
  it('refuses a bad body with Spanish field messages, writing nothing', async () => {
    const response = await api()
      .post(`${base}/clients`)
      .set(staff.auth)
      .send({
        firstName: ' ',
        email: 'ana@',
        phone: '12345',
        taxId: '12345678A',
        birthday: '1990-02-30',
        marketingConsent: { granted: true },
        tags: ['VIP', 'vip'],
        color: 'rojo',
      });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'validation-failed',
      fields: {
        firstName: 'Este campo es obligatorio',
        email: 'El correo electrónico no es válido',
        phone: PHONE_MESSAGE,
        taxId: 'El NIF, NIE o CIF no es válido',
        birthday: 'La fecha de nacimiento no es válida',
        'marketingConsent.how': 'Indica cómo dio su consentimiento',
        tags: 'Hay etiquetas repetidas',
        color: 'Campo no permitido',
      },
    });
    const missing = await refused(staff, 'post', '/clients', { firstName: 'Ana', companyId: 'nope' });
    expect(missing.fields).toEqual({ companyId: 'La empresa ya no existe' });
    expect(await counts()).toEqual({ clients: 0, companies: 0, reviews: 0, clientTimeline: 0, clientKeys: 0 });
  });

  it('staff create a client (phone in E.164, consent stamped); only managers change or delete it', async () => {
    const client = await newClient({
      firstName: 'María',
      lastName: 'Núñez',
      email: 'Maria@Example.com',
      phone: '600 11 12 22',
      taxId: '12345678-z',
      tags: ['VIP'],
      marketingConsent: { granted: true, how: 'presencial' },
    });
    expect(client).toMatchObject({
      name: 'María Núñez',
      phone: '+34600111222',
      taxId: '12345678Z',
      company: null,
      address: { street: '', city: '', postalCode: '', province: '' },
      marketingConsent: { granted: true, how: 'presencial', at: expect.any(String) },
    });
    expect((await timeline(client.id)).items).toMatchObject([{ kind: 'client-created', module: 'crm' }]);
    const change = { firstName: 'María José', marketingConsent: { granted: true, how: 'presencial' } };
    expect((await refused(staff, 'put', `/clients/${client.id}`, change)).code).toBe('forbidden');
    expect((await refused(staff, 'delete', `/clients/${client.id}`)).code).toBe('forbidden');
    const changed = await call<Client>(manager, 'put', `/clients/${client.id}`, change);
    expect(changed).toMatchObject({ name: 'María José', email: '', phone: '' });
    // The consent keeps when it was given while it stays granted.
    expect(changed.marketingConsent.at).toBe(client.marketingConsent.at);
    await call(manager, 'delete', `/clients/${client.id}`, undefined, 204);
    expect(await counts()).toEqual({ clients: 0, companies: 0, reviews: 0, clientTimeline: 0, clientKeys: 0 });
  });

  it('refuses a second client with the same e-mail, phone or NIF, naming the existing one (409)', async () => {
    const ana = await newClient({
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ana@example.com',
      phone: '+34 600 111 222',
      taxId: 'X1234567L',
    });
    const before = await counts();
    for (const [field, body] of [
      ['email', { email: 'ANA@example.com ' }],
      ['phone', { phone: '0034600111222' }],
      ['taxId', { taxId: 'x-1234567-l' }],
    ] as const) {
      const response = await api()
        .post(`${base}/clients`)
        .set(staff.auth)
        .send({ firstName: 'Otra', ...body });
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'client-duplicate',
        details: { existing: { id: ana.id, name: 'Ana Gil' }, field },
        fields: { [field]: expect.stringContaining('Ana Gil') },
      });
    }
    expect(await counts()).toEqual(before);
    // A client may keep its own values; another may not take them; values given up are free again.
    const luis = await newClient({ firstName: 'Luis', phone: '611 222 333' });
    await call(manager, 'put', `/clients/${ana.id}`, {
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ana@example.com',
      phone: '600111222',
    });
    expect(
      (await refused(manager, 'put', `/clients/${luis.id}`, { firstName: 'Luis', email: 'ana@example.com' })).code,
    ).toBe('client-duplicate');
    await call(manager, 'put', `/clients/${ana.id}`, { firstName: 'Ana', email: 'ana.gil@example.com' });
    await call(manager, 'put', `/clients/${luis.id}`, {
      firstName: 'Luis',
      email: 'ana@example.com',
      phone: '600111222',
    });
  });

  it('lets only one of two simultaneous creates with the same phone through', async () => {
    const responses = await Promise.all(
      ['Ana', 'Eva', 'Rosa'].map((firstName) =>
        api().post(`${base}/clients`).set(staff.auth).send({ firstName, phone: '622 333 444' }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect(await stored('clients')).toBe(1);
  });

  it('lists paged, searched by name, e-mail, phone and NIF, filtered by tag and company, sorted', async () => {
    const company = await call<Company>(
      manager,
      'post',
      '/companies',
      { name: 'Talleres Núñez SL', taxId: 'B12345674' },
      201,
    );
    const maria = await newClient({
      firstName: 'María',
      lastName: 'Núñez',
      phone: '600111222',
      tags: ['VIP'],
      companyId: company.id,
    });
    const jose = await newClient({
      firstName: 'José',
      lastName: 'Álvarez',
      email: 'jose@bar.es',
      taxId: '00000000T',
      tags: ['vip', 'Habitual'],
    });
    const zoe = await newClient({ firstName: 'Zoe', phone: '+33 6 12 34 56 78' });
    const names = async (query: string) =>
      (await call<Page<Client>>(staff, 'get', `/clients?${query}`)).items.map((client) => client.firstName);
    expect(await names('')).toEqual(['José', 'María', 'Zoe']);
    expect(await names('sort=createdAt&order=desc')).toEqual(['Zoe', 'José', 'María']);
    expect(await names('q=nunez')).toEqual(['María']);
    expect(await names('q=jose@bar')).toEqual(['José']);
    expect(await names(`q=${encodeURIComponent('600 111 222')}`)).toEqual(['María']);
    expect(await names(`q=${encodeURIComponent('+34 600')}`)).toEqual(['María']);
    expect(await names(`q=${encodeURIComponent('+33 6 12 34')}`)).toEqual(['Zoe']);
    expect(await names('q=00000000t')).toEqual(['José']);
    expect(await names('tag=VIP')).toEqual(['José', 'María']);
    expect(await names(`tag=${encodeURIComponent('habitual')}`)).toEqual(['José']);
    expect(await names(`companyId=${company.id}`)).toEqual(['María']);
    expect(await names(`companyId=${company.id}&q=maria`)).toEqual(['María']);
    expect(await names('pageSize=2&page=2')).toEqual(['Zoe']);
    const both = await refused(staff, 'get', '/clients?tag=vip&q=maria');
    expect(both.fields).toEqual({ tag: 'Este filtro no se puede combinar con una búsqueda' });
    const one = await call<Client>(staff, 'get', `/clients/${maria.id}`);
    expect(one.company).toEqual({ id: company.id, name: 'Talleres Núñez SL' });
    expect([jose.id, zoe.id]).not.toContain(one.id);
  });
});

describe('companies', () => {
  it('a company with clients cannot be deleted (409 naming them); without, it can', async () => {
    const company = await call<Company>(manager, 'post', '/companies', { name: 'Lola SL', phone: '91 123 45 67' }, 201);
    expect(company.phone).toBe('+34911234567');
    expect((await refused(staff, 'post', '/companies', { name: 'Otra' })).code).toBe('forbidden');
    const client = await newClient({ firstName: 'Eva', companyId: company.id });
    const inUse = await refused(manager, 'delete', `/companies/${company.id}`);
    expect(inUse).toMatchObject({ code: 'in-use', message: 'No se puede eliminar porque se usa en clientes: «Eva»' });
    await call(manager, 'put', `/clients/${client.id}`, { firstName: 'Eva' });
    await call(manager, 'delete', `/companies/${company.id}`, undefined, 204);
  });
});

describe('reviews', () => {
  it('go on the client’s timeline; the summary counts the visible ones; staff only read them', async () => {
    const client = await newClient({ firstName: 'Ana' });
    const review = await call<Review>(
      manager,
      'post',
      '/reviews',
      { rating: 4, text: 'Muy buena paella', source: 'google', clientId: client.id, date: '2026-05-01' },
      201,
    );
    expect(review.client).toEqual({ id: client.id, name: 'Ana' });
    await call(manager, 'post', '/reviews', { rating: 5, date: '2026-05-02' }, 201);
    await call(manager, 'post', '/reviews', { rating: 1, date: '2026-05-03', hidden: true }, 201);
    expect((await refused(staff, 'post', '/reviews', { rating: 5, date: '2026-05-02' })).code).toBe('forbidden');
    const invalid = await refused(manager, 'post', '/reviews', { rating: 6, date: '2026-13-01', source: 'yelp' });
    expect(Object.keys(invalid.fields ?? {}).sort()).toEqual(['date', 'rating', 'source']);
    expect(await call<ReviewsSummary>(staff, 'get', '/reviews/summary')).toEqual({
      count: 2,
      average: 4.5,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    });
    expect((await timeline(client.id)).items[0]).toMatchObject({
      kind: 'review',
      summary: 'Reseña ★★★★☆ (Google): «Muy buena paella»',
    });
  });
});

describe('the timeline', () => {
  it('pages newest first with a cursor', async () => {
    const client = await newClient({ firstName: 'Ana' });
    for (const rating of [1, 2, 3, 4, 5])
      await call(manager, 'post', '/reviews', { rating, date: '2026-05-01', clientId: client.id }, 201);
    const first = await timeline(client.id, '?pageSize=4');
    expect(first.items.map((entry) => entry.summary.slice(7, 12))).toEqual(['★★★★★', '★★★★☆', '★★★☆☆', '★★☆☆☆']);
    const second = await timeline(client.id, `?pageSize=4&cursor=${first.nextCursor!}`);
    expect(second.items.map((entry) => entry.kind)).toEqual(['review', 'client-created']);
    expect(second.nextCursor).toBeNull();
    expect((await refused(staff, 'get', `/clients/${client.id}/timeline?cursor=x`)).fields).toEqual({
      cursor: 'El cursor no es válido',
    });
  });
});

describe('the client at the POS', () => {
  it('staff attach a client; the paid order goes on the timeline in the payment, the ticket names the client', async () => {
    const client = await newClient({ firstName: 'Ana', lastName: 'Gil' });
    const paid = await paidOrderFor(client.id);
    expect(paid.order.client).toEqual({ id: client.id, name: 'Ana Gil' });
    expect(paid.ticket.client).toBe('Ana Gil');
    const detail = await call<TicketDetail>(staff, 'get', `${root}/tickets/${paid.ticket.code}`);
    expect(detail.ticket.client).toBe('Ana Gil');
    expect((await timeline(client.id)).items[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      kind: 'order-paid',
      module: 'restaurant',
      summary: `Ticket ${paid.ticket.code} · 37,00 €`,
      amountCents: 3700,
      ticketCode: paid.ticket.code,
      orderId: paid.order.id,
    });
    // A client that does not exist, a closed order, a bad body.
    const order = await call<Order>(staff, 'post', `${root}/orders`, { locationId: location.id, lines: [] }, 201);
    const missing = await api().put(`${root}/orders/${order.id}/client`).set(staff.auth).send({ clientId: 'nope' });
    expect(missing.status).toBe(404);
    const closed = await api().put(`${root}/orders/${paid.order.id}/client`).set(staff.auth).send({ clientId: null });
    expect(closed.body.error.code).toBe('order-closed');
    const bad = await api().put(`${root}/orders/${order.id}/client`).set(staff.auth).send({});
    expect(bad.body.error.fields).toEqual({ clientId: 'Elige un cliente' });
    const detached = await call<Order>(staff, 'put', `${root}/orders/${order.id}/client`, { clientId: null });
    expect(detached.client).toBeNull();
  });

  it('with CRM off the POS sells as before and attaching a client is refused', async () => {
    const other = await createOrganization(owner, 'Sin CRM', ['restaurant', 'pos']);
    const otherLocation = await createLocation(owner, other.id, { name: 'Centro', ticketSeries: 'S' });
    const category = await call<Category>(
      owner,
      'post',
      `/api/organizations/${other.id}/restaurant/categories`,
      { name: 'Cafés' },
      201,
    );
    const coffee = await call<Dish>(
      owner,
      'post',
      `/api/organizations/${other.id}/restaurant/dishes`,
      { name: 'Café', price: 1.5, categoryId: category.id },
      201,
    );
    const order = await call<Order>(
      owner,
      'post',
      `/api/organizations/${other.id}/orders`,
      { locationId: otherLocation.id, lines: [{ kind: 'dish', dishId: coffee.id, quantity: 1 }] },
      201,
    );
    expect(order.client).toBeNull();
    const attach = await api()
      .put(`/api/organizations/${other.id}/orders/${order.id}/client`)
      .set(owner.auth)
      .send({ clientId: 'x' });
    expect(attach.status).toBe(403);
    expect(attach.body.error.code).toBe('module-disabled');
    const paid = await call<PaymentResult>(
      owner,
      'post',
      `/api/organizations/${other.id}/orders/${order.id}/payments`,
      { method: 'cash' },
      201,
    );
    expect(paid.order.status).toBe('paid');
    expect(paid.ticket.client).toBeUndefined();
  });
});

describe('merge', () => {
  it('moves orders, reviews and timeline to the client kept, fills its empty fields, frees the values it drops', async () => {
    const keep = await newClient({ firstName: 'Ana', email: 'ana@example.com', tags: ['VIP'] });
    const other = await newClient({
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ana.gil@example.com',
      phone: '600111222',
      birthday: '1988-07-14',
      tags: ['vip', 'Habitual'],
    });
    const paid = await paidOrderFor(other.id);
    await call(manager, 'post', '/reviews', { rating: 5, date: '2026-05-01', clientId: other.id }, 201);
    expect((await refused(staff, 'post', `/clients/${keep.id}/merge`, { otherId: other.id })).code).toBe('forbidden');
    expect((await refused(manager, 'post', `/clients/${keep.id}/merge`, { otherId: keep.id })).code).toBe(
      'client-merge-self',
    );
    const merged = await call<Client>(manager, 'post', `/clients/${keep.id}/merge`, { otherId: other.id });
    expect(merged).toMatchObject({
      name: 'Ana Gil',
      email: 'ana@example.com',
      phone: '+34600111222',
      tags: ['VIP', 'Habitual'],
      birthday: '1988-07-14',
    });
    // The birthday taken from the other is stored where the analytics' birthdays of a month find it.
    const keptDoc = await adminDb().doc(`organizations/${org.id}/clients/${keep.id}`).get();
    expect(keptDoc.get('birthMonthDay')).toBe('07-14');
    expect((await refused(staff, 'get', `/clients/${other.id}`)).code).toBe('not-found');
    const order = await call<Order>(staff, 'get', `${root}/orders/${paid.order.id}`);
    expect(order.client).toEqual({ id: keep.id, name: 'Ana Gil' });
    const reviews = await call<Page<Review>>(staff, 'get', `/reviews?clientId=${keep.id}`);
    expect(reviews.total).toBe(1);
    expect((await timeline(keep.id)).items.map((entry) => entry.kind)).toEqual([
      'client-merged',
      'review',
      'order-paid',
      'client-created',
      'client-created',
    ]);
    // The phone now belongs to the client kept; the other's e-mail, which it did not take, is free.
    expect((await refused(staff, 'post', '/clients', { firstName: 'X', phone: '600111222' })).details).toEqual({
      existing: { id: keep.id, name: 'Ana Gil' },
      field: 'phone',
    });
    await newClient({ firstName: 'Otra', email: 'ana.gil@example.com' });
  });
});

describe('the client’s rights (RGPD)', () => {
  it('exports everything about a client as JSON', async () => {
    const client = await newClient({
      firstName: 'Ana',
      email: 'ana@example.com',
      marketingConsent: { granted: true, how: 'web' },
    });
    const paid = await paidOrderFor(client.id);
    expect((await refused(staff, 'get', `/clients/${client.id}/export`)).code).toBe('forbidden');
    const data = await call<ClientDataExport>(manager, 'get', `/clients/${client.id}/export`);
    expect(data.client).toMatchObject({
      id: client.id,
      email: 'ana@example.com',
      marketingConsent: { granted: true, how: 'web' },
    });
    expect(data.timeline.map((entry) => entry.kind)).toEqual(['order-paid', 'client-created']);
    expect(data.records.orders).toEqual([
      expect.objectContaining({ id: paid.order.id, totalCents: 3700, ticketCodes: [paid.ticket.code] }),
    ]);
  });

  it('erase removes the person and keeps the order’s figures; a client with orders cannot just be deleted', async () => {
    const client = await newClient({ firstName: 'Ana', lastName: 'Gil', email: 'ana@example.com' });
    const paid = await paidOrderFor(client.id);
    await call(
      manager,
      'post',
      '/reviews',
      { rating: 5, text: 'Genial', date: '2026-05-01', clientId: client.id },
      201,
    );
    const inUse = await refused(manager, 'delete', `/clients/${client.id}`);
    expect(inUse).toMatchObject({
      code: 'in-use',
      message: `No se puede eliminar porque se usa en pedidos: «${paid.ticket.code}»`,
    });
    expect((await refused(staff, 'post', `/clients/${client.id}/erase`)).code).toBe('forbidden');
    await call(manager, 'post', `/clients/${client.id}/erase`, undefined, 204);
    expect((await refused(staff, 'get', `/clients/${client.id}`)).code).toBe('not-found');
    const order = await call<Order>(staff, 'get', `${root}/orders/${paid.order.id}`);
    expect(order).toMatchObject({ client: null, totals: { totalCents: 3700 }, paidCents: 3700, status: 'paid' });
    const ticket = await call<TicketDetail>(staff, 'get', `${root}/tickets/${paid.ticket.code}`);
    expect(ticket.ticket.client).toBeUndefined();
    expect(ticket.ticket.totalCents).toBe(3700);
    const reviews = await call<Page<Review>>(staff, 'get', '/reviews');
    expect(reviews.items).toMatchObject([{ clientId: '', client: null, text: 'Genial' }]);
    expect(await stored('clientTimeline')).toBe(0);
    expect(await stored('clientKeys')).toBe(0);
    const everything = JSON.stringify(
      (await adminDb().collection(`organizations/${org.id}/orders`).doc(paid.order.id).get()).data(),
    );
    expect(everything).not.toContain('Gil');
    await newClient({ firstName: 'Otra', email: 'ana@example.com' });
  });
});

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

describe('import', () => {
  it('previews per line what apply then does exactly; applying the same file again creates nothing', async () => {
    const existing = await newClient({ firstName: 'Rosa', email: 'rosa@example.com' });
    const file = utf8(
      '\uFEFFNombre;Apellidos;Email;Teléfono;NIF;Fecha de nacimiento;Etiquetas;Color\r\n' +
        'María;Núñez;maria@example.com;600 111 222;12345678Z;03/04/1985;VIP, Habitual;rojo\r\n' +
        'Rosa;Díaz;ROSA@example.com;;;;;\r\n' +
        'Luis;;luis@;;;31/02/1990;;\r\n' +
        'Mari;Núñez;;+34600111222;;;;\r\n' +
        'Pepe;;;;;;;\r\n' +
        'Pepe;;;;;;;\r\n',
    );
    const response = await importFile(manager, 'preview', file);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const preview = response.body as ImportPreview;
    expect(preview.ignoredColumns).toEqual(['Color']);
    expect(preview.create.map(({ line, client }) => [line, client.name])).toEqual([
      [2, 'María Núñez'],
      [6, 'Pepe'],
    ]);
    expect(preview.create[0]!.client).toMatchObject({
      phone: '+34600111222',
      birthday: '1985-04-03',
      tags: ['VIP', 'Habitual'],
    });
    expect(preview.duplicates).toEqual([
      { line: 3, existing: { id: existing.id, name: 'Rosa' }, field: 'email' },
      { line: 5, existing: { id: expect.any(String), name: 'María Núñez' }, field: 'phone' },
      { line: 7, existing: { id: expect.any(String), name: 'Pepe' }, field: 'row' },
    ]);
    expect(preview.invalid).toEqual([
      {
        line: 4,
        errors: {
          email: 'El correo electrónico no es válido',
          birthday: 'La fecha de nacimiento no es válida (dd/mm/aaaa)',
        },
      },
    ]);
    expect(await stored('clients')).toBe(1);

    const applied = await importFile(manager, 'apply', file);
    expect(applied.body as ImportResult).toEqual({ created: 2, duplicates: 3, invalid: 1 });
    const clients = await call<Page<Client>>(staff, 'get', '/clients');
    expect(clients.items.map((client) => client.name)).toEqual(['María Núñez', 'Pepe', 'Rosa']);
    expect(clients.items.map((client) => client.id)).toContain(preview.duplicates[1]!.existing.id);
    const maria = clients.items[0]!;
    expect((await timeline(maria.id)).items).toMatchObject([
      { kind: 'client-created', summary: 'Alta por importación' },
    ]);

    const again = await importFile(manager, 'apply', file);
    expect(again.body as ImportResult).toEqual({ created: 0, duplicates: 5, invalid: 1 });
    expect(await stored('clients')).toBe(3);
  });

  it('two applies of the same file at once create each client once', async () => {
    const lines = Array.from(
      { length: 200 },
      (_, i) => `Cliente ${i};c${i}@example.com;6${String(i).padStart(8, '0')}`,
    );
    const file = utf8(`nombre;email;teléfono\n${lines.join('\n')}\n`);
    const results = await Promise.all([importFile(manager, 'apply', file), importFile(manager, 'apply', file)]);
    const [a, b] = results.map((response) => response.body as ImportResult);
    expect(a!.created + b!.created).toBe(200);
    expect(a!.duplicates + b!.duplicates).toBe(200);
    expect(await stored('clients')).toBe(200);
    expect(await stored('clientKeys')).toBe(400);
    expect(await stored('clientTimeline')).toBe(200);
  });

  it('reads Windows-1252 with commas, UTF-8 without BOM, quoted cells, companies by name and full names', async () => {
    await call<Company>(manager, 'post', '/companies', { name: 'Talleres Núñez SL' }, 201);
    const latin = cp1252(
      'nombre completo,móvil,empresa,acepta publicidad\n"Íñigo Martínez Peña",612 345 678,talleres nuñez sl,Sí\nBea,,Otra SL,no\n',
    );
    const preview = (await importFile(manager, 'preview', latin)).body as ImportPreview;
    expect(preview.create).toMatchObject([
      {
        line: 2,
        client: {
          firstName: 'Íñigo',
          lastName: 'Martínez Peña',
          phone: '+34612345678',
          company: 'talleres nuñez sl',
          marketingConsent: { granted: true, how: 'importación' },
        },
      },
    ]);
    expect(preview.invalid).toEqual([
      { line: 3, errors: { companyId: 'No existe la empresa «Otra SL»: créala antes' } },
    ]);
    const plain = utf8('nombre;notas\nAna;"Dice ""hola""; y\nadiós"\n');
    const result = (await importFile(manager, 'apply', plain)).body as ImportResult;
    expect(result).toEqual({ created: 1, duplicates: 0, invalid: 0 });
    const [ana] = (await call<Page<Client>>(staff, 'get', '/clients?q=ana')).items;
    expect(ana!.notes).toBe('Dice "hola"; y\nadiós');
  });

  it('refuses, with a clear message, files too large or too long, without names, empty, or JSON; staff may not import', async () => {
    const tooBig = await importFile(manager, 'preview', Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect([tooBig.status, tooBig.body.error]).toEqual([
      413,
      expect.objectContaining({ code: 'import-too-large', message: 'El archivo pesa más de 5 MB: divídelo en varios' }),
    ]);
    const tooLong = await importFile(manager, 'apply', utf8(`nombre\n${'Ana\n'.repeat(MAX_IMPORT_LINES)}`));
    expect([tooLong.status, tooLong.body.error.message]).toEqual([
      413,
      'El archivo tiene más de 20.000 líneas: divídelo en varios',
    ]);
    const noName = await importFile(manager, 'preview', utf8('email;teléfono\na@b.es;600111222\n'));
    expect([noName.status, noName.body.error.code]).toEqual([400, 'import-no-name-column']);
    const empty = await importFile(manager, 'preview', utf8(''));
    expect([empty.status, empty.body.error.code]).toEqual([400, 'import-empty']);
    const json = await api().post(`${base}/clients/import/preview`).set(manager.auth).send({ nombre: 'Ana' });
    expect([json.status, json.body.error.code]).toEqual([400, 'import-not-csv']);
    const forbidden = await importFile(staff, 'apply', utf8('nombre\nAna\n'));
    expect(forbidden.status).toBe(403);
    expect(await stored('clients')).toBe(0);
  });
});

describe('export', () => {
  it('writes the filtered list as CSV that Spanish Excel opens, and the import reads back', async () => {
    await newClient({
      firstName: 'María',
      lastName: 'Núñez',
      phone: '600111222',
      birthday: '1985-04-03',
      tags: ['VIP'],
      notes: 'Mesa; junto a la ventana',
    });
    await newClient({ firstName: 'Zoe', phone: '+33612345678' });
    expect((await api().get(`${base}/clients/export.csv`).set(staff.auth)).status).toBe(403);
    const response = await api().get(`${base}/clients/export.csv?tag=vip`).set(manager.auth).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('clientes.csv');
    const text = response.text;
    expect(text.startsWith('\uFEFFnombre;apellidos;email;teléfono;nif;fecha de nacimiento;')).toBe(true);
    const [, row, end] = text.split('\r\n');
    expect(row).toMatch(
      /^María;Núñez;;600 111 222;;03\/04\/1985;;;;;VIP;"Mesa; junto a la ventana";;no;\d\d\/\d\d\/\d{4}$/,
    );
    expect(end).toBe('');
    // Read back: every client is a duplicate of itself.
    const preview = (await importFile(manager, 'preview', Buffer.from(text, 'utf8'))).body as ImportPreview;
    expect(preview.duplicates).toMatchObject([{ line: 2, field: 'phone' }]);
  });
});
