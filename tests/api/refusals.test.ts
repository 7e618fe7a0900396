import { beforeAll, describe, expect, it } from 'vitest';
import {
  RESTAURANT_STATUSES,
  type Category,
  type Dish,
  type Location,
  type Order,
  type Organization,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { createOrganization, platformAdmin, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

/**
 * Bad input an attacker (or a broken client) sends: each gets a quick 400 with a Spanish field error and writes
 * nothing, never a 500 (or a 504 when a transaction retries on it).
 */
let owner: Actor;
let admin: Actor;
let org: Organization;
let base: string;
let location: Location;
let dish: Dish;
let order: Order;

/** A UTF-16 code unit with no partner: JSON can carry it ("\ud800"), UTF-8 and Firestore cannot. */
const LONE_SURROGATE = 'Caña \ud800';

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  admin = await platformAdmin();
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'orders', 'configuration']);
  base = `/api/organizations/${org.id}`;
  const created = async <T>(path: string, body: object) => {
    const response = await api().post(`${base}${path}`).set(owner.auth).send(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as T;
  };
  location = await created<Location>('/configuration/locations', { name: 'Centro', ticketSeries: 'T' });
  const category = await created<Category>('/restaurant/categories', { name: 'Entrantes' });
  dish = await created<Dish>('/restaurant/dishes', { name: 'Croquetas', price: '8', categoryId: category.id });
  order = await created<Order>('/orders', {
    locationId: location.id,
    lines: [{ kind: 'dish', dishId: dish.id, quantity: 1 }],
  });
});

const stored = async (collection: string) =>
  (await adminDb().collection(`organizations/${org.id}/${collection}`).get()).size;

/** The answer of a refused request: 400 validation-failed, and how long it took. */
async function refused(call: PromiseLike<{ status: number; body: { error?: { code: string; fields?: object } } }>) {
  const started = Date.now();
  const response = await call;
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.error?.code).toBe('validation-failed');
  return { fields: (response.body.error?.fields ?? {}) as Record<string, string>, ms: Date.now() - started };
}

describe('ill-formed text (a lone surrogate)', () => {
  it('a discount line on an order is refused at once and the order is unchanged', async () => {
    const { fields, ms } = await refused(
      api()
        .post(`${base}/orders/${order.id}/lines`)
        .set(owner.auth)
        .send({ lines: [{ kind: 'discount', name: LONE_SURROGATE, amount: '1' }] }),
    );
    expect(fields['lines.0.name']).toBe('El texto contiene caracteres no válidos');
    expect(ms).toBeLessThan(5_000);
    const after = (await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).data() as Order;
    expect(after.lines).toHaveLength(1);
  });

  it('a new order whose line notes carry one writes no order', async () => {
    const before = await stored('orders');
    const { fields } = await refused(
      api()
        .post(`${base}/orders`)
        .set(owner.auth)
        .send({ locationId: location.id, lines: [{ kind: 'dish', dishId: dish.id, quantity: 1, notes: '\udc00' }] }),
    );
    expect(fields['lines.0.notes']).toBe('El texto contiene caracteres no válidos');
    expect(await stored('orders')).toBe(before);
  });

  it('names of the catalogue, the organization, people and accounts are refused too', async () => {
    const dishes = await stored('dishes');
    expect(
      (
        await refused(
          api()
            .post(`${base}/restaurant/dishes`)
            .set(owner.auth)
            .send({ name: LONE_SURROGATE, price: '1', categoryId: dish.categoryId }),
        )
      ).fields.name,
    ).toBeDefined();
    expect(await stored('dishes')).toBe(dishes);

    const modifiers = await refused(
      api()
        .post(`${base}/restaurant/modifier-groups`)
        .set(owner.auth)
        .send({ name: 'Punto', options: [{ name: LONE_SURROGATE }] }),
    );
    expect(modifiers.fields['options.0.name']).toBe('El texto contiene caracteres no válidos');
    expect(await stored('modifierGroups')).toBe(0);

    const fiscal = await refused(
      api()
        .put(base)
        .set(owner.auth)
        .send({ fiscal: { businessName: LONE_SURROGATE } }),
    );
    expect(fiscal.fields['fiscal.businessName']).toBe('El texto contiene caracteres no válidos');
    expect((await refused(api().put(base).set(owner.auth).send({ name: LONE_SURROGATE }))).fields.name).toBeDefined();
    expect((await adminDb().doc(`organizations/${org.id}`).get()).get('name')).toBe('Casa Lola');

    const organizations = (await adminDb().collection('organizations').get()).size;
    await refused(api().post('/api/organizations/create').set(owner.auth).send({ name: LONE_SURROGATE }));
    expect((await adminDb().collection('organizations').get()).size).toBe(organizations);

    const profile = await refused(
      api().put('/api/auth/me').set(owner.auth).send({ firstName: LONE_SURROGATE, lastName: 'García' }),
    );
    expect(profile.fields.firstName).toBe('El texto contiene caracteres no válidos');
    const users = (await adminDb().collection('users').get()).size;
    await refused(
      api()
        .post('/api/users')
        .set(admin.auth)
        .send({ email: 'nuevo@example.com', password: 'secreto123', firstName: 'Ana', lastName: LONE_SURROGATE }),
    );
    await refused(
      api()
        .post('/api/users')
        .set(admin.auth)
        .send({ email: 'nuevo@example.com', password: `secreto123${'\ud800'}`, firstName: 'Ana', lastName: 'Gil' }),
    );
    expect((await adminDb().collection('users').get()).size).toBe(users);
  });

  it('bidirectional controls are taken out of a dish name before it is stored (and printed)', async () => {
    const response = await api()
      .post(`${base}/restaurant/dishes`)
      .set(owner.auth)
      .send({ name: '\u202eEntrecot\u2066 al\u2069 punto\u202c', price: '18', categoryId: dish.categoryId });
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('Entrecot al punto');
  });
});

describe('crafted path ids', () => {
  it('an id with an encoded slash, or too long, is refused naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['get', `${base}/orders/x%2Fy`, 'orderId'],
      ['get', `/api/organizations/${org.id}%2F/orders`, 'organization'],
      ['get', `/api/organizations/${org.id}%2Fdishes`, 'organization'],
      ['get', `${base}/orders/${'a'.repeat(65)}`, 'orderId'],
      ['delete', `${base}/orders/${order.id}/lines/x%2Fy`, 'lineId'],
      ['get', `${base}/restaurant/dishes/x%2Fy`, 'id'],
      ['put', `${base}/configuration/locations/..%2F..`, 'id'],
      ['delete', `${base}/users/x%2Fy`, 'userId'],
      ['get', `${base}/restaurant/daily-menus/2025-01-01%2Fx`, 'date'],
    ];
    for (const [method, path, param] of cases) {
      const { fields } = await refused(api()[method as 'get'](path).set(owner.auth).send({}));
      expect(fields[param], `${method} ${path}`).toBe(
        param === 'date' ? 'La fecha no es válida (AAAA-MM-DD)' : 'El identificador no es válido',
      );
    }
    expect((await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).get('lines')).toHaveLength(1);
  });

  it('a path that is not valid percent-encoding is refused too', async () => {
    for (const path of [`${base}/orders/%ZZ`, '/api/organizations/%E0%A4%A/orders', '/api/users/%ED%A0%80'])
      await refused(api().get(path).set(owner.auth));
  });

  it('still answers 401 to a caller without a session, and 404 to a well-formed id that does not exist', async () => {
    expect((await api().get(`/api/organizations/${org.id}%2F/orders`)).status).toBe(401);
    expect((await api().get(`${base}/orders/x%2Fy`)).status).toBe(401);
    expect((await api().get(`${base}/orders/no-such-order`).set(owner.auth)).status).toBe(404);
  });

  it('the administrators user routes refuse them too', async () => {
    const { fields } = await refused(api().put('/api/users/x%2Fy').set(admin.auth).send({ firstName: 'Ana' }));
    expect(fields.id).toBe('El identificador no es válido');
    await refused(api().delete('/api/users/x%2Fy').set(admin.auth));
    await refused(api().post('/api/users/x%2Fy/reset-password').set(admin.auth).send({ newPassword: 'secreto123' }));
    expect((await api().delete('/api/users/x%2Fy')).status).toBe(401);
  });
});

describe('list queries out of range', () => {
  it('a page far past any list is refused on every paged list', async () => {
    const lists = [
      [owner, `${base}/orders`],
      [owner, `${base}/restaurant/dishes`],
      [owner, `${base}/restaurant/daily-menus`],
      [owner, `${base}/configuration/employees`],
      [admin, '/api/users'],
      [admin, '/api/admin/organizations'],
    ] as const;
    for (const [actor, path] of lists) {
      const { fields } = await refused(api().get(path).set(actor.auth).query({ page: 100_000_000 }));
      expect(fields.page, path).toBe('Debe ser como máximo 10000');
    }
    const last = await api().get(`${base}/restaurant/dishes`).set(owner.auth).query({ page: 10_000, pageSize: 100 });
    expect(last.status).toBe(200);
    expect(last.body.items).toEqual([]);
  });

  it('an order status filter takes known statuses only, each once', async () => {
    const many = Array.from({ length: 31 }, () => 'open').join(',');
    expect((await refused(api().get(`${base}/orders`).set(owner.auth).query({ status: many }))).fields.status).toBe(
      'Los estados no son válidos',
    );
    await refused(api().get(`${base}/orders`).set(owner.auth).query({ status: 'open,lost' }));
    await refused(api().get(`${base}/orders`).set(owner.auth).query({ status: 'open,open' }));
    const all = await api()
      .get(`${base}/orders`)
      .set(owner.auth)
      .query({ status: RESTAURANT_STATUSES.join(',') });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(1);
  });
});
