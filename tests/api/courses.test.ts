import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Category, Dish, Location, Order, Organization } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

/** Courses: a held course stays out of the kitchen until it is marched, as a round of its own. */
let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let location: Location;
let dish: Dish;

async function call<T>(path: string, body: object | undefined, status = 200): Promise<T> {
  const response = await api().post(`${base}${path}`).set(staff.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}

const line = (course?: number, notes = '') => ({
  kind: 'dish',
  dishId: dish.id,
  quantity: 1,
  notes,
  ...(course === undefined ? {} : { course }),
});
const open = (lines: object[]) => call<Order>('/orders', { locationId: location.id, tableId: 't1', lines }, 201);
const send = (order: Order, body?: object) => call<Order>(`/orders/${order.id}/send`, body);
const fire = (order: Order, course: number, status = 200) =>
  call<Order>(`/orders/${order.id}/fire`, { course }, status);
const rounds = (order: Order) => order.lines.map((l) => [l.course, l.round]);

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'orders', 'configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  location = (
    await api()
      .post(`${base}/configuration/locations`)
      .set(owner.auth)
      .send({ name: 'Centro', ticketSeries: 'T', tables: [{ id: 't1', name: 'Mesa 1', zone: 'Sala', seats: 4 }] })
  ).body as Location;
  const category = (await api().post(`${base}/restaurant/categories`).set(owner.auth).send({ name: 'Carta' }))
    .body as Category;
  dish = (
    await api()
      .post(`${base}/restaurant/dishes`)
      .set(owner.auth)
      .send({ name: 'Croquetas', price: '8', categoryId: category.id })
  ).body as Dish;
});

beforeEach(async () => {
  for (const name of ['orders', 'openTables'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('courses', () => {
  it('keeps each line in its course (none: sin curso) with its notes for the kitchen', async () => {
    const order = await open([line(), line(1, 'Sin sal'), line(3)]);
    expect(order.lines.map((l) => [l.course, l.notes])).toEqual([
      [0, ''],
      [1, 'Sin sal'],
      [3, ''],
    ]);
    expect(order.heldCourses).toEqual([]);
  });

  it('sends the courses not held; the held one goes later, marched as a round of its own', async () => {
    const order = await open([line(0), line(1), line(2), line(2)]);
    const sent = await send(order, { hold: [2] });
    expect(sent).toMatchObject({ status: 'sent', round: 1, heldCourses: [2] });
    expect(rounds(sent)).toEqual([
      [0, 1],
      [1, 1],
      [2, null],
      [2, null],
    ]);

    // The kitchen moves the first round on; a drink added meanwhile goes alone, the held course stays back.
    for (const status of ['preparing', 'ready', 'served']) await call(`/orders/${order.id}/status`, { status });
    await call(`/orders/${order.id}/lines`, { lines: [line(0)] });
    const drinks = await send(order);
    expect(drinks).toMatchObject({ status: 'sent', round: 2, heldCourses: [2] });
    expect(rounds(drinks).map(([, round]) => round)).toEqual([1, 1, null, null, 2]);

    // 'Marchar segundos': round 3, nothing held any more, the order back in the kitchen's 'Nuevo'.
    const fired = await fire(order, 2);
    expect(fired).toMatchObject({ status: 'sent', round: 3, heldCourses: [] });
    expect(rounds(fired)).toEqual([
      [0, 1],
      [1, 1],
      [2, 3],
      [2, 3],
      [0, 2],
    ]);
    expect(Date.parse(fired.sentAt!)).toBeGreaterThan(Date.parse(drinks.sentAt!));
  });

  it('makes one round per course fired, and refuses to fire a course with nothing left to send', async () => {
    const order = await open([line(1), line(2), line(3)]);
    const held = await send(order, { hold: [2, 3] });
    expect(held).toMatchObject({ round: 1, heldCourses: [2, 3] });
    const seconds = await fire(order, 2);
    expect(seconds).toMatchObject({ round: 2, heldCourses: [3] });
    const desserts = await fire(order, 3);
    expect(desserts).toMatchObject({ round: 3, heldCourses: [] });
    expect(rounds(desserts)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);

    const again = await fire(order, 2, 409);
    expect(again).toMatchObject({ error: { message: 'No queda nada de este curso por enviar a cocina' } });
    const stored = (await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).data()!;
    expect(stored.round).toBe(3);
  });

  it('keeps a hold with nothing else to send (no round), and a new hold replaces the old one', async () => {
    const order = await open([line(2)]);
    const onlyHeld = await send(order, { hold: [2] });
    expect(onlyHeld).toMatchObject({ status: 'open', round: 0, heldCourses: [2] });
    expect(onlyHeld.lines[0]!.round).toBeNull();

    // The waiter lets it go with the next send: an empty hold releases it.
    const released = await send(order, { hold: [] });
    expect(released).toMatchObject({ status: 'sent', round: 1, heldCourses: [] });
    expect((await api().post(`${base}/orders/${order.id}/send`).set(staff.auth)).status).toBe(409);
  });

  it('refuses a course out of range, holding sin curso, and a fire without a course', async () => {
    const order = await open([line(1)]);
    const badLine = await api()
      .post(`${base}/orders/${order.id}/lines`)
      .set(staff.auth)
      .send({ lines: [line(4)] });
    expect(badLine.status).toBe(400);
    expect(Object.keys(badLine.body.error.fields)).toEqual(['lines.0.course']);
    for (const body of [{ hold: [0] }, { hold: [4] }, { hold: 2 }, { other: true }])
      expect((await api().post(`${base}/orders/${order.id}/send`).set(staff.auth).send(body)).status).toBe(400);
    for (const body of [{}, { course: 0 }, { course: 'segundos' }])
      expect((await api().post(`${base}/orders/${order.id}/fire`).set(staff.auth).send(body)).status).toBe(400);
    const stored = (await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get()).data()!;
    expect(stored).toMatchObject({ round: 0, heldCourses: [] });
  });

  it('reads orders stored before courses as sin curso with nothing held, and sends them', async () => {
    const order = await open([line(2)]);
    const ref = adminDb().doc(`organizations/${org.id}/orders/${order.id}`);
    const stored = (await ref.get()).data()!;
    const { heldCourses: _held, ...old } = stored;
    await ref.set({ ...old, lines: stored.lines.map(({ course: _course, ...rest }: { course: number }) => rest) });

    const read = (await api().get(`${base}/orders/${order.id}`).set(staff.auth)).body as Order;
    expect(read.heldCourses).toEqual([]);
    expect(read.lines[0]!.course).toBe(0);
    expect(await send(order)).toMatchObject({ round: 1, heldCourses: [] });
  });
});
