import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, Dish, Organization, RestaurantPosCatalog } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * The POS catalogue keeps the slowly changing collections (locations, categories, modifier groups, combos) as this
 * instance read them in the last few seconds (functions/src/platform/resources/recent.ts, issue 22): what this
 * instance writes shows at once, a change made elsewhere (another instance: here the Admin SDK) within RECENT_MS
 * (5 s), and the dishes (their stock) are never kept.
 */
let owner: Actor;
let org: Organization;
let base: string;
let category: Category;
let dish: Dish;

const catalog = async () => {
  const response = await api().get(`${base}/pos/restaurant/catalog`).set(owner.auth);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as RestaurantPosCatalog;
};
const write = async (method: 'post' | 'put' | 'delete', path: string, body: object = {}, status = 201) => {
  const request = api()[method](`${base}/${path}`);
  const response = await request.set(owner.auth).set('Idempotency-Key', randomUUID()).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as { id: string };
};

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Nora');
  org = await createOrganization(owner, 'Bar Nora', ['restaurant', 'pos', 'orders', 'configuration']);
  base = `/api/organizations/${org.id}`;
  await createLocation(owner, org.id, { name: 'Barra', ticketSeries: 'NB' });
  category = (await write('post', 'restaurant/categories', { name: 'Tapas' })) as Category;
  dish = (await write('post', 'restaurant/dishes', { name: 'Bravas', price: '5', categoryId: category.id })) as Dish;
});

describe('the POS catalogue and its recent reads', { timeout: 60_000 }, () => {
  it("shows this instance's writes at once: locations, categories and their order, groups, combos", async () => {
    await catalog();
    const second = await write('post', 'restaurant/categories', { name: 'Bebidas' });
    await write('post', 'restaurant/categories/reorder', { ids: [second.id, category.id] }, 204);
    await write('post', 'restaurant/modifier-groups', {
      name: 'Salsa',
      required: false,
      min: 0,
      max: 1,
      options: [{ name: 'Alioli' }],
    });
    await write('post', 'restaurant/combos', {
      name: 'Menú tapas',
      price: 12,
      slots: [{ name: 'Una tapa', min: 1, max: 1, options: [{ dishId: dish.id }] }],
    });
    await createLocation(owner, org.id, { name: 'Terraza', ticketSeries: 'NT' });
    const after = await catalog();
    expect(after.categories.map((c) => c.name)).toEqual(['Bebidas', 'Tapas']);
    expect(after.modifierGroups.map((g) => g.name)).toEqual(['Salsa']);
    expect(after.combos.map((c) => c.name)).toEqual(['Menú tapas']);
    expect(after.locations.map((l) => l.name)).toEqual(['Barra', 'Terraza']);

    const renamed = await write('put', `restaurant/categories/${category.id}`, { name: 'Raciones' }, 200);
    expect((await catalog()).categories.map((c) => c.name)).toEqual(['Bebidas', 'Raciones']);
    await write('delete', `restaurant/categories/${second.id}`, {}, 204);
    expect((await catalog()).categories.map((c) => c.id)).toEqual([renamed.id]);
  });

  it("sees another instance's change within 5 s, and the dishes' stock at once", async () => {
    await catalog();
    // Written past this instance, as another instance would.
    await adminDb().doc(`organizations/${org.id}/menuCategories/${category.id}`).update({ name: 'Pinchos' });
    await adminDb().doc(`organizations/${org.id}/dishes/${dish.id}`).update({ name: 'Patatas bravas' });
    const soon = await catalog();
    expect(soon.dishes.map((d) => d.name)).toEqual(['Patatas bravas']);
    expect(soon.categories.map((c) => c.name)).not.toContain('Pinchos');
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await catalog()).categories.map((c) => c.name)).toContain('Pinchos');
  });
});
