import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  Category,
  Client,
  Coupon,
  Dish,
  Liability,
  Location,
  Order,
  PaymentResult,
  RefundResult,
  TillReport,
  Organization,
  Page,
  PromotionAccount,
  PromotionMovement,
  TimelinePage,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/** Issue 17: gift vouchers on the ledger of money owed to customers, the movements, the liability. */

let owner: Actor;
let manager: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let root: string;
let location: Location;
let dishes: Dish[];

type Method = 'get' | 'post' | 'put' | 'delete';

async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const url = `${path.startsWith('/api') ? '' : base}${path}`;
  const response = await api()[method](url).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

async function refused(actor: Actor, method: Method, path: string, body?: object) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  return { status: response.status, ...(response.body.error as { code: string; message: string; fields?: object }) };
}

const issue = (body: object, actor = manager) => call<PromotionAccount>(actor, 'post', '/vouchers', body, 201);
const movements = (accountId: string) =>
  call<Page<PromotionMovement>>(staff, 'get', `/accounts/${accountId}/movements?pageSize=100`);

const COLLECTIONS = [
  'promotionAccounts',
  'promotionMovements',
  'promotionCodes',
  'promotionCoupons',
  'promotionCouponUses',
  'clients',
  'clientTimeline',
];
/** Every promotions document of the organization, by path: what a refused call must leave as it was. */
async function stored() {
  const all: Record<string, unknown> = {};
  for (const name of COLLECTIONS)
    for (const doc of (await adminDb().collection(`organizations/${org.id}/${name}`).get()).docs)
      all[doc.ref.path] = doc.data();
  return all;
}

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  manager = await registeredUser('Marcos');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Casa Lola', ['restaurant', 'pos', 'crm', 'promotions']);
  await addMember(owner, org.id, manager, 'manager');
  await addMember(owner, org.id, staff, 'staff');
  root = `/api/organizations/${org.id}`;
  base = `${root}/promotions`;
  location = await createLocation(owner, org.id, { name: 'Centro', ticketSeries: 'P' });
  const category = await call<Category>(owner, 'post', `${root}/restaurant/categories`, { name: 'Carnes' }, 201);
  dishes = [
    await call<Dish>(
      owner,
      'post',
      `${root}/restaurant/dishes`,
      { name: 'Entrecot', price: '20', categoryId: category.id },
      201,
    ),
    await call<Dish>(
      owner,
      'post',
      `${root}/restaurant/dishes`,
      { name: 'Flan', price: '5', categoryId: category.id },
      201,
    ),
  ];
});

beforeEach(async () => {
  for (const name of COLLECTIONS)
    await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/${name}`));
});

describe('gift vouchers', () => {
  it('issues a voucher with an unguessable code, its issue movement and balance', async () => {
    const voucher = await issue({ amount: '50,00', expiresOn: '2099-12-31', note: 'Sorteo de Navidad' });
    expect(voucher).toMatchObject({
      kind: 'voucher',
      status: 'active',
      balance: 5000,
      initial: 5000,
      unitValueCents: 1,
      expiresOn: '2099-12-31',
      expired: false,
      client: null,
    });
    expect(voucher.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const other = await issue({ amount: 50 });
    expect(other.code).not.toBe(voucher.code);
    const { items } = await movements(voucher.id);
    expect(items).toEqual([
      {
        id: expect.any(String),
        accountId: voucher.id,
        kind: 'issue',
        units: 5000,
        balanceAfter: 5000,
        cause: {
          type: 'manager',
          by: { id: expect.stringMatching(/^user:/), name: 'Marcos Prueba' },
          reason: 'Sorteo de Navidad',
        },
        at: expect.any(String),
      },
    ]);
    expect(await call(staff, 'get', `/vouchers/${voucher.id}`)).toEqual(voucher);
  });

  it('refuses a bad body with Spanish field messages, and staff may not issue', async () => {
    const before = await stored();
    const error = await refused(manager, 'post', '/vouchers', { amount: 0, expiresOn: '2026-02-30', clientId: '../x' });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation-failed',
      fields: {
        amount: 'El importe debe ser mayor que cero',
        expiresOn: 'La fecha no es válida (AAAA-MM-DD)',
        clientId: 'El identificador no es válido',
      },
    });
    expect((await refused(manager, 'post', '/vouchers', { amount: -5 })).fields).toHaveProperty('amount');
    expect((await refused(staff, 'post', '/vouchers', { amount: 10 })).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('looks a code up however the till types it', async () => {
    const voucher = await issue({ amount: 20 });
    // A path segment: case and dashes do not matter (spaces are for the body of a payment).
    expect(await call(staff, 'get', `/vouchers/by-code/${voucher.code.toLowerCase()}`)).toEqual(voucher);
    expect(await call(staff, 'get', `/vouchers/by-code/${voucher.code.replace(/-/g, '')}`)).toEqual(voucher);
    const missing = await refused(staff, 'get', '/vouchers/by-code/AAAA-BBBB-CCCC');
    expect(missing).toMatchObject({
      status: 404,
      code: 'voucher-code-not-found',
      message: 'No hay ningún bono regalo con ese código',
    });
    expect((await refused(staff, 'get', '/vouchers/by-code/nada')).code).toBe('voucher-code-not-found');
  });

  it('lists vouchers newest first, searched by the start of a code', async () => {
    const first = await issue({ amount: 10 });
    const second = await issue({ amount: 20 });
    const all = await call<Page<PromotionAccount>>(staff, 'get', '/vouchers');
    expect(all.items.map((v) => v.id)).toEqual([second.id, first.id]);
    expect(all.total).toBe(2);
    const found = await call<Page<PromotionAccount>>(staff, 'get', `/vouchers?q=${first.code.slice(0, 9)}`);
    expect(found.items.map((v) => v.id)).toEqual([first.id]);
  });

  it('adjusts with a reason, never below zero, and cancels what is left', async () => {
    const voucher = await issue({ amount: 30 });
    const path = `/vouchers/${voucher.id}`;
    expect((await refused(manager, 'post', `${path}/adjust`, { direction: 'add', amount: 5 })).fields).toEqual({
      reason: 'Este campo es obligatorio',
    });
    expect((await refused(staff, 'post', `${path}/adjust`, { direction: 'add', amount: 5, reason: 'x' })).status).toBe(
      403,
    );
    const added = await call<PromotionAccount>(manager, 'post', `${path}/adjust`, {
      direction: 'add',
      amount: '5,50',
      reason: 'Compensación por la espera',
    });
    expect(added.balance).toBe(3550);
    const before = await stored();
    const tooMuch = await refused(manager, 'post', `${path}/adjust`, {
      direction: 'remove',
      amount: 36,
      reason: 'Error',
    });
    expect(tooMuch).toMatchObject({ status: 409, code: 'voucher-insufficient' });
    expect(await stored()).toEqual(before);
    const cancelled = await call<PromotionAccount>(manager, 'post', `${path}/cancel`, { reason: 'Robado' });
    expect(cancelled).toMatchObject({ status: 'cancelled', balance: 0 });
    expect(
      (await refused(manager, 'post', `${path}/adjust`, { direction: 'add', amount: 1, reason: 'Otra vez' })).code,
    ).toBe('voucher-cancelled');
    expect((await refused(manager, 'post', `${path}/cancel`, { reason: 'Otra vez' })).code).toBe('voucher-cancelled');
    const { items } = await movements(voucher.id);
    expect(items.map((m) => [m.kind, m.units, m.balanceAfter])).toEqual([
      ['cancel', -3550, 0],
      ['adjust', 550, 3550],
      ['issue', 3000, 3000],
    ]);
  });

  it('keeps every balance the sum of its movements', async () => {
    const vouchers = [await issue({ amount: 12 }), await issue({ amount: 40 })];
    await call(manager, 'post', `/vouchers/${vouchers[0]!.id}/adjust`, { direction: 'remove', amount: 2, reason: 'a' });
    await call(manager, 'post', `/vouchers/${vouchers[1]!.id}/adjust`, { direction: 'add', amount: 3, reason: 'b' });
    await call(manager, 'post', `/vouchers/${vouchers[1]!.id}/cancel`, { reason: 'c' });
    const accounts = await adminDb().collection(`organizations/${org.id}/promotionAccounts`).get();
    const ledger = await adminDb().collection(`organizations/${org.id}/promotionMovements`).get();
    for (const account of accounts.docs) {
      const sum = ledger.docs
        .filter((m) => m.data().accountId === account.id)
        .reduce((total, m) => total + (m.data().units as number), 0);
      expect(account.data().balance).toBe(sum);
    }
  });

  it('takes exactly what covers: 20 simultaneous withdrawals of a voucher that covers 3', async () => {
    const voucher = await issue({ amount: 30 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api()
          .post(`${base}/vouchers/${voucher.id}/adjust`)
          .set(manager.auth)
          .send({ direction: 'remove', amount: 10, reason: `Retirada ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status !== 200).every((r) => r.body.error.code === 'voucher-insufficient')).toBe(
      true,
    );
    const after = await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`);
    expect(after.balance).toBe(0);
    expect((await movements(voucher.id)).items).toHaveLength(4);
  });

  it('answers 404 for what does not exist', async () => {
    expect((await refused(staff, 'get', '/vouchers/nope')).status).toBe(404);
    expect((await refused(staff, 'get', '/accounts/nope/movements')).status).toBe(404);
    expect(
      (await refused(manager, 'post', '/vouchers/nope/adjust', { direction: 'add', amount: 1, reason: 'x' })).status,
    ).toBe(404);
  });
});

describe('vouchers of a client', () => {
  const newClient = () =>
    call<Client>(
      staff,
      'post',
      `/api/organizations/${org.id}/crm/clients`,
      { firstName: 'Clara', lastName: 'Sol' },
      201,
    );

  it('names the client, tells their timeline, refuses deleting them, follows a merge and an erase', async () => {
    const client = await newClient();
    const voucher = await issue({ amount: 25, clientId: client.id });
    expect(voucher.client).toEqual({ id: client.id, name: 'Clara Sol' });
    const crm = `/api/organizations/${org.id}/crm/clients`;
    const timeline = await call<TimelinePage>(staff, 'get', `${crm}/${client.id}/timeline`);
    expect(timeline.items[0]).toMatchObject({
      kind: 'voucher-issued',
      module: 'promotions',
      summary: `Bono regalo ${voucher.code} · 25,00 €`,
      amountCents: 2500,
    });
    const found = await call<Page<PromotionAccount>>(staff, 'get', '/vouchers?q=clara');
    expect(found.items.map((v) => v.id)).toEqual([voucher.id]);

    const deleted = await api().delete(`${crm}/${client.id}`).set(manager.auth);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toContain('bonos regalo');

    const kept = await call<Client>(staff, 'post', crm, { firstName: 'Clarita' }, 201);
    await call(manager, 'post', `${crm}/${kept.id}/merge`, { otherId: client.id });
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).client?.id).toBe(kept.id);

    await call(manager, 'post', `${crm}/${kept.id}/erase`, undefined, 204);
    const erased = await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`);
    expect(erased).toMatchObject({ client: null, balance: 2500 });
    expect((await call<Page<PromotionAccount>>(staff, 'get', '/vouchers?q=clarita')).items).toEqual([]);
  });

  it('refuses a client that does not exist, writing nothing', async () => {
    const before = await stored();
    expect((await refused(manager, 'post', '/vouchers', { amount: 10, clientId: 'nadie' })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('the liability', () => {
  it('is what is owed at any moment, from the ledger, expired balances apart', async () => {
    const start = new Date().toISOString();
    const live = await issue({ amount: 50 });
    const expired = await issue({ amount: 20, expiresOn: '2020-01-01' });
    await call(manager, 'post', `/vouchers/${live.id}/adjust`, { direction: 'remove', amount: 15, reason: 'Uso' });
    const now = await call<Liability>(manager, 'get', '/liability');
    expect(now.vouchers).toEqual({ accounts: 1, units: 3500, cents: 3500 });
    expect(now.expired).toEqual({ accounts: 1, units: 2000, cents: 2000 });
    expect(now.points.cents + now.sessions.cents).toBe(0);
    expect(now.totalCents).toBe(3500);
    const before = await call<Liability>(manager, 'get', `/liability?at=${encodeURIComponent(start)}`);
    expect(before.totalCents).toBe(0);
    expect(expired.expired).toBe(true);
    expect((await refused(manager, 'get', '/liability?at=ayer')).fields).toEqual({ at: 'La fecha no es válida' });
    expect((await refused(staff, 'get', '/liability')).status).toBe(403);
  });
});

describe('with CRM off', () => {
  it('issues vouchers without a client, and refuses one with a client', async () => {
    const other = await createOrganization(owner, 'Sin CRM', ['promotions']);
    const path = `/api/organizations/${other.id}/promotions/vouchers`;
    await call(owner, 'post', path, { amount: 10 }, 201);
    const response = await api().post(path).set(owner.auth).send({ amount: 10, clientId: 'c1' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('module-disabled');
  });
});

describe('coupons', () => {
  const coupon = (body: object) => call<Coupon>(manager, 'post', '/coupons', body, 201);
  /** An open order of an Entrecot (20 €) and a Flan (5 €). */
  const newOrder = () =>
    call<Order>(
      staff,
      'post',
      `${root}/orders`,
      {
        locationId: location.id,
        lines: dishes.map((dish) => ({ kind: 'dish', dishId: dish.id, quantity: 1 })),
      },
      201,
    );
  const applyTo = (order: Order, code: string) =>
    api().put(`${root}/orders/${order.id}/coupon`).set(staff.auth).send({ code });

  it('keeps codes unique case-insensitively, refuses bad bodies, and staff may only read', async () => {
    const made = await coupon({ code: 'verano10', type: 'percentage', value: 10 });
    expect(made).toMatchObject({ code: 'VERANO10', type: 'percentage', percent: 10, amountCents: 0, uses: 0 });
    const taken = await refused(manager, 'post', '/coupons', { code: 'Verano10', type: 'fixed', value: 5 });
    expect(taken).toMatchObject({ status: 409, code: 'coupon-code-taken' });
    const bad = await refused(manager, 'post', '/coupons', { code: 'X', type: 'percentage', value: 0 });
    expect(bad.fields).toEqual({
      code: 'El código lleva de 3 a 30 letras, números o guiones',
      value: 'El porcentaje va de 1 a 100',
    });
    expect((await refused(staff, 'post', '/coupons', { code: 'OTRO', type: 'fixed', value: 5 })).status).toBe(403);
    expect((await call<Page<Coupon>>(staff, 'get', '/coupons?q=vera')).items.map((c) => c.id)).toEqual([made.id]);
    // Renaming frees the old code.
    await call(manager, 'put', `/coupons/${made.id}`, { code: 'INVIERNO', type: 'percentage', value: 15 });
    const fixed = await coupon({ code: 'VERANO10', type: 'fixed', value: '5,50', minimum: 20 });
    expect(fixed).toMatchObject({ percent: 0, amountCents: 550, minimumCents: 2000 });
  });

  it('prices a percentage on the server and records the use with the payment that closes the order', async () => {
    const made = await coupon({ code: 'DIEZ', type: 'percentage', value: 10, minimum: 20 });
    const order = await newOrder();
    const applied = await applyTo(order, ' diez ');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const priced = applied.body as Order;
    expect(priced.coupon).toEqual({ id: made.id, code: 'DIEZ', lineId: expect.any(String) });
    expect(priced.lines.find((l) => l.id === priced.coupon!.lineId)).toMatchObject({
      kind: 'discount',
      name: 'Cupón DIEZ',
      totalCents: -250,
    });
    expect(priced.dueCents).toBe(2250);
    // Applying again replaces it (one coupon per order).
    const again = (await applyTo(order, 'DIEZ')).body as Order;
    expect(again.lines.filter((l) => l.kind === 'discount')).toHaveLength(1);
    expect((await call<Coupon>(staff, 'get', `/coupons/${made.id}`)).uses).toBe(0);
    const paid = await call<PaymentResult>(
      staff,
      'post',
      `${root}/orders/${order.id}/payments`,
      { method: 'card' },
      201,
    );
    expect(paid.payment.amountCents).toBe(2250);
    expect((await call<Coupon>(staff, 'get', `/coupons/${made.id}`)).uses).toBe(1);
    expect((await refused(manager, 'delete', `/coupons/${made.id}`)).status).toBe(409);
  });

  it('says why a code does not apply, writing nothing', async () => {
    await coupon({ code: 'PASADO', type: 'fixed', value: 5, validTo: '2020-01-01' });
    await coupon({ code: 'BELLEZA', type: 'fixed', value: 5, modules: ['beauty'] });
    await coupon({ code: 'SOLOCAFE', type: 'fixed', value: 5, itemIds: ['cafe'] });
    await coupon({ code: 'MINIMO', type: 'fixed', value: 5, minimum: 100 });
    await coupon({ code: 'APAGADO', type: 'fixed', value: 5, active: false });
    const order = await newOrder();
    const before = await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get();
    const cases: [string, number, string, string][] = [
      ['NOEXISTE', 400, 'coupon-not-found', 'No hay ningún cupón con ese código'],
      ['PASADO', 400, 'coupon-expired', 'Este cupón no está vigente hoy'],
      ['BELLEZA', 400, 'coupon-not-applicable', 'Este cupón no se aplica a este pedido ni a sus productos'],
      ['SOLOCAFE', 400, 'coupon-not-applicable', 'Este cupón no se aplica a este pedido ni a sus productos'],
      ['MINIMO', 400, 'coupon-under-minimum', 'El pedido no llega al importe mínimo de este cupón'],
      ['APAGADO', 400, 'coupon-not-found', 'No hay ningún cupón con ese código'],
    ];
    for (const [code, status, error, message] of cases) {
      const response = await applyTo(order, code);
      expect(response.status, code).toBe(status);
      expect(response.body.error, code).toMatchObject({ code: error, fields: { code: message } });
    }
    const after = await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get();
    expect(after.data()).toEqual(before.data());
  });

  it('prices a coupon at the quick sale in its transaction, records the use, and refuses a bad one writing nothing', async () => {
    const made = await coupon({ code: 'BARRA', type: 'fixed', value: 2, maxUses: 1 });
    const quick = (code: string) =>
      api()
        .post(`${root}/orders/quick-sale`)
        .set(staff.auth)
        .send({
          locationId: location.id,
          lines: [{ kind: 'dish', dishId: dishes[1]!.id, quantity: 1 }],
          payment: { method: 'cash' },
          coupon: code,
        });
    const orders = async () => (await adminDb().collection(`organizations/${org.id}/orders`).get()).size;
    const before = await orders();
    const sold = await quick('barra');
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const { order, payment, ticket } = sold.body as PaymentResult;
    expect(order).toMatchObject({ status: 'paid', quick: true, coupon: { id: made.id, code: 'BARRA' } });
    expect(order.lines.find((l) => l.kind === 'discount')).toMatchObject({ name: 'Cupón BARRA', totalCents: -200 });
    expect(payment.amountCents).toBe(300);
    expect(ticket.discountCents).toBe(200);
    expect((await call<Coupon>(staff, 'get', `/coupons/${made.id}`)).uses).toBe(1);
    // Used up, unknown: the sale is refused with the coupon's own words, and no order is written.
    const exhausted = await quick('BARRA');
    expect(exhausted.status).toBe(409);
    expect(exhausted.body.error.code).toBe('coupon-exhausted');
    const unknown = await quick('NOEXISTE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'coupon-not-found',
      fields: { code: 'No hay ningún cupón con ese código' },
    });
    expect(await orders()).toBe(before + 1);
  });

  it('takes the coupon off an open order', async () => {
    await coupon({ code: 'QUITAR', type: 'fixed', value: 3 });
    const order = await newOrder();
    await applyTo(order, 'QUITAR');
    const removed = await call<Order>(staff, 'delete', `${root}/orders/${order.id}/coupon`);
    expect(removed.coupon).toBeNull();
    expect(removed.lines.some((l) => l.kind === 'discount')).toBe(false);
    expect(removed.dueCents).toBe(2500);
  });

  it('a coupon of 5 uses closing 20 orders at once: exactly 5 uses, the others refused with nothing written', async () => {
    const made = await coupon({ code: 'CINCO', type: 'fixed', value: 1, maxUses: 5 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder()));
    for (const order of orders) expect((await applyTo(order, 'CINCO')).status).toBe(200);
    const responses = await Promise.all(
      orders.map((order) => api().post(`${root}/orders/${order.id}/payments`).set(staff.auth).send({ method: 'card' })),
    );
    const ok = responses.filter((r) => r.status === 201);
    expect(ok).toHaveLength(5);
    for (const response of responses.filter((r) => r.status !== 201))
      expect(response.body.error).toMatchObject({
        code: 'coupon-exhausted',
        message: 'Este cupón ya se ha usado todas las veces que permite',
      });
    expect((await call<Coupon>(staff, 'get', `/coupons/${made.id}`)).uses).toBe(5);
    const paid = await adminDb()
      .collection(`organizations/${org.id}/orders`)
      .where('coupon.id', '==', made.id)
      .where('status', '==', 'paid')
      .get();
    expect(paid.size).toBe(5);
    const tickets = await adminDb().collection(`organizations/${org.id}/tickets`).get();
    const codes = new Set(tickets.docs.map((t) => t.id));
    for (const response of ok) expect(codes.has((response.body as PaymentResult).ticket.code)).toBe(true);
  });

  it('limits uses per client', async () => {
    await coupon({ code: 'UNOPOR', type: 'fixed', value: 2, maxUsesPerClient: 1 });
    const client = await call<Client>(staff, 'post', `${root}/crm/clients`, { firstName: 'Rita' }, 201);
    const first = await newOrder();
    expect((await applyTo(first, 'UNOPOR')).body.error).toMatchObject({ code: 'coupon-not-applicable' });
    await call(staff, 'put', `${root}/orders/${first.id}/client`, { clientId: client.id });
    expect((await applyTo(first, 'UNOPOR')).status).toBe(200);
    await call(staff, 'post', `${root}/orders/${first.id}/payments`, { method: 'card' }, 201);
    const second = await newOrder();
    await call(staff, 'put', `${root}/orders/${second.id}/client`, { clientId: client.id });
    expect((await applyTo(second, 'UNOPOR')).body.error).toMatchObject({ code: 'coupon-exhausted' });
  });
});

describe('the gift voucher as a payment method', () => {
  /** An open order of an Entrecot (20 €) and a Flan (5 €), or of `flans` flans alone. */
  const newOrder = (flans = 0) =>
    call<Order>(
      staff,
      'post',
      `${root}/orders`,
      {
        locationId: location.id,
        lines: flans
          ? [{ kind: 'dish', dishId: dishes[1]!.id, quantity: flans }]
          : dishes.map((dish) => ({ kind: 'dish', dishId: dish.id, quantity: 1 })),
      },
      201,
    );
  const pay = (order: Order, body: object, key?: string) => {
    const request = api().post(`${root}/orders/${order.id}/payments`).set(staff.auth);
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const voucherPart = (code: string, amount: number | string) => ({ tenders: [{ kind: 'voucher', code, amount }] });
  const report = () => call<TillReport>(staff, 'get', `${root}/tills/${location.id}/report`);

  it('pays part by voucher and part cash: the ticket shows both, the voucher its redemption, the till only the cash', async () => {
    const voucher = await issue({ amount: 10 });
    const order = await newOrder();
    const before = await report();
    const response = await pay(order, { method: 'cash', tendered: 20, ...voucherPart(voucher.code, 10) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { payment, ticket } = response.body as PaymentResult;
    const display = `····-····-${voucher.code.slice(-4)}`;
    expect(payment).toMatchObject({
      amountCents: 2500,
      cashCents: 1500,
      cardCents: 0,
      tenderedCents: 2000,
      changeCents: 500,
      tenders: [{ kind: 'voucher', label: 'Bono regalo', reference: voucher.id, display, amountCents: 1000 }],
    });
    expect(ticket.payment.tenders).toEqual([{ label: 'Bono regalo', display, amountCents: 1000 }]);
    expect(JSON.stringify(ticket)).not.toContain(voucher.code);
    expect((response.body as PaymentResult).order.status).toBe('paid');
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).balance).toBe(0);
    expect((await movements(voucher.id)).items[0]).toMatchObject({
      kind: 'redeem',
      units: -1000,
      balanceAfter: 0,
      cause: { type: 'order', orderId: order.id, paymentId: payment.id, ticketCode: ticket.code },
    });
    const after = await report();
    expect(after.sales.totalCents - before.sales.totalCents).toBe(2500);
    expect(after.sales.cashCents - before.sales.cashCents).toBe(1500);
    expect(after.sales.cardCents - before.sales.cardCents).toBe(0);
  });

  it('refuses an unknown code, a short balance or more than is due, writing nothing', async () => {
    const voucher = await issue({ amount: 5 });
    const order = await newOrder();
    const before = await stored();
    const unknown = await pay(order, { method: 'card', ...voucherPart('AAAA-BBBB-CCCC', 5) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'tenders.0.code': 'No hay ningún bono regalo con ese código' });
    const short = await pay(order, { method: 'card', ...voucherPart(voucher.code, 6) });
    expect(short.status).toBe(409);
    expect(short.body.error).toMatchObject({ code: 'voucher-insufficient', details: { balanceCents: 500 } });
    expect(await stored()).toEqual(before);
    const big = await issue({ amount: 100 });
    const tooMuch = await pay(order, { method: 'card', ...voucherPart(big.code, 30) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields).toEqual({ tenders: 'El bono paga más de lo que se cobra' });
    const twice = await pay(order, {
      method: 'card',
      tenders: [
        { kind: 'voucher', code: big.code, amount: 1 },
        { kind: 'voucher', code: big.code.toLowerCase(), amount: 1 },
      ],
    });
    expect(twice.body.error.fields).toEqual({ 'tenders.1.code': 'Este bono ya está en el cobro' });
    const big2 = await stored();
    expect(Object.keys(big2).length).toBe(Object.keys(before).length + 3);
    await call(manager, 'post', `/vouchers/${voucher.id}/cancel`, { reason: 'Perdido' });
    const cancelled = await pay(order, { method: 'card', ...voucherPart(voucher.code, 1) });
    expect(cancelled.body.error.code).toBe('voucher-cancelled');
    const unpaid = await adminDb().doc(`organizations/${org.id}/orders/${order.id}`).get();
    expect(unpaid.data()!.payments).toEqual([]);
  });

  it('a payment retried with the same Idempotency-Key redeems once', async () => {
    const voucher = await issue({ amount: 50 });
    const order = await newOrder();
    const body = { method: 'card', ...voucherPart(voucher.code, 25) };
    const first = await pay(order, body, 'pago-bono-0001');
    const again = await pay(order, body, 'pago-bono-0001');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.payment.id).toBe(first.body.payment.id);
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).balance).toBe(2500);
    expect((await movements(voucher.id)).items.filter((m) => m.kind === 'redeem')).toHaveLength(1);
  });

  it('a refund gives back to the voucher what it paid, before any cash', async () => {
    const voucher = await issue({ amount: 30 });
    const order = await newOrder();
    const paid = await pay(order, { method: 'cash', ...voucherPart(voucher.code, 22) });
    expect(paid.status).toBe(201);
    const line = (paid.body as PaymentResult).order.lines.find((l) => l.refId === dishes[0]!.id)!;
    const refunded = await call<RefundResult>(
      manager,
      'post',
      `${root}/orders/${order.id}/refunds`,
      { lines: [{ lineId: line.id, quantity: 1 }], reason: 'Frío' },
      201,
    );
    expect(refunded.refund).toMatchObject({ amountCents: 2000, cashCents: 0, cardCents: 0 });
    expect(refunded.refund.tenders).toEqual([
      { kind: 'voucher', reference: voucher.id, amountCents: 2000, paymentId: paid.body.payment.id },
    ]);
    expect(refunded.ticket.payment.tenders).toEqual([
      { label: 'Bono regalo', display: `····-····-${voucher.code.slice(-4)}`, amountCents: -2000 },
    ]);
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).balance).toBe(2800);
    expect((await movements(voucher.id)).items[0]).toMatchObject({
      kind: 'refund',
      units: 2000,
      cause: { type: 'order', orderId: order.id, refundId: refunded.refund.id, ticketCode: refunded.ticket.code },
    });
    // The Flan (5 €): 2 € more of the voucher, then 3 € of cash.
    const flan = (paid.body as PaymentResult).order.lines.find((l) => l.refId === dishes[1]!.id)!;
    const rest = await call<RefundResult>(
      manager,
      'post',
      `${root}/orders/${order.id}/refunds`,
      { lines: [{ lineId: flan.id, quantity: 1 }] },
      201,
    );
    expect(rest.refund).toMatchObject({ amountCents: 500, cashCents: 300 });
    expect(rest.refund.tenders?.[0]?.amountCents).toBe(200);
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).balance).toBe(3000);
  });

  it("the issue's journey: a 10 % coupon, then part voucher part cash, retried once, counted once", async () => {
    const made = await call<Coupon>(
      manager,
      'post',
      '/coupons',
      { code: 'DIEZPC', type: 'percentage', value: 10 },
      201,
    );
    const voucher = await issue({ amount: 50 });
    const order = await newOrder();
    const priced = await call<Order>(staff, 'put', `${root}/orders/${order.id}/coupon`, { code: 'diezpc' });
    expect(priced.dueCents).toBe(2250);
    const body = { method: 'cash', tendered: 5, ...voucherPart(voucher.code, 20) };
    const first = await pay(priced, body, 'journey-key-0001');
    const retry = await pay(priced, body, 'journey-key-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(retry.body).toEqual(first.body);
    const { payment, ticket, order: paid } = first.body as PaymentResult;
    expect(payment).toMatchObject({ amountCents: 2250, discountCents: 250, cashCents: 250, changeCents: 250 });
    expect(ticket.discountCents).toBe(250);
    expect(ticket.payment.tenders?.[0]?.amountCents).toBe(2000);
    expect(paid.status).toBe('paid');
    expect((await call<Coupon>(staff, 'get', `/coupons/${made.id}`)).uses).toBe(1);
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).balance).toBe(3000);
    expect((await movements(voucher.id)).items.map((m) => m.kind)).toEqual(['redeem', 'issue']);
  });

  it('20 simultaneous payments with one voucher that covers 3: exactly 3 succeed, never below zero', async () => {
    const voucher = await issue({ amount: 30 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder(2)));
    const responses = await Promise.all(
      orders.map((order) => pay(order, { method: 'card', ...voucherPart(voucher.code, 10) })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    for (const response of responses.filter((r) => r.status !== 201))
      expect(response.body.error.code).toBe('voucher-insufficient');
    expect((await call<PromotionAccount>(staff, 'get', `/vouchers/${voucher.id}`)).balance).toBe(0);
    const ledger = (await movements(voucher.id)).items;
    expect(ledger.filter((m) => m.kind === 'redeem')).toHaveLength(3);
    expect(ledger.every((m) => m.balanceAfter >= 0)).toBe(true);
  });
});
