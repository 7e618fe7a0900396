import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingRecordId,
  type BillingChain,
  type BillingRecordDto,
  type Category,
  type ChainCheck,
  type Dish,
  type Location,
  type Order,
  type Organization,
  type Page,
  type PaymentResult,
  type RefundResult,
  type RegistrationRecord,
  type TillDevice,
  TICKET_SERIES_HEADER,
} from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, organizationTeam, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';
import { createLocation } from '../support/locations';
import { validateAeatMessage } from '../support/xsd';

/**
 * VERI*FACTU (issue 23): the owners' settings, a billing record for every ticket and rectifying ticket written in
 * the sale's transaction and chained per series, read-only records, and the chain check.
 */
let owner: Actor;
let admin: Actor;
let staff: Actor;
let org: Organization;
let base: string;
let beer: Dish;
let location: Location;

async function call<T>(method: 'get' | 'post' | 'put', path: string, status: number, body?: object, actor = owner) {
  const response = await api()[method](`${base}${path}`).set(actor.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as T;
}
const settings = (body: object, actor = owner) => api().put(`${base}/verifactu/settings`).set(actor.auth).send(body);
/** A quick sale of two beers by card, at the till device of `series` (none: the location's own series). */
async function quickSale(series?: string): Promise<PaymentResult> {
  const response = await api()
    .post(`${base}/orders/quick-sale`)
    .set(staff.auth)
    .set(series ? { [TICKET_SERIES_HEADER]: series } : {})
    .send({
      locationId: location.id,
      lines: [{ kind: 'dish', dishId: beer.id, quantity: 2 }],
      payment: { method: 'card' },
    });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as PaymentResult;
}
/** The records of one chain (default the location's), in their order. */
const records = async (chain = 'VF') =>
  (await adminDb().collection(`organizations/${org.id}/billingRecords`).where('chain', '==', chain).get()).docs
    .map((d) => d.data() as RegistrationRecord)
    .sort((a, b) => a.seq - b.seq);

beforeAll(async () => {
  await clearEmulators();
  ({ owner, admin, staff, org } = await organizationTeam('Bar Verifactu', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]));
  base = `/api/organizations/${org.id}`;
  const drinks = await call<Category>('post', '/restaurant/categories', 201, { name: 'Bebidas' });
  beer = await call<Dish>('post', '/restaurant/dishes', 201, {
    name: 'Caña',
    price: '2,50',
    categoryId: drinks.id,
    vatRate: 10,
  });
  location = await createLocation(owner, org.id, { name: 'Barra', ticketSeries: 'VF' });
}, 60_000);

describe('VERI*FACTU', { timeout: 120_000 }, () => {
  it('lets only owners choose it, and only with the fiscal data; until then tickets carry no record', async () => {
    const before = await quickSale();
    expect(before.ticket.verifactu).toBeUndefined();

    expect((await settings({ mode: 'verifactu', environment: 'pruebas' }, admin)).status).toBe(403);
    expect((await settings({ mode: 'verifactu', environment: 'pruebas' }, staff)).status).toBe(403);
    const invalid = await settings({ mode: 'verifactu', environment: 'sandbox' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty('environment');
    const incomplete = await settings({ mode: 'verifactu', environment: 'pruebas' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.fields).toEqual({
      'fiscal.businessName': 'Falta la razón social del emisor',
      'fiscal.taxId': 'Falta el NIF del emisor',
    });

    // The fiscal data saved a moment ago through another instance (here straight to Firestore): this instance's
    // cached organization is stale, and choosing VERI*FACTU must still see them.
    await adminDb()
      .doc(`organizations/${org.id}`)
      .update({ fiscal: { businessName: 'Bar Verifactu S.L.', taxId: 'B12345674' } });
    const saved = await settings({ mode: 'verifactu', environment: 'pruebas' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as Organization).verifactu).toEqual({ mode: 'verifactu', environment: 'pruebas' });
    expect((await call<Organization>('get', '', 200)).verifactu).toEqual({ mode: 'verifactu', environment: 'pruebas' });
    expect(await records()).toEqual([]);
  });

  it('records a quick sale, a paid order and its refund (R5) in one chain, each in its ticket transaction', async () => {
    const quick = await quickSale();
    expect(quick.ticket.verifactu?.qrUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=${quick.ticket.code}` +
        `&fecha=${quick.ticket.date.split('-').reverse().join('-')}&importe=5.00`,
    );
    const order = await call<Order>(
      'post',
      '/orders',
      201,
      { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: beer.id, quantity: 1 }] },
      staff,
    );
    const paid = await call<PaymentResult>('post', `/orders/${order.id}/payments`, 201, { method: 'cash' }, staff);
    const refunded = await call<RefundResult>('post', `/orders/${order.id}/refunds`, 201, {
      lines: [{ lineId: paid.order.lines[0]!.id, quantity: 1 }],
      reason: 'Derramada',
    });

    const stored = await records();
    expect(stored.map((r) => [r.seq, r.ticketCode, r.invoiceType, r.totalCents])).toEqual([
      [1, quick.ticket.code, 'F2', 500],
      [2, paid.ticket.code, 'F2', 250],
      [3, refunded.ticket.code, 'R5', -250],
    ]);
    expect(stored[0]!.previous).toBeNull();
    expect(stored[2]).toMatchObject({
      chain: 'VF',
      rectifyingType: 'I',
      rectified: [{ number: paid.ticket.code, date: stored[1]!.invoice.date }],
      previous: { invoice: stored[1]!.invoice, fingerprint: stored[1]!.fingerprint },
      vat: [{ rate: 10, baseCents: -227, taxCents: -23 }],
      totalTaxCents: -23,
    });
    const counter = await adminDb().doc(`organizations/${org.id}/ticketSeries/VF`).get();
    expect(counter.data()?.chain).toEqual({ seq: 3, invoice: stored[2]!.invoice, fingerprint: stored[2]!.fingerprint });

    const list = await call<Page<BillingRecordDto>>('get', '/verifactu/records?chain=VF', 200);
    expect(list.items.map((r) => r.id)).toEqual([1, 2, 3].map((n) => billingRecordId('VF', n)));
    expect(list.total).toBe(3);
    const today = stored[0]!.day;
    const period = await call<Page<BillingRecordDto>>('get', `/verifactu/records?from=${today}&to=${today}`, 200);
    expect(period.items.map((r) => r.seq)).toEqual([3, 2, 1]);
    const one = await call<BillingRecordDto>('get', `/verifactu/records/${billingRecordId('VF', 2)}`, 200);
    expect(one.ticketCode).toBe(paid.ticket.code);
    expect(await call<BillingChain[]>('get', '/verifactu/chains', 200)).toEqual([
      { chain: 'VF', locationId: null, records: 3, fingerprint: stored[2]!.fingerprint },
    ]);
    expect(await call<ChainCheck>('get', '/verifactu/chains/VF/check', 200)).toEqual({
      chain: 'VF',
      records: 3,
      ok: true,
      break: null,
    });
  });

  it('makes one chain per series with no fork and no gap when 30 tickets are sold at once', async () => {
    // Five till devices of the location sell six tickets each, all thirty at the same time.
    const devices: string[] = [];
    for (let i = 0; i < 5; i++) {
      const device = await api()
        .post(`${base}/tills/${location.id}/devices`)
        .set(staff.auth)
        .set('Idempotency-Key', randomUUID())
        .send({});
      devices.push((device.body as TillDevice).series);
    }
    const sold = await Promise.all(devices.flatMap((series) => Array.from({ length: 6 }, () => quickSale(series))));
    for (const series of devices) {
      const stored = await records(series);
      expect(
        stored.map((r) => r.seq),
        series,
      ).toEqual([1, 2, 3, 4, 5, 6]);
      expect(stored.map((r) => r.ticketCode).sort()).toEqual(
        sold
          .map((s) => s.ticket.code)
          .filter((code) => code.startsWith(`${series}-`))
          .sort(),
      );
      expect(stored[0]!.previous).toBeNull();
      stored.slice(1).forEach((record, i) => expect(record.previous?.fingerprint).toBe(stored[i]!.fingerprint));
      expect(await call<ChainCheck>('get', `/verifactu/chains/${series}/check`, 200)).toMatchObject({
        records: 6,
        ok: true,
      });
    }
  });

  it('exports a period as the AEAT messages (XML) and as CSV for a gestor, to owners, admins and managers', async () => {
    const stored = await records();
    const today = stored[0]!.day;
    const period = `from=${today}&to=${today}`;
    const csv = await api().get(`${base}/verifactu/export.csv?${period}&chain=VF`).set(owner.auth);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`verifactu-VF-${today}-${today}.csv`);
    const spanish = today.split('-').reverse().join('/');
    const [r1, r2, r3] = stored;
    expect(csv.text).toBe(
      '\uFEFF' +
        [
          'Serie;Número;Fecha;Tipo;Base 10 %;Cuota 10 %;Cuota total;Importe total;Huella;Huella anterior',
          `VF;${r1!.ticketCode};${spanish};F2 Factura simplificada;4,55;0,45;0,45;5,00;${r1!.fingerprint};`,
          `VF;${r2!.ticketCode};${spanish};F2 Factura simplificada;2,27;0,23;0,23;2,50;${r2!.fingerprint};${r1!.fingerprint}`,
          `VF;${r3!.ticketCode};${spanish};R5 Rectificativa simplificada;-2,27;-0,23;-0,23;-2,50;${r3!.fingerprint};${r2!.fingerprint}`,
        ].join('\r\n') +
        '\r\n',
    );
    // Every chain of the period: the location's 3 records and the 30 of the till devices, with the header.
    const all = await api().get(`${base}/verifactu/export.csv?${period}`).set(owner.auth);
    expect(all.text.trim().split('\r\n')).toHaveLength(34);

    const manager = await registeredUser('Marta');
    await addMember(owner, org.id, manager, 'manager');
    for (const actor of [owner, admin, manager]) {
      const xml = await api().get(`${base}/verifactu/export.xml?${period}&chain=VF`).set(actor.auth).buffer(true);
      expect(xml.status, xml.text).toBe(200);
      expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(xml.headers['x-export-parts']).toBe('1');
      expect(xml.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sfLR:RegFactuSistemaFacturacion /);
      expect(xml.text.match(/<sfLR:RegistroFactura>/g)).toHaveLength(3);
      expect(xml.text).toContain('<sf:NIF>B12345674</sf:NIF>');
      for (const record of stored) expect(xml.text).toContain(`<sf:Huella>${record.fingerprint}</sf:Huella>`);
    }
    const everything = await api().get(`${base}/verifactu/export.xml?${period}`).set(owner.auth).buffer(true);
    expect(everything.text.match(/<sfLR:RegistroFactura>/g)).toHaveLength(33);
    // What was stored through the sales, exported, is a message the agency's schemas accept.
    const verdict = validateAeatMessage(everything.text);
    expect(verdict.ok, verdict.output).toBe(true);
    expect((await api().get(`${base}/verifactu/export.xml?${period}&part=2`).set(owner.auth)).status).toBe(404);
    expect((await api().get(`${base}/verifactu/export.xml?from=2020-01-01&to=2020-01-31`).set(owner.auth)).status).toBe(
      404,
    );
  });

  it('cuts a period of more than 1000 records into messages of 1000 at most', async () => {
    // 1001 records of a past day written straight to the emulator: the export reads what is stored.
    const [first] = await records();
    const day = '2026-01-15';
    const writer = adminDb().bulkWriter();
    for (let seq = 1; seq <= 1001; seq++)
      void writer.create(adminDb().doc(`organizations/${org.id}/billingRecords/${billingRecordId('ZZ', seq)}`), {
        ...first!,
        chain: 'ZZ',
        seq,
        day,
      });
    await writer.close();
    const part = (n: number) =>
      api().get(`${base}/verifactu/export.xml?from=${day}&to=${day}&part=${n}`).set(owner.auth).buffer(true);
    const [one, two] = [await part(1), await part(2)];
    for (const response of [one, two]) {
      expect(response.status).toBe(200);
      expect(response.headers['x-export-parts']).toBe('2');
    }
    expect(one.headers['content-disposition']).toContain(`verifactu-todas-${day}-${day}-1de2.xml`);
    expect(one.text.match(/<sfLR:RegistroFactura>/g)).toHaveLength(1000);
    expect(two.text.match(/<sfLR:RegistroFactura>/g)).toHaveLength(1);
    expect((await part(3)).status).toBe(404);
    const csv = await api().get(`${base}/verifactu/export.csv?from=${day}&to=${day}`).set(owner.auth);
    expect(csv.text.trim().split('\r\n')).toHaveLength(1002);
  });

  it('answers 400 to a bad period, 401 without a session, 403 to staff and 404 to another organization', async () => {
    const bad = async (query: string, field: string) => {
      for (const format of ['xml', 'csv']) {
        const response = await api().get(`${base}/verifactu/export.${format}?${query}`).set(owner.auth);
        expect(response.status, query).toBe(400);
        expect(response.body.error.fields, query).toHaveProperty(field);
      }
    };
    await bad('from=2026-13-01&to=2026-12-31', 'from');
    await bad('to=2026-12-31', 'from');
    await bad('from=2026-02-01&to=2026-01-31', 'to');
    await bad('from=2025-01-01&to=2026-01-31', 'to');
    await bad('from=2026-01-01&to=2026-01-31&part=0', 'part');
    await bad('from=2026-01-01&to=2026-01-31&chain=a_b', 'chain');
    const query = 'from=2026-01-01&to=2026-12-31';
    expect((await api().get(`${base}/verifactu/export.csv?${query}`)).status).toBe(401);
    expect((await api().get(`${base}/verifactu/export.csv?${query}`).set(staff.auth)).status).toBe(403);
    expect((await api().get(`${base}/verifactu/export.xml?${query}`).set(staff.auth)).status).toBe(403);

    // Another organization's owner sees nothing of this one, and their own export holds none of its records.
    const stranger = await registeredUser('Olga');
    const other = await createOrganization(stranger, 'Otro Bar', ['restaurant', 'pos', 'orders']);
    expect((await api().get(`${base}/verifactu/export.csv?${query}`).set(stranger.auth)).status).toBe(404);
    expect((await api().get(`${base}/verifactu/export.xml?${query}`).set(stranger.auth)).status).toBe(404);
    const theirs = await api()
      .get(`/api/organizations/${other.id}/verifactu/export.csv?from=2026-01-01&to=2026-12-31`)
      .set(stranger.auth);
    expect(theirs.status).toBe(200);
    expect(theirs.text.trim().split('\r\n')).toHaveLength(1);
  });

  it('finds a changed record; no role can change or delete one through the API', async () => {
    expect((await api().get(`${base}/verifactu/records?chain=VF`).set(staff.auth)).status).toBe(403);
    expect((await api().get(`${base}/verifactu/records?chain=VF&from=2026-01-01`).set(owner.auth)).status).toBe(400);
    const id = billingRecordId('VF', 2);
    for (const method of ['put', 'patch', 'delete'] as const)
      expect((await api()[method](`${base}/verifactu/records/${id}`).set(owner.auth).send({})).status).toBe(404);

    await adminDb().doc(`organizations/${org.id}/billingRecords/${id}`).update({ totalCents: 1 });
    expect(await call<ChainCheck>('get', '/verifactu/chains/VF/check', 200)).toMatchObject({
      ok: false,
      break: { seq: 2, id, reason: 'fingerprint' },
    });
    expect((await api().get(`${base}/verifactu/chains/NOPE/check`).set(owner.auth)).status).toBe(404);
  });
});
