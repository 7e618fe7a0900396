import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, Combo, Dish, Organization, SellableItem } from '@plataforma/domain';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

/**
 * Issue 17: GET /orders/items, what an organization sells across its selling modules (the coupon editor's and the
 * loyalty reward's item picker): searched by name, resolved by ids, only its own, only its enabled modules'.
 */
let owner: Actor;
let staff: Actor;
let org: Organization;
let other: Organization;
let entrecot: Dish;
let flan: Dish;
let combo: Combo;

const root = (o: Organization) => `/api/organizations/${o.id}`;

async function post<T>(o: Organization, path: string, body: object): Promise<T> {
  const response = await api()
    .post(`${root(o)}${path}`)
    .set(owner.auth)
    .send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

async function items(actor: Actor, o: Organization, query: string, status = 200) {
  const response = await api()
    .get(`${root(o)}/orders/items${query}`)
    .set(actor.auth);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as SellableItem[];
}

async function menu(o: Organization, names: [string, number][]) {
  const category = await post<Category>(o, '/restaurant/categories', { name: 'Carta' });
  const dishes: Dish[] = [];
  for (const [name, price] of names)
    dishes.push(await post<Dish>(o, '/restaurant/dishes', { name, price, categoryId: category.id }));
  return dishes;
}

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'promotions']);
  other = await createOrganization(owner, 'Bar Pepe', ['restaurant', 'pos']);
  await addMember(owner, org.id, staff, 'staff');
  [entrecot, flan] = (await menu(org, [
    ['Entrecot de ternera', 18],
    ['Flan de huevo', 4.5],
  ])) as [Dish, Dish];
  combo = await post<Combo>(org, '/restaurant/combos', {
    name: 'Menú ternera',
    price: 20,
    slots: [{ name: 'Carne', min: 1, max: 1, options: [{ dishId: entrecot.id }] }],
  });
  await menu(other, [['Entrecot de Pepe', 30]]);
});

describe('sellable items', () => {
  it('finds dishes and combos by a word of their name, with module, kind and price, for staff too', async () => {
    expect(await items(staff, org, '?q=Ternera')).toEqual([
      { module: 'restaurant', kind: 'dish', id: entrecot.id, name: 'Entrecot de ternera', priceCents: 1800 },
      { module: 'restaurant', kind: 'combo', id: combo.id, name: 'Menú ternera', priceCents: 2000 },
    ]);
    expect((await items(staff, org, '?q=fla')).map((item) => item.name)).toEqual(['Flan de huevo']);
    expect(await items(staff, org, '?q=pulpo')).toEqual([]);
    // No words: the first items by name.
    expect((await items(staff, org, '')).map((item) => item.name)).toEqual([
      'Entrecot de ternera',
      'Flan de huevo',
      'Menú ternera',
    ]);
  });

  it('resolves ids to names, in the order asked, leaving out those that do not exist', async () => {
    expect(
      (await items(staff, org, `?ids=${flan.id},nada,${combo.id},${entrecot.id}`)).map((item) => [item.id, item.name]),
    ).toEqual([
      [flan.id, 'Flan de huevo'],
      [combo.id, 'Menú ternera'],
      [entrecot.id, 'Entrecot de ternera'],
    ]);
  });

  it('answers only the organization’s own items', async () => {
    expect((await items(owner, other, '?q=entrecot')).map((item) => item.name)).toEqual(['Entrecot de Pepe']);
    expect(await items(owner, other, `?ids=${entrecot.id}`)).toEqual([]);
    const intruder = await registeredUser('Ivan');
    const response = await api()
      .get(`${root(org)}/orders/items?q=entrecot`)
      .set(intruder.auth);
    expect(response.status).toBe(404);
  });

  it('refuses bad queries in Spanish', async () => {
    const both = await api()
      .get(`${root(org)}/orders/items?q=a&ids=b`)
      .set(staff.auth);
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toEqual({ ids: 'Busca por nombre o por identificadores, no por ambos' });
    const bad = await api()
      .get(`${root(org)}/orders/items?ids=a/b`)
      .set(staff.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ ids: 'Los identificadores no son válidos' });
  });

  it('offers nothing of a selling module that is switched off', async () => {
    const off = await createOrganization(owner, 'Casa Cerrada', ['restaurant', 'pos']);
    await menu(off, [['Entrecot', 18]]);
    expect(await items(owner, off, '?q=entrecot')).toHaveLength(1);
    await api()
      .delete(`${root(off)}/modules/restaurant`)
      .set(owner.auth)
      .expect(200);
    expect(await items(owner, off, '?q=entrecot')).toEqual([]);
    expect(await items(owner, off, '')).toEqual([]);
  });
});
