import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PIN_MAX_FAILURES,
  STAFF_SESSION_HEADER,
  type Dish,
  type Employee,
  type Location,
  type Order,
  type Organization,
  type PaymentResult,
  type RefundResult,
  type StaffSession,
  type StaffStatus,
  type Ticket,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Issue 14, staff at a shared till: employee PINs (hashed, unique, locked after five wrong tries), the PIN switch
 * and who served on orders, payments and tickets; voids of sent lines and cancelling, which need a manager.
 */
let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let centro: Location;
let playa: Location;
let croquettes: Dish;
/** Ana serves (no say-so), Marta is the encargada en caja, Pablo (PABLO_PIN) works only at Playa. */
let ana: Employee;
let marta: Employee;

const ANA_PIN = '1111';
const MARTA_PIN = '2222';
const PABLO_PIN = '3333';

type Session = string | undefined;

async function call<T>(
  actor: Actor,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body: object | undefined,
  status: number,
  session?: Session,
): Promise<T> {
  const request = api()[method](`${base}${path}`).set(actor.auth);
  if (session) request.set(STAFF_SESSION_HEADER, session);
  const response = await (body ? request.send(body) : request);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}
const post = <T>(actor: Actor, path: string, body: object, status = 200, session?: Session) =>
  call<T>(actor, 'post', path, body, status, session);
/** The error code of a refused call. */
const refused = async (actor: Actor, path: string, body: object, status: number, session?: Session) =>
  (await post<{ error: { code: string } }>(actor, path, body, status, session)).error.code;

const employee = (firstName: string, fields: object = {}) =>
  call<Employee>(owner, 'post', '/configuration/employees', { firstName, lastName: 'Prueba', ...fields }, 201);
const employeeDoc = async (id: string) =>
  (await adminDb().doc(`organizations/${org.id}/employees/${id}`).get()).data()!;
const unlock = (pin: string, locationId = centro.id, actor = staff) =>
  post<StaffSession>(actor, '/staff/unlock', { pin, locationId }, 201);
const croquette = (quantity = 1) => ({ kind: 'dish', dishId: croquettes.id, quantity });
const stock = async () => (await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).get()).data()!.stock;

/** An order at a table with its lines sent to the kitchen. */
async function sentOrder(lines: object[], session?: Session, tableId = 't1'): Promise<Order> {
  const order = await post<Order>(staff, '/orders', { locationId: centro.id, tableId, lines }, 201, session);
  return post<Order>(staff, `/orders/${order.id}/send`, {}, 200, session);
}

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'orders', 'configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  const tables = [
    { id: 't1', name: 'Mesa 1', zone: 'Sala', seats: 4 },
    { id: 't2', name: 'Mesa 2', zone: 'Sala', seats: 4 },
  ];
  // Through the shared fixture: their tills open, so the tests can charge.
  centro = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'C', tables });
  playa = await createLocation(owner, org.id, { name: 'Playa', ticketSeries: 'P', idleLockMinutes: 0 });
  const category = await post<{ id: string }>(owner, '/restaurant/categories', { name: 'Tapas' }, 201);
  croquettes = await post<Dish>(
    owner,
    '/restaurant/dishes',
    { name: 'Croquetas', price: '8', categoryId: category.id },
    201,
  );
  ana = await employee('Ana', { pin: ANA_PIN });
  marta = await employee('Marta', { pin: MARTA_PIN, mayAuthorize: true });
  await employee('Pablo', { pin: PABLO_PIN, locationIds: [playa.id] });
});

beforeEach(async () => {
  for (const name of ['orders', 'openTables', 'ticketSeries', 'tickets', 'pinAttempts', 'staffSessions'])
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
  await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: null });
});

describe('employee PINs', () => {
  it('stores a PIN only as a salted scrypt hash and never answers it', async () => {
    expect(ana).toMatchObject({ hasPin: true, mayAuthorize: false });
    expect(ana).not.toHaveProperty('pin');
    const stored = await employeeDoc(ana.id);
    expect(stored.pin.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(JSON.stringify(stored)).not.toContain(ANA_PIN);
    // Each employee has a salt of their own: one PIN twice would not give one hash twice.
    expect((await employeeDoc(marta.id)).pin.salt).not.toBe(stored.pin.salt);

    const listed = await call<{ items: Employee[] }>(owner, 'get', '/configuration/employees', undefined, 200);
    expect(JSON.stringify(listed)).not.toContain(stored.pin.hash);
    expect(listed.items.every((e) => !('pin' in e))).toBe(true);

    // Editing the employee without a PIN keeps it; the form's field sets a new one.
    const { id: _id, createdAt: _c, updatedAt: _u, weeklyHours: _w, hasPin: _h, ...form } = ana;
    const edited = await call<Employee>(owner, 'put', `/configuration/employees/${ana.id}`, form, 200);
    expect(edited.hasPin).toBe(true);
    expect((await employeeDoc(ana.id)).pin).toEqual(stored.pin);
  });

  it('keeps PINs unique among active employees; an inactive employee loses theirs', async () => {
    const taken = await call<{ error: { fields: Record<string, string> } }>(
      owner,
      'post',
      '/configuration/employees',
      { firstName: 'Copia', pin: ANA_PIN },
      400,
    );
    expect(taken.error.fields.pin).toBe('Otra persona ya usa este PIN');
    const luis = await employee('Luis');
    expect(luis.hasPin).toBe(false);
    await call(owner, 'put', `/configuration/employees/${luis.id}/pin`, { pin: MARTA_PIN }, 400);
    await call(owner, 'put', `/configuration/employees/${luis.id}/pin`, { pin: '12a4' }, 400);
    await call(staff, 'put', `/configuration/employees/${luis.id}/pin`, { pin: '4444' }, 403);
    const withPin = await call<Employee>(owner, 'put', `/configuration/employees/${luis.id}/pin`, { pin: '4444' }, 200);
    expect(withPin.hasPin).toBe(true);
    // Setting one's own PIN again is not a clash.
    await call(owner, 'put', `/configuration/employees/${luis.id}/pin`, { pin: '4444' }, 200);

    const { id, createdAt: _c, updatedAt: _u, weeklyHours: _w, hasPin: _h, ...form } = withPin;
    const inactive = await call<Employee>(
      owner,
      'put',
      `/configuration/employees/${id}`,
      { ...form, active: false },
      200,
    );
    expect(inactive.hasPin).toBe(false);
    expect((await employeeDoc(id)).pin).toBeNull();
    await employee('Nuevo', { pin: '4444' });
    await post(staff, '/staff/unlock', { pin: '4444', locationId: centro.id }, 201);
  });

  it('gives two employees one PIN at the same time to one of them only', async () => {
    const [x, y] = await Promise.all([employee('Xavi'), employee('Yago')]);
    const answers = await Promise.all(
      [x!, y!].map((e) =>
        api().put(`${base}/configuration/employees/${e.id}/pin`).set(owner.auth).send({ pin: '5555' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    for (const e of [x!, y!])
      await call(owner, 'put', `/configuration/employees/${e.id}`, { firstName: e.firstName, active: false }, 200);
  });
});

describe('the PIN switch', () => {
  it('unlocks with a PIN for the employee working at the location, with the location idle time', async () => {
    const status = await call<StaffStatus>(staff, 'get', `/staff/status?locationId=${centro.id}`, undefined, 200);
    expect(status).toEqual({ pinsInUse: true, idleLockMinutes: 5 });
    const session = await unlock(ANA_PIN);
    expect(session).toMatchObject({
      employee: { id: ana.id, name: 'Ana Prueba' },
      mayAuthorize: false,
      locationId: centro.id,
      idleLockMinutes: 5,
    });
    expect(session.sessionId).toMatch(/^[\w-]{40,}$/);
    // The session id is stored nowhere, only its hash names the document.
    const sessions = await adminDb().collection(`organizations/${org.id}/staffSessions`).get();
    expect(sessions.docs.map((d) => d.id)).not.toContain(session.sessionId);
    expect(JSON.stringify(sessions.docs.map((d) => d.data()))).not.toContain(session.sessionId);

    expect(await refused(staff, '/staff/unlock', { pin: '9999', locationId: centro.id }, 403)).toBe('pin-invalid');
    // Pablo works at Playa only.
    expect(await refused(staff, '/staff/unlock', { pin: PABLO_PIN, locationId: centro.id }, 403)).toBe('pin-invalid');
    expect((await unlock(PABLO_PIN, playa.id)).idleLockMinutes).toBe(0);
    await post(staff, '/staff/unlock', { pin: '12', locationId: centro.id }, 400);
  });

  it('names who served on the order, the payment and the printed ticket; without a session, the account', async () => {
    const session = (await unlock(ANA_PIN)).sessionId;
    const order = await sentOrder([croquette(2)], session);
    expect(order.employee).toEqual({ id: ana.id, name: 'Ana Prueba' });
    const paid = await post<PaymentResult>(staff, `/orders/${order.id}/payments`, { method: 'card' }, 201, session);
    expect(paid.payment.employee).toEqual({ id: ana.id, name: 'Ana Prueba' });
    expect(paid.ticket.employee).toEqual({ id: ana.id, name: 'Ana Prueba' });
    const stored = await adminDb().doc(`organizations/${org.id}/tickets/${paid.ticket.code}`).get();
    expect((stored.data() as Ticket).employee).toEqual({ id: ana.id, name: 'Ana Prueba' });

    const plain = await sentOrder([croquette()], undefined, 't2');
    expect(plain.employee).toEqual({ id: `user:${staff.uid}`, name: 'Sara Prueba' });
  });

  it('refuses an unknown, ended or other account session with 423; locking ends the session', async () => {
    const session = (await unlock(ANA_PIN)).sessionId;
    expect(await refused(owner, '/orders', { locationId: centro.id, lines: [] }, 423, session)).toBe('till-locked');
    expect(await refused(staff, '/orders', { locationId: centro.id, lines: [] }, 423, 'x'.repeat(43))).toBe(
      'till-locked',
    );
    await post(staff, '/orders', { locationId: centro.id, lines: [] }, 201, session);
    await post(owner, '/staff/lock', {}, 204, session);
    await post(staff, '/orders', { locationId: centro.id, lines: [] }, 201, session);
    await post(staff, '/staff/lock', {}, 204, session);
    expect(await refused(staff, '/orders', { locationId: centro.id, lines: [] }, 423, session)).toBe('till-locked');
  });

  it(`locks PIN entry on the account after ${PIN_MAX_FAILURES} wrong tries, the right PIN included`, async () => {
    for (let i = 1; i < PIN_MAX_FAILURES; i++)
      expect(await refused(staff, '/staff/unlock', { pin: '9999', locationId: centro.id }, 403)).toBe('pin-invalid');
    expect(await refused(staff, '/staff/unlock', { pin: '9999', locationId: centro.id }, 429)).toBe('pin-locked');
    expect(await refused(staff, '/staff/unlock', { pin: ANA_PIN, locationId: centro.id }, 429)).toBe('pin-locked');
    // Another device (account) is not locked.
    await unlock(ANA_PIN, centro.id, owner);
    // Once the lock has passed, the right PIN works again.
    await adminDb()
      .doc(`organizations/${org.id}/pinAttempts/${staff.uid}`)
      .update({ lockedUntil: new Date(Date.now() - 1000) });
    await unlock(ANA_PIN);
  });

  it('holds against ten wrong guesses in parallel: at most four judged wrong, the rest locked', async () => {
    const guesses = await Promise.all(
      ['9990', '9991', '9992', '9993', '9994', '9995', '9996', '9997', '9998', '9999'].map((pin) =>
        api().post(`${base}/staff/unlock`).set(staff.auth).send({ pin, locationId: centro.id }),
      ),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 403).length).toBe(PIN_MAX_FAILURES - 1);
    expect(statuses.filter((s) => s === 429).length).toBe(10 - (PIN_MAX_FAILURES - 1));
    expect(await refused(staff, '/staff/unlock', { pin: ANA_PIN, locationId: centro.id }, 429)).toBe('pin-locked');
  });
});

describe('voids and cancelling', () => {
  it('voids a sent line only with a manager and a reason: off the totals, kept with who and why', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 20 });
    const session = (await unlock(ANA_PIN)).sessionId;
    const order = await sentOrder([croquette(3), croquette(1)], session);
    expect(order.totals.totalCents).toBe(3200);
    const [three, one] = order.lines;
    const path = `/orders/${order.id}/lines/${three!.id}/void`;

    expect(await refused(staff, path, { reason: 'Se equivocó' }, 403, session)).toBe('manager-required');
    // Ana's own PIN is not a manager's; it counts as a wrong one.
    expect(await refused(staff, path, { reason: 'Se equivocó', managerPin: ANA_PIN }, 403, session)).toBe(
      'pin-invalid',
    );
    await post(staff, path, { managerPin: MARTA_PIN }, 400, session);
    await post(staff, path, { reason: 'Se equivocó', managerPin: MARTA_PIN, quantity: 4 }, 400, session);
    expect((await call<Order>(staff, 'get', `/orders/${order.id}`, undefined, 200)).totals.totalCents).toBe(3200);

    const voided = await post<Order>(
      staff,
      path,
      { reason: 'Se equivocó de mesa', managerPin: MARTA_PIN, quantity: 2 },
      200,
      session,
    );
    expect(voided.lines.map((l) => [l.id, l.quantity, l.totalCents])).toEqual([
      [three!.id, 1, 800],
      [one!.id, 1, 800],
    ]);
    expect(voided.totals.totalCents).toBe(1600);
    expect(voided.dueCents).toBe(1600);
    expect(voided.voids).toEqual([
      expect.objectContaining({
        line: three,
        quantity: 2,
        amountCents: 1600,
        reason: 'Se equivocó de mesa',
        restocked: false,
        by: { id: ana.id, name: 'Ana Prueba' },
        authorizedBy: { id: marta.id, name: 'Marta Prueba' },
      }),
    ]);
    // A cooked dish is not back in stock unless asked.
    expect(await stock()).toBe(16);
    // The encargado's role authorises alone; the whole line, its stock given back on request.
    const again = await post<Order>(owner, `/orders/${order.id}/lines/${one!.id}/void`, {
      reason: 'No salió',
      restock: true,
    });
    expect(again.lines.map((l) => l.id)).toEqual([three!.id]);
    expect(again.totals.totalCents).toBe(800);
    expect(again.voids[1]).toMatchObject({ quantity: 1, restocked: true, authorizedBy: { id: `user:${owner.uid}` } });
    expect(await stock()).toBe(17);
  });

  it('lets an encargada en caja void alone with her session; refuses unsent and paid lines', async () => {
    const session = (await unlock(MARTA_PIN)).sessionId;
    const order = await sentOrder([croquette(2)], session);
    const withUnsent = await post<Order>(staff, `/orders/${order.id}/lines`, { lines: [croquette()] }, 200, session);
    const unsent = withUnsent.lines[1]!;
    expect(await refused(staff, `/orders/${order.id}/lines/${unsent.id}/void`, { reason: 'x' }, 409, session)).toBe(
      'not-sent',
    );
    await call(staff, 'delete', `/orders/${order.id}/lines/${unsent.id}`, undefined, 200, session);
    const voided = await post<Order>(
      staff,
      `/orders/${order.id}/lines/${order.lines[0]!.id}/void`,
      { reason: 'Frío', quantity: 1 },
      200,
      session,
    );
    expect(voided.voids[0]!.authorizedBy).toEqual({ id: marta.id, name: 'Marta Prueba' });
    await post(staff, `/orders/${order.id}/payments`, { method: 'card' }, 201, session);
    expect(await refused(owner, `/orders/${order.id}/lines/${order.lines[0]!.id}/void`, { reason: 'x' }, 409)).toBe(
      'order-closed',
    );
  });

  it('closes the order when what is left is already paid', async () => {
    const order = await sentOrder([croquette(), croquette()]);
    const [first, second] = order.lines;
    await post(staff, `/orders/${order.id}/payments`, { method: 'cash', lineIds: [first!.id] }, 201);
    const closed = await post<Order>(owner, `/orders/${order.id}/lines/${second!.id}/void`, { reason: 'Se fue' });
    expect(closed.status).toBe('paid');
    expect(closed.dueCents).toBe(0);
  });

  it('counts wrong manager PINs toward the device lockout', async () => {
    const order = await sentOrder([croquette()]);
    const path = `/orders/${order.id}/lines/${order.lines[0]!.id}/void`;
    for (let i = 1; i < PIN_MAX_FAILURES; i++)
      expect(await refused(staff, path, { reason: 'x', managerPin: '9999' }, 403)).toBe('pin-invalid');
    expect(await refused(staff, path, { reason: 'x', managerPin: '9999' }, 429)).toBe('pin-locked');
    expect(await refused(staff, path, { reason: 'x', managerPin: MARTA_PIN }, 429)).toBe('pin-locked');
    expect(await refused(staff, '/staff/unlock', { pin: ANA_PIN, locationId: centro.id }, 429)).toBe('pin-locked');
  });

  it('cancels an order with nothing paid with a reason and a manager; staff alone cannot', async () => {
    await adminDb().doc(`organizations/${org.id}/dishes/${croquettes.id}`).update({ stock: 10 });
    const session = (await unlock(ANA_PIN)).sessionId;
    const order = await sentOrder([croquette(2)], session);
    const path = `/orders/${order.id}/cancel`;
    expect(await refused(staff, path, { reason: 'Se marcharon' }, 403, session)).toBe('manager-required');
    expect(await refused(owner, path, { reason: 'Se marcharon' }, 423, session)).toBe('till-locked');
    await post(staff, path, { managerPin: MARTA_PIN }, 400, session);
    // The status call no longer cancels: it has no reason.
    await post(owner, `/orders/${order.id}/status`, { status: 'cancelled' }, 400);

    const cancelled = await post<Order>(staff, path, { reason: 'Se marcharon', managerPin: MARTA_PIN }, 200, session);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({
      reason: 'Se marcharon',
      by: { id: ana.id, name: 'Ana Prueba' },
      authorizedBy: { id: marta.id, name: 'Marta Prueba' },
    });
    expect(await stock()).toBe(10);
    // The table is free again.
    await post(staff, '/orders', { locationId: centro.id, tableId: 't1', lines: [] }, 201);
    expect(await refused(owner, path, { reason: 'Otra vez' }, 409)).toBe('invalid-transition');

    const paidPart = await sentOrder([croquette(), croquette()], undefined, 't2');
    await post(staff, `/orders/${paidPart.id}/payments`, { method: 'card', lineIds: [paidPart.lines[0]!.id] }, 201);
    expect(await refused(owner, `/orders/${paidPart.id}/cancel`, { reason: 'x' }, 409)).toBe('invalid-transition');
  });

  it('refunds with a manager: staff alone refused, with a manager PIN given back naming who and who authorised', async () => {
    const session = (await unlock(ANA_PIN)).sessionId;
    const order = await sentOrder([croquette(3)], session, 't2');
    await post(staff, `/orders/${order.id}/payments`, { method: 'card' }, 201, session);
    const path = `/orders/${order.id}/refunds`;
    const body = { lines: [{ lineId: order.lines[0]!.id, quantity: 2 }], reason: 'Estaba fría' };
    expect(await refused(staff, path, body, 403, session)).toBe('manager-required');
    // Nothing to give back answers so before any PIN is judged.
    expect(
      await refused(
        staff,
        path,
        { ...body, lines: [{ lineId: 'none', quantity: 1 }], managerPin: '9999' },
        409,
        session,
      ),
    ).toBe('not-refundable');
    // With its Idempotency-Key a retried refund answers the first one's result and gives nothing back twice.
    const retried = () =>
      api()
        .post(`${base}${path}`)
        .set(staff.auth)
        .set(STAFF_SESSION_HEADER, session)
        .set('Idempotency-Key', 'refund-key-1')
        .send({ ...body, managerPin: MARTA_PIN });
    const first = await retried();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await retried();
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.refund.id).toBe(first.body.refund.id);
    const done = first.body as RefundResult;
    expect(done.refund).toMatchObject({
      amountCents: 1600,
      by: { id: ana.id, name: 'Ana Prueba' },
      authorizedBy: { id: marta.id, name: 'Marta Prueba' },
    });
    // An encargada at the till refunds alone.
    const manager = (await unlock(MARTA_PIN)).sessionId;
    const alone = await post<RefundResult>(
      staff,
      path,
      { ...body, lines: [{ lineId: order.lines[0]!.id, quantity: 1 }] },
      201,
      manager,
    );
    expect(alone.refund.authorizedBy).toEqual(alone.refund.by);
  });
});
