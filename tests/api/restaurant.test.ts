import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Category, Combo, DailyMenu, Dish, ModifierGroup, Organization } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let base: string;

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}/restaurant`;
});

/** Each test starts from an empty menu (the organization and its members stay). */
beforeEach(async () => {
  await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/menuCategories`));
  for (const name of ['dishes', 'modifierGroups', 'combos', 'dailyMenus'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

async function created<T>(actor: Actor, path: string, body: object): Promise<T> {
  const response = await api().post(`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as T;
}

const stored = async (collection: string) =>
  (await adminDb().collection(`organizations/${org.id}/${collection}`).get()).size;

const pointGroup = {
  name: 'Punto de la carne',
  required: true,
  min: 1,
  max: 1,
  options: [{ name: 'Poco hecha' }, { name: 'Al punto' }, { name: 'Muy hecha', priceDelta: '0,50' }],
};

describe('the menu', () => {
  it('a manager builds a category, a required modifier group and a dish with allergens; staff only reads', async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Carnes' });
    const group = await created<ModifierGroup>(manager, '/modifier-groups', pointGroup);
    expect(group.options.map((o) => o.priceDeltaCents)).toEqual([0, 0, 50]);
    expect(new Set(group.options.map((o) => o.id)).size).toBe(3);
    const dish = await created<Dish>(manager, '/dishes', {
      name: 'Entrecot de ternera',
      price: '18,50',
      categoryId: category.id,
      allergens: ['sulphites', 'mustard'],
      modifierGroupIds: [group.id],
    });
    expect(dish).toMatchObject({ priceCents: 1850, vatRate: 10, available: true, stock: null });

    const read = await api().get(`${base}/dishes/${dish.id}`).set(staff.auth);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Entrecot de ternera', allergens: ['sulphites', 'mustard'] });
    expect(read.body).not.toHaveProperty('searchTokens');

    const attempts = [
      api().post(`${base}/categories`).set(staff.auth).send({ name: 'Postres' }),
      api().put(`${base}/dishes/${dish.id}`).set(staff.auth).send({ name: 'X', price: 1, categoryId: category.id }),
      api().delete(`${base}/modifier-groups/${group.id}`).set(staff.auth),
      api().post(`${base}/dishes/${dish.id}/availability`).set(staff.auth).send({ available: false }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('No tienes permiso para realizar esta acción');
    }
    expect(await stored('menuCategories')).toBe(1);
  });

  it.each(['-3', 'abc', '1.999', -3, 1.999, '', null])(
    'refuses the price %j with a Spanish message, saving nothing',
    async (price) => {
      const category = await created<Category>(manager, '/categories', { name: 'Carnes' });
      const response = await api()
        .post(`${base}/dishes`)
        .set(manager.auth)
        .send({ name: 'Entrecot', price, categoryId: category.id });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Los datos enviados no son válidos');
      expect(response.body.error.fields.price).toMatch(/importe en euros|obligatorio|no es válido/);
      expect(await stored('dishes')).toBe(0);
    },
  );

  it('refuses unknown fields, bad allergens and references to what does not exist', async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Carnes' });
    const valid = { name: 'Entrecot', price: 18, categoryId: category.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, priceCents: 1 }, 'priceCents'],
      [{ ...valid, allergens: ['gluten', 'pollen'] }, 'allergens.1'],
      [{ ...valid, categoryId: 'no-existe' }, 'categoryId'],
      [{ ...valid, modifierGroupIds: ['no-existe'] }, 'modifierGroupIds'],
      [{ ...valid, stock: -1 }, 'stock'],
      [{ ...valid, vatRate: 7 }, 'vatRate'],
      [{ price: 18, categoryId: category.id }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await api().post(`${base}/dishes`).set(manager.auth).send(body);
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.error.fields), field).toContain(field);
    }
    // A dish without a category (the form with none to choose from) says what is missing, in Spanish.
    for (const body of [
      { name: 'Entrecot', price: 18 },
      { ...valid, categoryId: '' },
    ]) {
      const response = await api().post(`${base}/dishes`).set(manager.auth).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ categoryId: 'Elige la categoría del plato' });
    }
    expect(await stored('dishes')).toBe(0);
  });

  it('refuses min above max in modifier groups and combo slots, and an optional group with a minimum', async () => {
    const bad = [
      { ...pointGroup, min: 2, max: 1 },
      { ...pointGroup, required: true, min: 0 },
      { ...pointGroup, required: false, min: 1 },
      { ...pointGroup, max: 5 },
      { ...pointGroup, options: [] },
    ];
    for (const body of bad) {
      const response = await api().post(`${base}/modifier-groups`).set(manager.auth).send(body);
      expect(response.status).toBe(400);
    }
    const category = await created<Category>(manager, '/categories', { name: 'Primeros' });
    const dish = await created<Dish>(manager, '/dishes', { name: 'Sopa', price: 5, categoryId: category.id });
    const combo = await api()
      .post(`${base}/combos`)
      .set(manager.auth)
      .send({ name: 'Combo', price: 10, slots: [{ name: 'Elige', min: 2, max: 1, options: [{ dishId: dish.id }] }] });
    expect(combo.status).toBe(400);
    expect(combo.body.error.fields['slots.0.max']).toBe('El máximo no puede ser menor que el mínimo');
    expect(await stored('modifierGroups')).toBe(0);
    expect(await stored('combos')).toBe(0);
  });

  it('refuses to delete what is in use, naming who uses it', async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Carnes' });
    const group = await created<ModifierGroup>(manager, '/modifier-groups', pointGroup);
    const dish = await created<Dish>(manager, '/dishes', {
      name: 'Entrecot',
      price: 18,
      categoryId: category.id,
      modifierGroupIds: [group.id],
    });
    await created<Combo>(manager, '/combos', {
      name: 'Menú carnívoro',
      price: 20,
      slots: [{ name: 'Elige una carne', min: 1, max: 1, options: [{ dishId: dish.id, surcharge: 2 }] }],
    });

    const inUse = [
      [await api().delete(`${base}/categories/${category.id}`).set(manager.auth), 'platos: «Entrecot»'],
      [await api().delete(`${base}/modifier-groups/${group.id}`).set(manager.auth), 'platos: «Entrecot»'],
      [await api().delete(`${base}/dishes/${dish.id}`).set(manager.auth), 'combos: «Menú carnívoro»'],
    ] as const;
    for (const [response, who] of inUse) {
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'in-use',
        message: `No se puede eliminar porque se usa en ${who}`,
      });
    }
    expect([await stored('menuCategories'), await stored('modifierGroups'), await stored('dishes')]).toEqual([1, 1, 1]);
  });

  it('lists pages searched, sorted and filtered on the server', async () => {
    const starters = await created<Category>(manager, '/categories', { name: 'Entrantes' });
    const mains = await created<Category>(manager, '/categories', { name: 'Principales' });
    const names = ['Alitas de pollo', 'Pollo asado', 'Croquetas de jamón', 'Ensalada César', 'Patatas bravas'];
    for (const [i, name] of names.entries())
      await created<Dish>(manager, '/dishes', { name, price: 5 + i, categoryId: i < 3 ? starters.id : mains.id });

    const search = await api().get(`${base}/dishes?q=POLLO`).set(staff.auth);
    expect(search.body.items.map((d: Dish) => d.name).sort()).toEqual(['Alitas de pollo', 'Pollo asado']);
    const accents = await api().get(`${base}/dishes?q=jamon`).set(staff.auth);
    expect(accents.body.items.map((d: Dish) => d.name)).toEqual(['Croquetas de jamón']);

    const paged = await api().get(`${base}/dishes?sort=price&order=desc&page=2&pageSize=2`).set(staff.auth);
    expect(paged.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(paged.body.items.map((d: Dish) => d.priceCents)).toEqual([700, 600]);

    const filtered = await api().get(`${base}/dishes?categoryId=${mains.id}&sort=name`).set(staff.auth);
    expect(filtered.body.items.map((d: Dish) => d.name)).toEqual(['Ensalada César', 'Patatas bravas']);
    const searchedInCategory = await api().get(`${base}/dishes?categoryId=${starters.id}&q=pollo`).set(staff.auth);
    expect(searchedInCategory.body.items.map((d: Dish) => d.name)).toEqual(['Alitas de pollo', 'Pollo asado']);

    // A filtered or searched list keeps its default order: another would need composite indexes nobody declared.
    for (const query of [`categoryId=${mains.id}&sort=price`, 'q=pollo&order=desc']) {
      const refused = await api().get(`${base}/dishes?${query}`).set(staff.auth);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        sort: 'Con un filtro o una búsqueda, la lista solo se ordena por «name» ascendente',
      });
    }

    const badSort = await api().get(`${base}/dishes?sort=secret`).set(staff.auth);
    expect(badSort.status).toBe(400);
  });

  it('orders categories as dragged, and new ones go last', async () => {
    const ids = [];
    for (const name of ['Entrantes', 'Carnes', 'Postres'])
      ids.push((await created<Category>(manager, '/categories', { name })).id);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    expect((await api().post(`${base}/categories/reorder`).set(manager.auth).send({ ids: reordered })).status).toBe(
      204,
    );
    const list = await api().get(`${base}/categories?sort=position`).set(staff.auth);
    expect(list.body.items.map((c: Category) => c.id)).toEqual(reordered);
    const partial = await api()
      .post(`${base}/categories/reorder`)
      .set(manager.auth)
      .send({ ids: [ids[0]] });
    expect(partial.status).toBe(400);
  });

  it("accepts POST with _method PUT and DELETE, as the spec's clients send", async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Carnes' });
    const renamed = await api()
      .post(`${base}/categories/${category.id}`)
      .set(manager.auth)
      .send({ _method: 'PUT', name: 'Carnes a la brasa' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Carnes a la brasa');
    const deleted = await api().post(`${base}/categories/${category.id}`).set(manager.auth).send({ _method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await stored('menuCategories')).toBe(0);
  });

  it("marks a dish 'agotado' in one call", async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Carnes' });
    const dish = await created<Dish>(manager, '/dishes', { name: 'Entrecot', price: 18, categoryId: category.id });
    const response = await api()
      .post(`${base}/dishes/${dish.id}/availability`)
      .set(manager.auth)
      .send({ available: false });
    expect(response.status).toBe(200);
    expect(response.body.available).toBe(false);
    const list = await api().get(`${base}/dishes?available=false`).set(staff.auth);
    expect(list.body.items.map((d: Dish) => d.id)).toEqual([dish.id]);
  });

  it('answers 403 while the restaurant module is off', async () => {
    const other = await createOrganization(owner, 'Sin restaurante', ['crm']);
    const response = await api().get(`/api/organizations/${other.id}/restaurant/dishes`).set(owner.auth);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('module-disabled');
  });
});

describe('combos', () => {
  it('keeps the price and the slots with their surcharges, in cents', async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Hamburguesas' });
    const burger = await created<Dish>(manager, '/dishes', { name: 'Clásica', price: 9, categoryId: category.id });
    const fries = await created<Dish>(manager, '/dishes', { name: 'Patatas', price: 3, categoryId: category.id });
    const combo = await created<Combo>(manager, '/combos', {
      name: 'Combo hamburguesa',
      price: '12,90',
      slots: [
        { name: 'Elige tu hamburguesa', min: 1, max: 1, options: [{ dishId: burger.id }] },
        { name: 'Acompañamiento', min: 0, max: 1, options: [{ dishId: fries.id, surcharge: '1,5' }] },
      ],
    });
    expect(combo.priceCents).toBe(1290);
    expect(combo.slots[1]!.options[0]).toEqual({ dishId: fries.id, dishName: 'Patatas', surchargeCents: 150 });
    expect(combo).not.toHaveProperty('dishIds');
  });
});

describe('menú del día', () => {
  const menu = (dishId: string) => ({
    price: '13,50',
    halfPrice: '9',
    courses: [
      { name: 'Primeros', items: [{ dishId }, { name: 'Gazpacho', allergens: ['celery'] }] },
      { name: 'Segundos', items: [{ name: 'Merluza a la romana', allergens: ['fish', 'gluten', 'eggs'] }] },
      { name: 'Postres', items: [{ name: 'Flan', allergens: ['milk', 'eggs'] }] },
    ],
    includes: ['bread', 'drink'],
  });

  it("saves a date's menu, taking dish names and allergens from the menu, and copies it to the next day", async () => {
    const category = await created<Category>(manager, '/categories', { name: 'Primeros' });
    const dish = await created<Dish>(manager, '/dishes', {
      name: 'Lentejas estofadas',
      price: 6,
      categoryId: category.id,
      allergens: ['celery'],
    });
    const saved = await api().put(`${base}/daily-menus/2026-11-21`).set(manager.auth).send(menu(dish.id));
    expect(saved.status).toBe(201);
    const body = saved.body as DailyMenu;
    expect(body).toMatchObject({
      date: '2026-11-21',
      priceCents: 1350,
      halfPriceCents: 900,
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    expect(body.courses[0]!.items[0]).toEqual({ dishId: dish.id, name: 'Lentejas estofadas', allergens: ['celery'] });

    const again = await api().put(`${base}/daily-menus/2026-11-21`).set(manager.auth).send(menu(dish.id));
    expect(again.status).toBe(200);

    const copy = await api().post(`${base}/daily-menus/2026-11-22/copy`).set(manager.auth).send({ from: '2026-11-21' });
    expect(copy.status).toBe(201);
    const today = await api().get(`${base}/daily-menus/2026-11-22`).set(staff.auth);
    expect(today.body).toMatchObject({ date: '2026-11-22', priceCents: 1350, courses: body.courses });

    const list = await api().get(`${base}/daily-menus?from=2026-11-01&to=2026-11-30`).set(staff.auth);
    expect(list.body.items.map((m: DailyMenu) => m.date)).toEqual(['2026-11-22', '2026-11-21']);
  });

  it('reads a day without a menu as null, answers 404 when there is no menu to copy, and 400 for a bad date or an empty menu', async () => {
    const copy = await api().post(`${base}/daily-menus/2026-11-22/copy`).set(manager.auth).send({ from: '2026-11-21' });
    expect(copy.status).toBe(404);
    expect(copy.body.error.message).toBe('No hay menú del día para el 2026-11-21');
    // A day without a menú del día is a normal day: 200 and null, as the till's catalogue has it.
    const none = await api().get(`${base}/daily-menus/2026-11-22`).set(staff.auth);
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
    expect((await api().put(`${base}/daily-menus/2026-02-30`).set(manager.auth).send(menu('x'))).status).toBe(400);
    const empty = await api()
      .put(`${base}/daily-menus/2026-11-22`)
      .set(manager.auth)
      .send({ price: 12, courses: [{ name: 'Primeros', items: [] }] });
    expect(empty.status).toBe(400);
    expect(await stored('dailyMenus')).toBe(0);
  });
});
