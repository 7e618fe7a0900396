import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TICKET_SERIES_HEADER,
  TICKET_SERIES_UNKNOWN_HEADER,
  type Category,
  type CloseTillResult,
  type Dish,
  type Location,
  type Order,
  type Organization,
  type Page,
  type PaymentResult,
  type RefundResult,
  type Ticket,
  type TillDevice,
  type TillReport,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';

/**
 * Till devices with ticket series of their own (issue 22): each device registered at a location numbers its tickets
 * and rectifying tickets in its series, gap-free, whatever the other tills do; a call without the header numbers in
 * the location's series as before; the Z report gives each series' first and last ticket.
 */
let owner: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let beer: Dish;

const withSeries = (series: string | undefined) => (series ? { [TICKET_SERIES_HEADER]: series } : {});

async function post<T>(path: string, body: object, status: number, series?: string, actor = staff): Promise<T> {
  const response = await api()
    .post(`${base}${path}`)
    .set(actor.auth)
    .set(withSeries(series))
    .set('Idempotency-Key', randomUUID())
    .send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}

const register = (location: Location, key = randomUUID()) =>
  api().post(`${base}/tills/${location.id}/devices`).set(staff.auth).set('Idempotency-Key', key).send({});
const device = async (location: Location) => {
  const response = await register(location);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as TillDevice).series;
};
/** A takeaway of a beer, then paid by card, from the device of `series` (none: the location's series). */
async function sale(location: Location, series?: string): Promise<PaymentResult> {
  const order = await post<Order>(
    '/orders',
    { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }] },
    201,
    series,
  );
  return post<PaymentResult>(`/orders/${order.id}/payments`, { method: 'card' }, 201, series);
}
const tickets = async () => (await adminDb().collection(`organizations/${org.id}/tickets`).get()).docs;

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola');
  staff = await registeredUser('Sara');
  org = await createOrganization(owner, 'Estadio', ['restaurant', 'pos', 'orders', 'configuration']);
  await addMember(owner, org.id, staff, 'staff');
  base = `/api/organizations/${org.id}`;
  const drinks = await post<Category>('/restaurant/categories', { name: 'Bebidas' }, 201, undefined, owner);
  beer = await post<Dish>(
    '/restaurant/dishes',
    { name: 'Caña', price: '2,50', categoryId: drinks.id },
    201,
    undefined,
    owner,
  );
}, 60_000);

describe('till devices and their ticket series', { timeout: 120_000 }, () => {
  it("registers devices with the location's series and their number; a retried registration answers the same", async () => {
    const location = await createLocation(owner, org.id, { name: 'Grada norte', ticketSeries: 'GN' });
    const key = randomUUID();
    const first = await register(location, key);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ series: 'GN-1', locationId: location.id, device: 1 });
    expect((await register(location, key)).body).toEqual(first.body);
    expect(await device(location)).toBe('GN-2');
    const counter = await adminDb().doc(`organizations/${org.id}/ticketSeries/GN-2`).get();
    expect(counter.data()).toEqual({ locationId: location.id, device: 2, next: 1, nextRectifying: 1 });
  });

  it('numbers each device in its own series, gap-free, while they all sell at once; the Z gives each series', async () => {
    const location = await createLocation(owner, org.id, { name: 'Grada sur', ticketSeries: 'GS' });
    const devices = await Promise.all([1, 2, 3].map(() => device(location)));
    expect([...devices].sort()).toEqual(['GS-1', 'GS-2', 'GS-3']);
    // Three rounds: every device and the location's own series (no header) sell at the same time.
    const sellers = [...devices, undefined];
    const paid: PaymentResult[] = [];
    for (let round = 0; round < 3; round++) paid.push(...(await Promise.all(sellers.map((s) => sale(location, s)))));
    for (const series of ['GS', ...devices]) {
      const codes = paid.map((p) => p.ticket.code).filter((code) => code.startsWith(`${series}-0`));
      expect(codes.sort(), series).toEqual([1, 2, 3].map((n) => `${series}-${String(n).padStart(6, '0')}`));
    }
    const stored = await tickets();
    const gs2 = stored.find((doc) => doc.id === 'GS-2-000003')!.data() as Ticket;
    expect(gs2).toMatchObject({ code: 'GS-2-000003', series: 'GS-2', number: 3, locationId: location.id });

    // A refund from a device: its own rectifying series.
    const refunded = await api()
      .post(`${base}/orders/${paid[0]!.order.id}/refunds`)
      .set(owner.auth)
      .set(withSeries(devices[0]))
      .send({ lines: [{ lineId: paid[0]!.order.lines[0]!.id, quantity: 1 }], reason: 'Derramada' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect((refunded.body as RefundResult).ticket.code).toBe(`${devices[0]}-R000001`);

    const { session } = (await api().get(`${base}/tills/${location.id}`).set(staff.auth)).body;
    const closed = await api()
      .post(`${base}/tills/${location.id}/close`)
      .set(staff.auth)
      .send({ sessionId: session.id, count: { amount: 0 } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const z = (closed.body as CloseTillResult).report;
    expect(z.tickets).toMatchObject({ count: 12 });
    expect(z.ticketSeries).toEqual(
      ['GS', 'GS-1', 'GS-2', 'GS-3'].map((series) => ({
        series,
        first: `${series}-000001`,
        last: `${series}-000003`,
        count: 3,
      })),
    );
    expect(z.rectifyingSeries).toEqual([
      { series: devices[0], first: `${devices[0]}-R000001`, last: `${devices[0]}-R000001`, count: 1 },
    ]);
    // The history finds a device's ticket by its code.
    const found = await api().get(`${base}/tickets?locationId=${location.id}&code=GS-2-000003`).set(staff.auth);
    expect((found.body as Page<Ticket>).items.map((t) => t.code)).toContain('GS-2-000003');
  });

  it('keeps numbering devices after a close (the close keeps the device counter)', async () => {
    const location = await createLocation(owner, org.id, { name: 'Palco', ticketSeries: 'PA' });
    expect(await device(location)).toBe('PA-1');
    const { session } = (await api().get(`${base}/tills/${location.id}`).set(staff.auth)).body;
    const closed = await api()
      .post(`${base}/tills/${location.id}/close`)
      .set(staff.auth)
      .send({ sessionId: session.id, count: { amount: 0 } });
    expect(closed.status).toBe(200);
    expect(await device(location)).toBe('PA-2');
    const reports = await api().get(`${base}/tills/${location.id}/reports`).set(staff.auth);
    expect((reports.body as Page<TillReport>).items.map((r) => r.number)).toEqual([1]);
  });

  it("sells an order of another location in that location's series", async () => {
    const [here, there] = await Promise.all([
      createLocation(owner, org.id, { name: 'Bar A', ticketSeries: 'BA' }),
      createLocation(owner, org.id, { name: 'Bar B', ticketSeries: 'BB' }),
    ]);
    const mine = await device(here);
    expect((await sale(there, mine)).ticket.code).toBe('BB-000001');
    expect((await sale(here, mine)).ticket.code).toBe(`${mine}-000001`);
  });

  it('refuses a malformed series with a field message, and takes nothing', async () => {
    const location = await createLocation(owner, org.id, { name: 'Vestuario', ticketSeries: 'VE' });
    const order = await post<Order>(
      '/orders',
      { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }] },
      201,
    );
    const before = (await tickets()).length;
    for (const series of ['ve 7', 'VE', 'VE-0']) {
      const refused = await api()
        .post(`${base}/orders/${order.id}/payments`)
        .set(staff.auth)
        .set(withSeries(series))
        .send({ method: 'card' });
      expect(refused.status, series).toBe(400);
      expect(refused.body.error.fields).toEqual({ [TICKET_SERIES_HEADER]: 'La serie de este terminal no es válida' });
    }
    expect((await tickets()).length).toBe(before);
    const unpaid = (await api().get(`${base}/orders/${order.id}`).set(staff.auth)).body as Order;
    expect(unpaid.payments).toEqual([]);
  });

  it("sells with a series the organization does not know in the location's series, and says so", async () => {
    const location = await createLocation(owner, org.id, { name: 'Taquilla', ticketSeries: 'TQ' });
    // A series of another organization's location of the same series letters (a device moved, a data reset).
    const other = await createOrganization(owner, 'Otro estadio', ['restaurant', 'pos', 'orders', 'configuration']);
    const elsewhere = await createLocation(owner, other.id, { name: 'Taquilla', ticketSeries: 'TQ' });
    const foreign = await api()
      .post(`/api/organizations/${other.id}/tills/${elsewhere.id}/devices`)
      .set(owner.auth)
      .set('Idempotency-Key', randomUUID())
      .send({});
    expect(foreign.body).toMatchObject({ series: 'TQ-1' });
    for (const series of ['TQ-1', 'TQ-9']) {
      const order = await post<Order>(
        '/orders',
        { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }] },
        201,
        series,
      );
      const paid = await api()
        .post(`${base}/orders/${order.id}/payments`)
        .set(staff.auth)
        .set(withSeries(series))
        .set('Idempotency-Key', randomUUID())
        .send({ method: 'card' });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect(paid.headers[TICKET_SERIES_UNKNOWN_HEADER.toLowerCase()], series).toBe(series);
      expect((paid.body as PaymentResult).ticket.code).toMatch(/^TQ-00000[12]$/);
    }
    // No counter was made for the unknown series; a registered device's sale says nothing of the kind.
    expect((await adminDb().doc(`organizations/${org.id}/ticketSeries/TQ-9`).get()).exists).toBe(false);
    const mine = await device(location);
    const order = await post<Order>(
      '/orders',
      { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }] },
      201,
      mine,
    );
    const paid = await api()
      .post(`${base}/orders/${order.id}/payments`)
      .set(staff.auth)
      .set(withSeries(mine))
      .send({ method: 'card' });
    expect(paid.headers[TICKET_SERIES_UNKNOWN_HEADER.toLowerCase()]).toBeUndefined();
    expect((paid.body as PaymentResult).ticket.code).toBe(`${mine}-000001`);
  });

  it('a quick sale from a device takes its series too', async () => {
    const location = await createLocation(owner, org.id, { name: 'Kiosco', ticketSeries: 'KI' });
    const mine = await device(location);
    const sold = await post<PaymentResult>(
      '/orders/quick-sale',
      {
        locationId: location.id,
        lines: [{ kind: 'dish', dishId: beer.id, quantity: 2 }],
        payment: { method: 'card' },
      },
      201,
      mine,
    );
    expect(sold.ticket.code).toBe(`${mine}-000001`);
  });
});
