import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingRecordId,
  type BillingRecordDto,
  type BillingRecordStateDto,
  type Category,
  type ChainCheck,
  type Dish,
  type Location,
  type Organization,
  type Order,
  type PaymentResult,
  type RefundResult,
  type SendOutcome,
} from '@plataforma/domain';
import { sendPending } from '../../functions/src/modules/orders/verifactu/sending/sender';
import type { OrganizationRecord } from '../../functions/src/platform/organizations/repository';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { startFakeAgency, type FakeAgency } from '../support/fake-agency';
import { createLocation } from '../support/locations';

/**
 * Correcting what the agency refused (issue 23): the subsanación of a rejected or accepted-with-errors record and
 * the anulación of a ticket issued by mistake, each a new record at the head of the chain, sent to a local fake
 * agency (tests/support/fake-agency.ts) like any other; owners only, idempotent, and the chain still verifies.
 */
const PASSWORD = 'contraseña-de-prueba';
const SERIES = 'VC';
let owner: Actor;
let admin: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let beer: Dish;
let location: Location;
let agency: FakeAgency;
let clock = 0;
const now = () => Date.now() + clock;
const env = { ...process.env };
const id = (seq: number) => billingRecordId(SERIES, seq);

async function call<T>(method: 'get' | 'post' | 'put', path: string, status: number, body?: object, actor = owner) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}
async function quickSale(): Promise<PaymentResult> {
  return call<PaymentResult>(
    'post',
    '/orders/quick-sale',
    201,
    { locationId: location.id, lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }], payment: { method: 'card' } },
    staff,
  );
}
/** Sends what is pending (past any waiting time) and answers the outcome. */
async function send(): Promise<SendOutcome> {
  clock += 3_600_000;
  const doc = await adminDb().doc(`organizations/${org.id}`).get();
  const organization: OrganizationRecord = { id: doc.id, data: doc.data() as OrganizationRecord['data'] };
  return sendPending(organization, { now });
}
const state = async (seq: number) =>
  (await call<BillingRecordStateDto[]>('get', `/verifactu/states?ids=${id(seq)}`, 200))[0]!;
const correct = (seq: number, status: number, actor = owner) =>
  call<BillingRecordDto>('post', `/verifactu/records/${id(seq)}/correction`, status, undefined, actor);
const annul = (seq: number, status: number, actor = owner) =>
  call<BillingRecordDto>('post', `/verifactu/records/${id(seq)}/cancellation`, status, undefined, actor);
const refusal = async (path: string) => {
  const response = await api().post(`${base}/verifactu/records/${path}`).set(owner.auth).send();
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  return response.body.error as { message: string; fields: Record<string, string> };
};
const chainLength = async () =>
  (await call<{ items: BillingRecordDto[] }>('get', `/verifactu/records?chain=${SERIES}&pageSize=100`, 200)).items
    .length;
const lastMessage = () => agency.received.at(-1)!;

beforeAll(async () => {
  const started = await startFakeAgency(PASSWORD);
  agency = started.agency;
  const { certificates } = started;
  await clearEmulators();
  ({ owner, admin, staff, org } = await organizationTeam('Bar Subsana', ['restaurant', 'pos', 'orders']));
  base = `/api/organizations/${org.id}`;
  const drinks = await call<Category>('post', '/restaurant/categories', 201, { name: 'Bebidas' });
  beer = await call<Dish>('post', '/restaurant/dishes', 201, {
    name: 'Caña',
    price: '2,50',
    categoryId: drinks.id,
    vatRate: 10,
  });
  location = await createLocation(owner, org.id, { name: 'Barra', ticketSeries: SERIES });
  await call('put', '', 200, { fiscal: { businessName: 'Bar Subsana', taxId: 'B12345674' } });
  await call('put', '/verifactu/settings', 200, { mode: 'verifactu', environment: 'pruebas' });
  await call('put', '/verifactu/certificate', 200, {
    pkcs12: certificates.pkcs12.toString('base64'),
    password: PASSWORD,
  });
}, 60_000);

afterAll(async () => {
  await agency?.stop();
  process.env = env;
});

describe('VERI*FACTU corrections', { timeout: 120_000 }, () => {
  it('rejected, then corrected by the owner (subsanación), then accepted; asked again it makes nothing more', async () => {
    const sale = (await quickSale()).ticket;
    // Not answered yet: nothing to correct.
    expect((await refusal(`${id(1)}/correction`)).message).toContain('espera a que se envíe');
    agency.scenario = {
      lines: {
        [sale.code]: { status: 'Incorrecto', code: '4104', message: 'El NIF del ObligadoEmision no está identificado' },
      },
    };
    expect(await send()).toMatchObject({ result: 'sent', records: 1, status: 'Incorrecto' });
    expect(await state(1)).toMatchObject({ status: 'rechazado', code: '4104' });
    agency.scenario = {};

    // Owners only.
    await correct(1, 403, admin);
    await correct(1, 403, staff);
    // The owner fixes the legal name, then corrects the record.
    await call('put', '', 200, { fiscal: { businessName: 'Bar Subsana S.L.', taxId: 'B12345674' } });
    const corrected = await correct(1, 201);
    expect(corrected).toMatchObject({
      id: id(2),
      kind: 'alta',
      seq: 2,
      ticketCode: sale.code,
      invoiceType: 'F2',
      issuerName: 'Bar Subsana S.L.',
      invoice: { issuerTaxId: 'B12345674', number: sale.code },
      totalCents: sale.totalCents,
      correction: { of: id(1), rejectedBefore: true },
    });
    // Idempotent: the same record, nothing new in the chain.
    expect(await correct(1, 200)).toEqual(corrected);
    expect(await chainLength()).toBe(2);
    expect(await state(1)).toMatchObject({
      status: 'rechazado',
      supersededBy: { id: id(2), kind: 'subsanacion' },
    });
    expect(await state(2)).toMatchObject({ status: 'pendiente' });

    expect(await send()).toMatchObject({ result: 'sent', records: 1, status: 'Correcto' });
    expect(lastMessage()).toMatchObject({ valid: true });
    expect(lastMessage().records).toEqual([
      expect.objectContaining({ operation: 'Alta', number: sale.code, correction: true, rejectedBefore: true }),
    ]);
    expect(await state(2)).toMatchObject({ status: 'aceptado' });
    // An accepted record has nothing to correct; the original is corrected already (the same answer).
    expect((await refusal(`${id(2)}/correction`)).fields).toEqual({
      recordId: 'La Agencia aceptó el registro sin errores: no hay nada que subsanar',
    });
    expect(await correct(1, 200)).toEqual(corrected);
    expect(await call<ChainCheck>('get', `/verifactu/chains/${SERIES}/check`, 200)).toMatchObject({
      ok: true,
      records: 2,
    });
  });

  it('corrects a record accepted with errors with RechazoPrevio N, which the agency takes over its own', async () => {
    const sale = (await quickSale()).ticket; // seq 3
    agency.scenario = {
      lines: { [sale.code]: { status: 'AceptadoConErrores', code: '2004', message: 'FechaHoraHusoGenRegistro' } },
    };
    await send();
    agency.scenario = {};
    expect(await state(3)).toMatchObject({ status: 'aceptado_con_errores' });
    // Two owners' clicks at once: one record, both answered with it.
    const both = await Promise.all(
      [0, 1].map(() =>
        api()
          .post(`${base}/verifactu/records/${id(3)}/correction`)
          .set(owner.auth)
          .send(),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body).toEqual(both[1]!.body);
    expect(both[0]!.body).toMatchObject({ seq: 4, correction: { of: id(3), rejectedBefore: false } });
    expect(await chainLength()).toBe(4);
    await send();
    expect(lastMessage().records).toEqual([
      expect.objectContaining({ number: sale.code, correction: true, rejectedBefore: false }),
    ]);
    expect(await state(4)).toMatchObject({ status: 'aceptado', code: null });
  });

  it('annuls a ticket issued by mistake: a cancellation record at the head, sent, and nothing else changes', async () => {
    const sale = await quickSale(); // seq 5
    expect((await refusal(`${id(5)}/cancellation`)).message).toContain('espera');
    await send();
    const ticketBefore = (await adminDb().doc(`organizations/${org.id}/tickets/${sale.ticket.code}`).get()).data();
    const orderBefore = (await adminDb().doc(`organizations/${org.id}/orders/${sale.order.id}`).get()).data();

    await annul(5, 403, admin);
    const annulment = await annul(5, 201);
    expect(annulment).toMatchObject({
      id: id(6),
      kind: 'anulacion',
      seq: 6,
      annuls: id(5),
      ticketCode: sale.ticket.code,
      invoice: { number: sale.ticket.code },
    });
    expect(annulment).not.toHaveProperty('withoutPrevious');
    expect(await annul(5, 200)).toEqual(annulment);
    expect(await chainLength()).toBe(6);
    // Annulled, it is not corrected any more.
    expect((await refusal(`${id(5)}/correction`)).message).toContain('anulado');
    // The sale is untouched: the annulment is of the record, not a refund.
    expect((await adminDb().doc(`organizations/${org.id}/tickets/${sale.ticket.code}`).get()).data()).toEqual(
      ticketBefore,
    );
    expect((await adminDb().doc(`organizations/${org.id}/orders/${sale.order.id}`).get()).data()).toEqual(orderBefore);

    expect(await send()).toMatchObject({ result: 'sent', records: 1, status: 'Correcto' });
    expect(lastMessage()).toMatchObject({ valid: true });
    expect(lastMessage().records).toEqual([
      expect.objectContaining({ operation: 'Anulacion', number: sale.ticket.code, withoutPrevious: false }),
    ]);
    expect(await state(6)).toMatchObject({ status: 'aceptado' });
    expect(agency.annulled.has(sale.ticket.code)).toBe(true);
    const listed = await call<{ items: BillingRecordDto[] }>(
      'get',
      `/verifactu/records?chain=${SERIES}&pageSize=100`,
      200,
    );
    expect(listed.items.at(-1)).toMatchObject({ id: id(6), kind: 'anulacion' });
  });

  it('annuls a rejected record with SinRegistroPrevio; refuses a refunded ticket, a rectifying one and a cancellation', async () => {
    const mistake = (await quickSale()).ticket; // seq 7
    agency.scenario = { lines: { [mistake.code]: { status: 'Incorrecto', code: '1105', message: 'Fecha' } } };
    await send();
    agency.scenario = {};
    expect(await annul(7, 201)).toMatchObject({ seq: 8, withoutPrevious: true });
    await send();
    expect(lastMessage().records).toEqual([
      expect.objectContaining({ operation: 'Anulacion', number: mistake.code, withoutPrevious: true }),
    ]);
    expect(await state(8)).toMatchObject({ status: 'aceptado' });
    // Annulled: no subsanación of it.
    expect((await refusal(`${id(7)}/correction`)).message).toContain('anulado');

    // A paid order and its refund (seq 9, 10): the refunded ticket and the rectifying one are not annulled.
    const order = await call<Order>(
      'post',
      '/orders',
      201,
      { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }] },
      staff,
    );
    const paid = await call<PaymentResult>('post', `/orders/${order.id}/payments`, 201, { method: 'cash' }, staff);
    await call<RefundResult>('post', `/orders/${order.id}/refunds`, 201, {
      lines: [{ lineId: paid.order.lines[0]!.id, quantity: 1 }],
      reason: 'Derramada',
    });
    await send();
    expect((await refusal(`${id(9)}/cancellation`)).message).toContain('devolución');
    expect((await refusal(`${id(10)}/cancellation`)).message).toContain('rectificativo');
    expect((await refusal(`${id(8)}/cancellation`)).message).toBe('Un registro de anulación no se anula');
    // An unknown record: 404, nothing written.
    const unknown = await api()
      .post(`${base}/verifactu/records/${id(99)}/cancellation`)
      .set(owner.auth)
      .send();
    expect(unknown.status).toBe(404);
    expect(await chainLength()).toBe(10);
    expect(await call<ChainCheck>('get', `/verifactu/chains/${SERIES}/check`, 200)).toMatchObject({
      ok: true,
      records: 10,
    });
  });
  it('refuses a refund of a ticket whose invoice was annulled (409), with or without an Idempotency-Key, writing nothing', async () => {
    const sale = await quickSale(); // seq 11
    await send();
    await annul(11, 201); // seq 12
    const orderPath = `organizations/${org.id}/orders/${sale.order.id}`;
    const orderBefore = (await adminDb().doc(orderPath).get()).data();
    const body = { lines: [{ lineId: sale.order.lines[0]!.id, quantity: 1 }], reason: 'Error' };
    for (const key of [undefined, 'refund-annulled-1']) {
      const request = api().post(`${base}/orders/${sale.order.id}/refunds`).set(owner.auth);
      const response = await (key ? request.set('Idempotency-Key', key) : request).send(body);
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(response.body.error).toMatchObject({ code: 'invoice-annulled' });
      expect(response.body.error.message).toContain('anulada');
    }
    expect((await adminDb().doc(orderPath).get()).data()).toEqual(orderBefore);
    const rectifying = await adminDb()
      .collection(`organizations/${org.id}/tickets`)
      .where('rectifies', 'array-contains', sale.ticket.code)
      .get();
    expect(rectifying.size).toBe(0);
    expect(await chainLength()).toBe(12);

    // A ticket that was not annulled is refunded as ever (seq 13, 14).
    const other = await quickSale();
    await call<RefundResult>('post', `/orders/${other.order.id}/refunds`, 201, {
      lines: [{ lineId: other.order.lines[0]!.id, quantity: 1 }],
      reason: 'Derramada',
    });
    expect(await chainLength()).toBe(14);
  });
});
