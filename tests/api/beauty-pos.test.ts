import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  todayIn,
  type Appointment,
  type BeautyPosCatalog,
  type Client,
  type Employee,
  type Location,
  type Material,
  type Order,
  type Organization,
  type PaymentResult,
  type PromotionAccount,
  type RefundResult,
  type Service,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Issue 18: the salon's sales through the sales core: services priced from the catalogue with their materials taken
 * from stock (below zero when short), packs of sessions sold to a client and redeemed session by session (exactly
 * what is left under concurrency), refunds giving sessions back and cancelling unused packs.
 */

let owner: Actor;
let staff: Actor;
let org: Organization;
let root: string;
let location: Location;
let ana: Employee;
let client: Client;

type Method = 'get' | 'post' | 'put' | 'delete';
async function call<T>(actor: Actor, method: Method, path: string, body?: object, status = 200): Promise<T> {
  const response = await api()[method](`${root}${path}`).set(actor.auth).send(body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body as T;
}

/** The salon's catalogue, made through its API for each test (ids in `ids`). */
const ids = { category: '', dye: '', colour: '', cut: '', pack: '' };
const material = async () => (await call<Material>(owner, 'get', `/beauty/materials/${ids.dye}`)).stock;
const sessionsOf = (clientId: string) => call<PromotionAccount[]>(staff, 'get', `/beauty/clients/${clientId}/sessions`);

/** Every line of an order refunded, as a till asks it. */
const refundAll = (order: Order, reason = 'Devolución') => ({
  lines: order.lines.map((line) => ({ lineId: line.id, quantity: line.quantity })),
  reason,
});

const quickSale = (body: object, key?: string) => {
  const request = api().post(`${root}/orders/quick-sale`).set(staff.auth);
  return (key ? request.set('Idempotency-Key', key) : request).send({
    module: 'beauty',
    locationId: location.id,
    ...body,
  });
};
const colour = (fields: object = {}) => ({
  kind: 'service',
  serviceId: ids.colour,
  employeeId: ana.id,
  quantity: 1,
  ...fields,
});

beforeAll(async () => {
  await clearEmulators();
  ({ owner, staff, org } = await organizationTeam('Peluquería Prueba', ['beauty', 'pos', 'crm', 'promotions']));
  root = `/api/organizations/${org.id}`;
  // Open, and Ana working, every day from 9 to 21: appointments can be booked any day.
  const everyDay = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from: '09:00', to: '21:00' }]]),
  );
  location = await createLocation(owner, org.id, { name: 'Salón', ticketSeries: 'PL', openingHours: everyDay });
  ana = await call<Employee>(
    owner,
    'post',
    '/configuration/employees',
    { firstName: 'Ana', lastName: 'Ruiz', locationIds: [location.id], workingHours: everyDay },
    201,
  );
  client = await call<Client>(owner, 'post', '/crm/clients', { firstName: 'Clara', lastName: 'Sol' }, 201);
});

beforeEach(async () => {
  const post = async (path: string, body: object) => (await call<{ id: string }>(owner, 'post', path, body, 201)).id;
  ids.category = await post('/beauty/service-categories', { name: 'Peluquería' });
  ids.dye = await post('/beauty/materials', {
    name: 'Tinte',
    unit: 'ml',
    stock: 100,
    costPerUnit: 0.1333,
    alertLevel: 20,
  });
  ids.colour = await post('/beauty/services', {
    name: 'Color',
    categoryId: ids.category,
    durationMinutes: 90,
    processing: { startsAfter: 30, minutes: 40 },
    price: 50,
    employeeIds: [ana.id],
    materials: [{ materialId: ids.dye, quantity: 60 }],
  });
  ids.cut = await post('/beauty/services', {
    name: 'Corte',
    categoryId: ids.category,
    durationMinutes: 30,
    price: 20,
    employeeIds: [],
  });
  ids.pack = await post('/beauty/packs', {
    name: 'Bono color',
    items: [
      { serviceId: ids.colour, sessions: 2 },
      { serviceId: ids.cut, sessions: 2 },
    ],
    price: 120,
    validityDays: 180,
  });
  await adminDb().recursiveDelete(adminDb().collection(`organizations/${org.id}/promotionAccounts`));
});

afterEach(async () => {
  // Each test's catalogue goes (the catalogue's own deletes: the pack first, then what it holds).
  for (const path of [`packs/${ids.pack}`, `services/${ids.colour}`, `services/${ids.cut}`, `materials/${ids.dye}`])
    await call(owner, 'delete', `/beauty/${path}`, undefined, 204);
  await call(owner, 'delete', `/beauty/service-categories/${ids.category}`, undefined, 204);
});

describe("the salon till's catalogue", () => {
  it('lists the active services with who does them at the location, and the packs', async () => {
    const catalog = await call<BeautyPosCatalog>(staff, 'get', `/pos/beauty/catalog?locationId=${location.id}`);
    expect(catalog.locationId).toBe(location.id);
    expect(catalog.categories.map((c) => c.name)).toEqual(['Peluquería']);
    expect(catalog.services.map((s) => [s.name, s.priceCents, s.employees])).toEqual([
      ['Color', 5000, [{ id: ana.id, name: 'Ana Ruiz' }]],
      ['Corte', 2000, []],
    ]);
    expect(catalog.packs.map((p) => p.name)).toEqual(['Bono color']);
  });
});

describe('a service charged at the salon', () => {
  it('is priced from the catalogue, names who did it, and takes its materials from stock', async () => {
    const response = await quickSale({ lines: [colour()], payment: { method: 'card' } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { order, ticket } = response.body as PaymentResult;
    expect(order.module).toBe('beauty');
    expect(order.lines[0]).toMatchObject({
      kind: 'service',
      name: 'Color',
      unitPriceCents: 5000,
      vatRate: 21,
      category: 'Peluquería',
      employeeId: ana.id,
      materials: [{ materialId: ids.dye, quantity: 60 }],
      details: [{ label: 'Con Ana Ruiz', priceDeltaCents: 0 }],
    });
    expect(ticket.totalCents).toBe(5000);
    // No table nor 'Para llevar' on a salon's ticket.
    expect(ticket.table).toBe('');
    expect(await material()).toBe(40);
  });

  it('goes below zero when the stock is short (the service was done), and a refund may give the materials back', async () => {
    const first = await quickSale({ lines: [colour({ quantity: 2 })], payment: { method: 'cash' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await material()).toBe(-20);
    const { order } = first.body as PaymentResult;
    await call<RefundResult>(
      owner,
      'post',
      `/orders/${order.id}/refunds`,
      { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }], restock: true, reason: 'Clienta no satisfecha' },
      201,
    );
    expect(await material()).toBe(40);
  });

  it('refuses an employee who does not do the service, and an unknown service, writing nothing', async () => {
    const wrong = await quickSale({
      lines: [{ kind: 'service', serviceId: ids.cut, employeeId: ana.id, quantity: 1 }],
      payment: { method: 'card' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ 'lines.0.employeeId': 'Ana no hace este servicio' });
    const unknown = await quickSale({
      lines: [{ kind: 'service', serviceId: 'nope', quantity: 1 }],
      payment: { method: 'card' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'lines.0.serviceId': 'Este servicio ya no está a la venta' });
    expect(await material()).toBe(100);
  });
});

describe('with the beauty module off', () => {
  it("refuses a salon's lines at another till (403), writing nothing", async () => {
    const bar = await organizationTeam('Bar sin salón', ['restaurant', 'pos']);
    const barLocation = await createLocation(bar.owner, bar.org.id, { name: 'Barra', ticketSeries: 'BS' });
    const response = await api()
      .post(`/api/organizations/${bar.org.id}/orders/quick-sale`)
      .set(bar.staff.auth)
      .send({ locationId: barLocation.id, lines: [colour()], payment: { method: 'card' } });
    expect(response.status).toBe(403);
    const orders = await adminDb().collection(`organizations/${bar.org.id}/orders`).get();
    expect(orders.size).toBe(0);
  });
});

describe('a counter sale paid in part by a gift voucher', () => {
  it('redeems the voucher with the sale, once on a retry, and the card pays the rest', async () => {
    const voucher = await call<PromotionAccount>(owner, 'post', '/promotions/vouchers', { amount: 30 }, 201);
    const body = {
      lines: [colour()],
      clientId: client.id,
      payment: { method: 'card', tenders: [{ kind: 'voucher', code: voucher.code, amount: '30,00' }] },
    };
    const first = await quickSale(body, 'venta-bono-salon-1');
    const again = await quickSale(body, 'venta-bono-salon-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.body.payment.id).toBe(first.body.payment.id);
    const { payment } = first.body as PaymentResult;
    expect(payment).toMatchObject({ amountCents: 5000, cardCents: 2000 });
    expect(payment.tenders).toEqual([expect.objectContaining({ kind: 'voucher', amountCents: 3000 })]);
    const after = await call<PromotionAccount>(staff, 'get', `/promotions/vouchers/${voucher.id}`);
    expect(after.balance).toBe(0);
  });
});

describe('an appointment charged at the till', () => {
  const book = (start: string) =>
    call<Appointment>(
      staff,
      'post',
      '/beauty/appointments',
      {
        clientId: client.id,
        locationId: location.id,
        date: addDays(todayIn('Europe/Madrid'), 1),
        start,
        services: [{ serviceId: ids.colour, employeeId: ana.id }],
      },
      201,
    );
  const complete = async (appointment: Appointment) => {
    for (const state of ['in-progress', 'completed'])
      await call(staff, 'post', `/beauty/appointments/${appointment.id}/state`, { state });
  };

  it('is charged once it is completed, and only once', async () => {
    const appointment = await book('10:00');
    const early = await quickSale({
      lines: [colour({ appointmentId: appointment.id })],
      clientId: client.id,
      payment: { method: 'card' },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Completa la cita antes de cobrarla');
    await complete(appointment);
    // The colour costs more since it was booked: the appointment is charged at the price agreed.
    const colourNow = await call<Service>(owner, 'get', `/beauty/services/${ids.colour}`);
    const { id: _id, createdAt: _c, updatedAt: _u, priceCents: _p, ...fields } = colourNow;
    await call(owner, 'put', `/beauty/services/${ids.colour}`, { ...fields, price: 60 });

    const charged = await quickSale({
      lines: [colour({ appointmentId: appointment.id })],
      clientId: client.id,
      payment: { method: 'card' },
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(201);
    const { order, ticket } = charged.body as PaymentResult;
    expect(order.lines[0]).toMatchObject({ appointmentId: appointment.id, unitPriceCents: 5000 });
    expect(await call<Appointment>(staff, 'get', `/beauty/appointments/${appointment.id}`)).toMatchObject({
      state: 'completed',
      charged: { orderId: order.id, ticketCode: ticket.code },
    });
    const again = await quickSale({
      lines: [colour({ appointmentId: appointment.id })],
      clientId: client.id,
      payment: { method: 'card' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta cita ya está cobrada');
  });

  it('charged by two tills at once: one sale', async () => {
    const appointment = await book('12:00');
    await complete(appointment);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        quickSale({ lines: [colour({ appointmentId: appointment.id })], payment: { method: 'card' } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('a pack of sessions', () => {
  const buyPack = async () => {
    const response = await quickSale({
      lines: [{ kind: 'pack', packId: ids.pack }],
      clientId: client.id,
      payment: { method: 'card' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as PaymentResult;
  };

  it("is sold to a client: one sessions account per service, valued by the pack's price, VAT with the sale", async () => {
    const { order, ticket } = await buyPack();
    expect(ticket.totalCents).toBe(12_000);
    expect(ticket.vat).toEqual([{ rate: 21, baseCents: 9917, vatCents: 2083, grossCents: 12_000 }]);
    expect(order.lines[0]!.details.map((d) => d.label)).toEqual([
      '2 × Color',
      '2 × Corte',
      expect.stringMatching(/^Válido hasta \d\d\/\d\d\/\d{4}$/),
    ]);
    const accounts = await sessionsOf(client.id);
    // List prices 2 × 50 + 2 × 20 = 140 € shared out over 120 €: colour 42,86 €, cut 17,14 € a session.
    expect(accounts.map((a) => [a.covers?.name, a.balance, a.unitValueCents])).toEqual([
      ['Color', 2, 4286],
      ['Corte', 2, 1714],
    ]);
    expect(accounts[0]!.client).toEqual({ id: client.id, name: 'Clara Sol' });
  });

  it('needs a client', async () => {
    const response = await quickSale({ lines: [{ kind: 'pack', packId: ids.pack }], payment: { method: 'card' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      clientId: 'Un bono de sesiones es para un cliente: elige el cliente',
    });
    expect(await sessionsOf(client.id)).toEqual([]);
  });

  it('pays a service with a session (0 €, the materials still used), and a refund gives the session back', async () => {
    await buyPack();
    const colourAccount = (await sessionsOf(client.id)).find((a) => a.covers?.refId === ids.colour)!;
    const response = await quickSale({
      lines: [colour({ sessionAccountId: colourAccount.id })],
      clientId: client.id,
      payment: { method: 'cash' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { order, ticket } = response.body as PaymentResult;
    expect(ticket.totalCents).toBe(0);
    expect(order.lines[0]!.details.map((d) => d.label)).toEqual(['Con Ana Ruiz', 'Sesión de «Bono color»']);
    expect(await material()).toBe(40);
    expect((await sessionsOf(client.id)).find((a) => a.id === colourAccount.id)!.balance).toBe(1);

    await call(owner, 'post', `/orders/${order.id}/refunds`, refundAll(order), 201);
    expect((await sessionsOf(client.id)).find((a) => a.id === colourAccount.id)!.balance).toBe(2);
  });

  it("is not another client's, nor another service's", async () => {
    await buyPack();
    const [colourAccount] = await sessionsOf(client.id);
    const other = await call<Client>(owner, 'post', '/crm/clients', { firstName: 'Otra' }, 201);
    const stranger = await quickSale({
      lines: [colour({ sessionAccountId: colourAccount!.id })],
      clientId: other.id,
      payment: { method: 'cash' },
    });
    expect(stranger.status).toBe(409);
    expect(stranger.body.error.message).toBe('Este bono de sesiones es de otro cliente');
    const cut = await quickSale({
      lines: [{ kind: 'service', serviceId: ids.cut, quantity: 1, sessionAccountId: colourAccount!.id }],
      clientId: client.id,
      payment: { method: 'cash' },
    });
    expect(cut.status).toBe(400);
    expect(cut.body.error.fields).toEqual({ sessionAccountId: 'Ese bono no es de este servicio' });
    expect((await sessionsOf(client.id))[0]!.balance).toBe(2);
  });

  it('5 simultaneous redemptions of a pack with 2 sessions left: exactly 2 go through', async () => {
    await buyPack();
    const [colourAccount] = await sessionsOf(client.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        quickSale({
          lines: [colour({ sessionAccountId: colourAccount!.id })],
          clientId: client.id,
          payment: { method: 'cash' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.error.message).toBe('El bono no tiene sesiones suficientes');
    expect((await sessionsOf(client.id)).some((a) => a.id === colourAccount!.id)).toBe(false);
    const movements = await adminDb()
      .collection(`organizations/${org.id}/promotionMovements`)
      .where('accountId', '==', colourAccount!.id)
      .get();
    expect(movements.docs.map((d) => d.data().kind).sort()).toEqual(['issue', 'redeem', 'redeem']);
  });

  it('is refunded whole only while none of its sessions was used', async () => {
    const sold = await buyPack();
    const [colourAccount] = await sessionsOf(client.id);
    await quickSale({
      lines: [colour({ sessionAccountId: colourAccount!.id })],
      clientId: client.id,
      payment: { method: 'cash' },
    });
    const refused = await api()
      .post(`${root}/orders/${sold.order.id}/refunds`)
      .set(owner.auth)
      .send(refundAll(sold.order));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('El bono de sesiones vendido ya se ha usado: no se puede devolver');

    const unused = await buyPack();
    await call(owner, 'post', `/orders/${unused.order.id}/refunds`, refundAll(unused.order), 201);
    const left = await sessionsOf(client.id);
    expect(left.map((a) => a.covers?.name)).toEqual(['Color', 'Corte']);
    expect(left.map((a) => a.balance)).toEqual([1, 2]);
  });
});
