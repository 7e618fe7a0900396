import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dish, Location, Order, Organization } from '@plataforma/domain';
import { api } from '../support/api-app';
import { createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Firestore reads per request on the hot routes, as the API counts them against the emulators
 * (functions/src/platform/firestore-reads.ts): documents read, and read round trips on the request's critical path.
 * A new read on one of these paths fails here; change the figure only with a reason.
 */

let owner: Actor;
let org: Organization;
let base: string;
let location: Location;
let dish: Dish;

const counts = (response: Response) => ({
  reads: Number(response.headers['x-firestore-reads']),
  rounds: Number(response.headers['x-firestore-read-rounds']),
});

async function measured(request: Promise<Response>, status = 200) {
  const response = await request;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return { body: response.body as unknown, ...counts(response) };
}

const get = (path: string) => measured(api().get(`/api${path}`).set(owner.auth));
const post = (path: string, body: object) =>
  measured(api().post(`/api${path}`).set(owner.auth).set('Idempotency-Key', randomUUID()).send(body), 201);

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Rita');
  org = await createOrganization(owner, 'Bar Rita', ['restaurant', 'pos', 'orders', 'configuration']);
  base = `/organizations/${org.id}`;
  location = await createLocation(owner, org.id, { name: 'Barra', ticketSeries: 'B' });
  const category = await api().post(`/api${base}/restaurant/categories`).set(owner.auth).send({ name: 'Tapas' });
  dish = (
    await api()
      .post(`/api${base}/restaurant/dishes`)
      .set(owner.auth)
      .send({ name: 'Croquetas', price: '8', categoryId: category.body.id })
  ).body as Dish;
});

describe('Firestore reads per request', () => {
  it('GET /auth/me: the user and their memberships, one after the other', async () => {
    expect(await get('/auth/me')).toMatchObject({ reads: 2, rounds: 2 });
  });

  it('an organization route resolves the organization and the membership in one round trip', async () => {
    const other = await createOrganization(owner, 'Bar Nuevo');
    // Not read since it was created: its slug (the ref taken as one), the organization and the membership, at once.
    expect(await get(`/organizations/${other.id}`)).toMatchObject({ reads: 3, rounds: 1 });
    // Read a moment ago: only the membership.
    expect(await get(`/organizations/${other.id}`)).toMatchObject({ reads: 1, rounds: 1 });
    expect(await get(`/organizations/${other.slug}`)).toMatchObject({ reads: 1, rounds: 1 });
  });

  it('a slug nobody read yet costs a second round trip (its organization, then the membership)', async () => {
    const other = await createOrganization(owner, 'Bar Por Slug');
    expect(await get(`/organizations/${other.slug}`)).toMatchObject({ reads: 5, rounds: 2 });
  });

  it('a list: the membership, then the page and its count together', async () => {
    await get(`${base}`);
    // One dish on the page, one count.
    expect(await get(`${base}/restaurant/dishes`)).toMatchObject({ reads: 3, rounds: 2 });
  });

  it("the POS catalogue: the membership, then every collection and the day's menus together", async () => {
    // Membership; one location, one category, one dish, no groups (1), no combos (1), the menus of today (1 or 2).
    const first = await get(`${base}/pos/restaurant/catalog?locationId=${location.id}`);
    expect(first.rounds).toBe(2);
    expect(first.reads).toBeGreaterThanOrEqual(7);
    expect(first.reads).toBeLessThanOrEqual(8);
    // Read again within a few seconds: the locations, categories, groups and combos are this instance's recent
    // reads; the membership, the dishes (their stock) and the menus are read.
    const again = await get(`${base}/pos/restaurant/catalog?locationId=${location.id}`);
    expect(again.rounds).toBe(2);
    expect(again.reads).toBe(first.reads - 4);
  });

  it('a takeaway sale: creating the order, then paying it by card', async () => {
    const created = await post(`${base}/orders`, {
      locationId: location.id,
      tableId: '',
      lines: [{ kind: 'dish', dishId: dish.id, quantity: 2 }],
    });
    expect({ reads: created.reads, rounds: created.rounds }).toEqual({ reads: 5, rounds: 5 });
    const order = created.body as Order;
    const paid = await post(`${base}/orders/${order.id}/payments`, { method: 'card' });
    expect({ reads: paid.reads, rounds: paid.rounds }).toEqual({ reads: 6, rounds: 6 });
  });
});
