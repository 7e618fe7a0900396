import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingRecordId,
  type BillingRecordStateDto,
  type Category,
  type Dish,
  type Location,
  type Organization,
  type PaymentResult,
  type SendOutcome,
  type VerifactuCertificateInfo,
  type VerifactuSendingStatus,
} from '@plataforma/domain';
import { sendAllPending, sendPending } from '../../functions/src/modules/orders/verifactu/sending/sender';
import type { OrganizationRecord } from '../../functions/src/platform/organizations/repository';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { organizationTeam, platformAdmin, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { startFakeAgency, type FakeAgency, type makeCertificates } from '../support/fake-agency';
import { createLocation } from '../support/locations';

/**
 * VERI*FACTU sending (issue 23): the owners' certificate (checked, stored encrypted, never answered), and the sender
 * against a local fake agency (HTTPS with the client certificate, every message checked against the schemas) that
 * answers as the AEAT does: accepted, accepted with errors, rejected, a waiting time, unreachable, a timeout.
 */
const PASSWORD = 'contraseña-de-prueba';
let owner: Actor;
let admin: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let beer: Dish;
let location: Location;
let agency: FakeAgency;
let certificates: ReturnType<typeof makeCertificates>;
/** The sender's clock: moved forward to pass the agency's waiting times and the back-offs. */
let clock = 0;
const now = () => Date.now() + clock;
const env = { ...process.env };

async function call<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  body?: object,
  actor = owner,
) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}
async function quickSale(): Promise<string> {
  const response = await api()
    .post(`${base}/orders/quick-sale`)
    .set(staff.auth)
    .send({
      locationId: location.id,
      lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }],
      payment: { method: 'card' },
    });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as PaymentResult).ticket.code;
}
const organization = async (): Promise<OrganizationRecord> => {
  const doc = await adminDb().doc(`organizations/${org.id}`).get();
  return { id: doc.id, data: doc.data() as OrganizationRecord['data'] };
};
const send = async (): Promise<SendOutcome> => sendPending(await organization(), { now });
const states = (...seqs: number[]) =>
  call<BillingRecordStateDto[]>(
    'get',
    `/verifactu/states?ids=${seqs.map((n) => billingRecordId('VS', n)).join(',')}`,
    200,
  );
/** How many messages carried each invoice number. */
const timesSent = (number: string) => agency.received.filter((m) => m.numbers.includes(number)).length;

beforeAll(async () => {
  ({ agency, certificates } = await startFakeAgency(PASSWORD));
  await clearEmulators();
  ({ owner, admin, staff, org } = await organizationTeam('Bar Envíos', ['restaurant', 'pos', 'orders']));
  base = `/api/organizations/${org.id}`;
  const drinks = await call<Category>('post', '/restaurant/categories', 201, { name: 'Bebidas' });
  beer = await call<Dish>('post', '/restaurant/dishes', 201, {
    name: 'Caña',
    price: '2,50',
    categoryId: drinks.id,
    vatRate: 10,
  });
  location = await createLocation(owner, org.id, { name: 'Barra', ticketSeries: 'VS' });
  await call('put', '', 200, { fiscal: { businessName: 'Bar Envíos S.L.', taxId: 'B12345674' } });
  await call('put', '/verifactu/settings', 200, { mode: 'verifactu', environment: 'pruebas' });
}, 60_000);

afterAll(async () => {
  await agency?.stop();
  process.env = env;
});

describe('VERI*FACTU sending', { timeout: 120_000 }, () => {
  it('does not send without a certificate: the records stay pending and the queue says why', async () => {
    const first = await quickSale();
    expect(await call<SendOutcome>('post', '/verifactu/send', 200)).toEqual({
      result: 'blocked',
      reason: 'Falta el certificado para enviar los registros a la Agencia Tributaria',
    });
    expect((await states(1))[0]).toMatchObject({ id: billingRecordId('VS', 1), status: 'pendiente' });
    expect(await call<VerifactuSendingStatus>('get', '/verifactu/sending', 200)).toMatchObject({
      hasCertificate: false,
      pending: 1,
      lastError: 'Falta el certificado para enviar los registros a la Agencia Tributaria',
    });
    expect(timesSent(first)).toBe(0);
  });

  it('takes the certificate from owners only, checks its password, stores it encrypted and never answers it', async () => {
    const pkcs12 = certificates.pkcs12.toString('base64');
    expect(
      (await api().put(`${base}/verifactu/certificate`).set(admin.auth).send({ pkcs12, password: PASSWORD })).status,
    ).toBe(403);
    const wrong = await api().put(`${base}/verifactu/certificate`).set(owner.auth).send({ pkcs12, password: 'otra' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ pkcs12: 'No se puede abrir el certificado con esa contraseña' });
    const notBase64 = await api()
      .put(`${base}/verifactu/certificate`)
      .set(owner.auth)
      .send({ pkcs12: '%%%', password: 'x' });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.error.fields).toHaveProperty('pkcs12');
    expect((await adminDb().doc(`organizations/${org.id}/verifactuSending/certificate`).get()).exists).toBe(false);

    const info = await call<VerifactuCertificateInfo>('put', '/verifactu/certificate', 200, {
      pkcs12,
      password: PASSWORD,
    });
    expect(info).toMatchObject({ hasCertificate: true });
    expect(info.subject).toContain('BAR VERIFACTU SL');
    expect(Date.parse(info.validTo!)).toBeGreaterThan(Date.now());
    const stored = JSON.stringify(
      (await adminDb().doc(`organizations/${org.id}/verifactuSending/certificate`).get()).data(),
    );
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(pkcs12.slice(0, 40));
    const status = await call<VerifactuSendingStatus>('get', '/verifactu/sending', 200);
    expect(Object.keys(status).sort()).toEqual(
      [
        'failures',
        'hasCertificate',
        'lastError',
        'nextAttemptAt',
        'pending',
        'sendingSubmissionId',
        'subject',
        'validTo',
      ].sort(),
    );
    expect(status).toMatchObject({ hasCertificate: true, subject: info.subject });
    expect((await api().get(`${base}/verifactu/sending`).set(staff.auth)).status).toBe(403);

    // A platform administrator may replace it; the audit log says so, with the subject and never the content.
    const root = await platformAdmin();
    const replaced = await api()
      .put(`${base}/verifactu/certificate`)
      .set(root.auth)
      .send({ pkcs12, password: PASSWORD });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const audited = (await adminDb().collection('auditLog').where('target.id', '==', org.id).get()).docs.map((d) =>
      d.data(),
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'organization.update', after: { verifactuCertificate: info } });
    expect(JSON.stringify(audited)).not.toContain(PASSWORD);
  });

  it('sends the pending records over TLS with the client certificate; accepted, they are never sent again', async () => {
    const second = await quickSale();
    const outcome = await call<SendOutcome>('post', '/verifactu/send', 200);
    expect(outcome).toMatchObject({ result: 'sent', records: 2, status: 'Correcto', waitSeconds: 0 });
    expect(agency.received).toHaveLength(1);
    expect(agency.received[0]).toMatchObject({ valid: true, clientSubject: 'BAR VERIFACTU SL' });
    expect(agency.received[0]!.validation).toContain('validates');
    expect((await states(1, 2)).map((s) => [s.status, s.code])).toEqual([
      ['aceptado', null],
      ['aceptado', null],
    ]);
    expect(await call<SendOutcome>('post', '/verifactu/send', 200)).toEqual({ result: 'nothing' });
    expect(timesSent(second)).toBe(1);
    expect(await call<VerifactuSendingStatus>('get', '/verifactu/sending', 200)).toMatchObject({
      pending: 0,
      failures: 0,
      lastError: null,
    });
  });

  it('keeps accepted-with-errors and rejected records with the code and message, and honours the waiting time', async () => {
    const [a, b, c] = [await quickSale(), await quickSale(), await quickSale()];
    agency.scenario = {
      wait: 120,
      lines: {
        [a]: {
          status: 'AceptadoConErrores',
          code: '2004',
          message: 'El valor del campo FechaHoraHusoGenRegistro debe ser la fecha actual',
        },
        [b]: {
          status: 'Incorrecto',
          code: '1104',
          message: 'Valor del campo NIF del bloque IDEmisorFactura no está identificado',
        },
      },
    };
    expect(await send()).toMatchObject({
      result: 'sent',
      records: 3,
      status: 'ParcialmenteCorrecto',
      waitSeconds: 120,
    });
    expect(await states(3, 4, 5)).toMatchObject([
      { status: 'aceptado_con_errores', code: '2004' },
      {
        status: 'rechazado',
        code: '1104',
        message: 'Valor del campo NIF del bloque IDEmisorFactura no está identificado',
      },
      { status: 'aceptado', code: null },
    ]);
    expect(
      (await call<BillingRecordStateDto[]>('get', '/verifactu/states?status=rechazado', 200)).map((s) => s.id),
    ).toEqual([billingRecordId('VS', 4)]);
    expect(timesSent(c)).toBe(1);

    agency.scenario = {};
    const d = await quickSale();
    expect(await send()).toMatchObject({ result: 'waiting' });
    expect(timesSent(d)).toBe(0);
    clock += 121_000;
    expect(await send()).toMatchObject({ result: 'sent', records: 1 });
    expect(timesSent(d)).toBe(1);
    // The rejected record is not sent again: its correction is a new record.
    expect(timesSent(b)).toBe(1);
  });

  it('retries an unreachable agency with back-off, the records pending until it answers', async () => {
    const e = await quickSale();
    const up = process.env.VERIFACTU_ENDPOINT_PRUEBAS!;
    process.env.VERIFACTU_ENDPOINT_PRUEBAS = 'https://127.0.0.1:1/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
    const failed = await send();
    expect(failed).toMatchObject({ result: 'failed', records: 1 });
    if (failed.result !== 'failed') return;
    expect(Date.parse(failed.nextAttemptAt) - now()).toBeGreaterThan(55_000);
    expect((await states(7))[0]!.status).toBe('pendiente');
    expect(await send()).toMatchObject({ result: 'waiting' });
    clock += 61_000;
    const again = await send();
    expect(again).toMatchObject({ result: 'failed' });
    if (again.result !== 'failed') return;
    // Twice in a row: two minutes.
    expect(Date.parse(again.nextAttemptAt) - now()).toBeGreaterThan(115_000);
    expect(await call<VerifactuSendingStatus>('get', '/verifactu/sending', 200)).toMatchObject({
      pending: 1,
      failures: 2,
    });

    process.env.VERIFACTU_ENDPOINT_PRUEBAS = up;
    clock += 121_000;
    expect(await send()).toMatchObject({ result: 'sent', records: 1 });
    expect((await states(7))[0]!.status).toBe('aceptado');
    expect(timesSent(e)).toBe(1);
    expect(await call<VerifactuSendingStatus>('get', '/verifactu/sending', 200)).toMatchObject({
      failures: 0,
      lastError: null,
    });
  });

  it('after a timeout sends the records again and the agency\u2019s duplicate answer counts as accepted', async () => {
    const f = await quickSale();
    agency.scenario = { hang: true };
    expect(await send()).toMatchObject({ result: 'failed', reason: 'timeout' });
    expect(agency.registered.has(f)).toBe(true);
    expect((await states(8))[0]!.status).toBe('pendiente');
    agency.scenario = {};
    clock += 61_000;
    expect(await send()).toMatchObject({ result: 'sent', records: 1, status: 'Incorrecto' });
    expect((await states(8))[0]).toMatchObject({ status: 'aceptado', code: '3000' });
    expect(timesSent(f)).toBe(2);
  });

  it('two senders at once send each record once', async () => {
    const codes = [await quickSale(), await quickSale(), await quickSale(), await quickSale()];
    clock += 61_000;
    const organizationNow = await organization();
    const outcomes = await Promise.all([sendPending(organizationNow, { now }), sendPending(organizationNow, { now })]);
    expect(outcomes.map((o) => o.result).sort()).toEqual(expect.arrayContaining(['sent']));
    expect(outcomes.filter((o) => o.result === 'sent')).toHaveLength(1);
    for (const code of codes) expect(timesSent(code), code).toBe(1);
    expect((await states(9, 10, 11, 12)).map((s) => s.status)).toEqual([
      'aceptado',
      'aceptado',
      'aceptado',
      'aceptado',
    ]);

    // A second sender that starts while the first one's message is at the agency sends nothing.
    const more = [await quickSale(), await quickSale()];
    process.env.VERIFACTU_TIMEOUT_MS = '10000';
    let second: SendOutcome | undefined;
    agency.scenario = {
      beforeAnswer: async () => {
        expect((await states(13))[0]!.status).toBe('enviando');
        second = await sendPending(await organization(), { now });
      },
    };
    expect(await send()).toMatchObject({ result: 'sent', records: 2 });
    expect(second).toEqual({ result: 'busy' });
    for (const code of more) expect(timesSent(code), code).toBe(1);
    process.env.VERIFACTU_TIMEOUT_MS = '1500';
  });

  it('sends at most a batch a message, in chain order', async () => {
    const codes = [await quickSale(), await quickSale(), await quickSale()];
    const before = agency.received.length;
    expect(await sendPending(await organization(), { now, batchSize: 2 })).toMatchObject({
      result: 'sent',
      records: 2,
    });
    expect(await sendPending(await organization(), { now, batchSize: 2 })).toMatchObject({
      result: 'sent',
      records: 1,
    });
    expect(agency.received.slice(before).map((m) => m.numbers)).toEqual([codes.slice(0, 2), codes.slice(2)]);
    expect(agency.received.every((m) => m.valid)).toBe(true);
  });

  it('sends each record to the environment it was made for (the switch from pruebas to producción)', async () => {
    const pruebas = await quickSale();
    await call('put', '/verifactu/settings', 200, { mode: 'verifactu', environment: 'produccion' });
    process.env.VERIFACTU_ENDPOINT_PRODUCCION = `${process.env.VERIFACTU_ENDPOINT_PRUEBAS}?produccion`;
    const produccion = await quickSale();
    const before = agency.received.length;
    expect(await send()).toMatchObject({ result: 'sent', records: 1 });
    expect(await send()).toMatchObject({ result: 'sent', records: 1 });
    expect(agency.received.slice(before).map((m) => [m.path.endsWith('?produccion'), m.numbers])).toEqual([
      [false, [pruebas]],
      [true, [produccion]],
    ]);
    expect(await send()).toEqual({ result: 'nothing' });
  });

  it('the scheduler sends every issuer\u2019s records, also after the mode is switched off', async () => {
    const last = await quickSale();
    await call('put', '/verifactu/settings', 200, { mode: 'off', environment: 'produccion' });
    expect(timesSent(last)).toBe(0);
    await sendAllPending({ now });
    expect(timesSent(last)).toBe(1);
    expect(await call<VerifactuSendingStatus>('get', '/verifactu/sending', 200)).toMatchObject({ pending: 0 });
  });
});
