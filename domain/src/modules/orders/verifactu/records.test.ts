import { describe, expect, it } from 'vitest';
import { buildRefundTicket, buildTicket } from '../tickets/build-ticket';
import { cashPayment, input, ORDER, ORGANIZATION } from '../tickets/fixtures.test-data';
import type { Refund } from '../order';
import {
  billingRecordId,
  cancellationRecordOf,
  checkChain,
  dateTimeWithOffset,
  formatAmount,
  headOf,
  recordFingerprint,
  registrationRecordOf,
  ticketDaysOf,
  verifactuQrUrl,
  type BillingRecordDto,
  type ChainHead,
  type RecordContext,
} from './records';

const VERIFACTU = { mode: 'verifactu' as const, environment: 'pruebas' as const };
const ticket = buildTicket(input({ organization: { ...ORGANIZATION, verifactu: VERIFACTU } }));
const refund: Refund = {
  id: 'r1',
  lines: [{ lineId: 'l3', quantity: 1, amountCents: 250 }],
  amountCents: 250,
  cashCents: 250,
  cardCents: 0,
  cardByPayment: {},
  ticketCode: 'C1-R000001',
  rectifies: ['C1-000123'],
  reason: 'Caña derramada',
  restocked: false,
  at: '2026-11-22T20:00:00.000Z',
  tillSessionId: 's1',
};
const rectifying = buildRefundTicket({
  order: { ...ORDER, payments: [cashPayment()] },
  refund,
  organization: { ...ORGANIZATION, verifactu: VERIFACTU },
  location: input().location,
});

const ctx = (head: ChainHead | null, at = '2026-11-22T19:45:01.000Z'): RecordContext => ({
  chain: 'C1',
  head,
  organizationId: 'org1',
  environment: 'pruebas',
  at: new Date(at),
});

/** A chain of `n` records (tickets and their refunds, alternating) as the API stores and lists them. */
function chainOf(n: number): BillingRecordDto[] {
  const records: BillingRecordDto[] = [];
  let head: ChainHead | null = null;
  for (let i = 0; i < n; i++) {
    const record = registrationRecordOf(i % 2 ? rectifying : ticket, ctx(head));
    records.push({ ...record, id: billingRecordId('C1', record.seq) });
    head = headOf(record);
  }
  return records;
}

describe('registration records of tickets', () => {
  it('records a ticket as F2 with its issuer, number, date, VAT rows, totals and software', () => {
    const record = registrationRecordOf(ticket, ctx(null));
    expect(record).toMatchObject({
      kind: 'alta',
      chain: 'C1',
      seq: 1,
      invoice: { issuerTaxId: 'B12345674', number: 'C1-000123', date: '22-11-2026' },
      issuerName: 'Casa Lola Restauración S.L.',
      invoiceType: 'F2',
      totalCents: 6000,
      previous: null,
      generatedAt: '2026-11-22T20:45:01+01:00',
      software: { installation: 'org1/C1', id: 'PT' },
    });
    expect(record.vat).toEqual(ticket.vat.map((r) => ({ rate: r.rate, baseCents: r.baseCents, taxCents: r.vatCents })));
    expect(record.totalTaxCents).toBe(ticket.vat.reduce((sum, r) => sum + r.vatCents, 0));
    expect(record.fingerprint).toMatch(/^[0-9A-F]{64}$/);
    expect(recordFingerprint(record)).toBe(record.fingerprint);
  });

  it('records a refund as R5 by differences, naming what it rectifies, chained after the ticket', () => {
    const first = registrationRecordOf(ticket, ctx(null));
    const days = ticketDaysOf([cashPayment({ at: '2026-11-21T23:30:00.000Z' })], ['C1-000123'], 'Europe/Madrid');
    expect(days).toEqual({ 'C1-000123': '2026-11-22' });
    const record = registrationRecordOf(rectifying, ctx(headOf(first)), { 'C1-000123': '2026-11-20' });
    expect(record).toMatchObject({
      seq: 2,
      invoiceType: 'R5',
      rectifyingType: 'I',
      rectified: [{ issuerTaxId: 'B12345674', number: 'C1-000123', date: '20-11-2026' }],
      totalCents: -250,
      previous: { invoice: first.invoice, fingerprint: first.fingerprint },
    });
    expect(formatAmount(record.totalTaxCents)).toBe('-0.43');
  });

  it('cancels a registration in the same chain', () => {
    const first = registrationRecordOf(ticket, ctx(null));
    const cancellation = cancellationRecordOf(first, ctx(headOf(first)), 'Europe/Madrid');
    expect(cancellation).toMatchObject({ kind: 'anulacion', seq: 2, invoice: first.invoice });
    expect(recordFingerprint(cancellation)).toBe(cancellation.fingerprint);
  });
});

describe('formats', () => {
  it('writes amounts with two decimals and a point', () => {
    expect([12345, 5, -5, 0, -12300].map(formatAmount)).toEqual(['123.45', '0.05', '-0.05', '0.00', '-123.00']);
  });

  it('writes the generation time with its zone offset, winter, summer and the Canaries', () => {
    expect(dateTimeWithOffset(new Date('2024-01-01T18:20:30.400Z'), 'Europe/Madrid')).toBe('2024-01-01T19:20:30+01:00');
    expect(dateTimeWithOffset(new Date('2024-07-01T18:20:30Z'), 'Europe/Madrid')).toBe('2024-07-01T20:20:30+02:00');
    expect(dateTimeWithOffset(new Date('2024-01-01T23:30:00Z'), 'Atlantic/Canary')).toBe('2024-01-01T23:30:00+00:00');
  });

  it('builds the QR URL on the test host for pruebas and the production host otherwise, encoded', () => {
    const record = {
      invoice: { issuerTaxId: '89890001K', number: '12345678&G33', date: '01-01-2024' },
      totalCents: 24140,
    };
    expect(verifactuQrUrl({ ...record, environment: 'pruebas' })).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
    expect(verifactuQrUrl({ ...record, environment: 'produccion' })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });
});

describe('tickets of an organization with VERI*FACTU', () => {
  it('carry the QR URL of their number, date and total', () => {
    expect(ticket.verifactu?.qrUrl).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=C1-000123&fecha=22-11-2026&importe=60.00',
    );
    expect(rectifying.verifactu?.qrUrl).toContain('numserie=C1-R000001&fecha=22-11-2026&importe=-2.50');
  });

  it('say they are not verifiable while the NIF is missing, and change nothing without the choice', () => {
    const noNif = { ...ORGANIZATION, fiscal: { ...ORGANIZATION.fiscal, taxId: '' }, verifactu: VERIFACTU };
    expect(buildTicket(input({ organization: noNif })).verifactu).toEqual({ qrUrl: null });
    expect(buildTicket(input()).verifactu).toBeUndefined();
    expect(
      buildTicket(input({ organization: { ...ORGANIZATION, verifactu: { ...VERIFACTU, mode: 'off' } } })).verifactu,
    ).toBeUndefined();
  });
});

describe('the chain check', () => {
  it('verifies a long chain of tickets and refunds', () => {
    expect(checkChain('C1', chainOf(1000))).toEqual({ chain: 'C1', records: 1000, ok: true, break: null });
  });

  it('finds a changed amount, a missing record and a record naming another previous one', () => {
    const changed = chainOf(5);
    changed[2] = { ...changed[2]!, totalCents: 1 } as BillingRecordDto;
    expect(checkChain('C1', changed).break).toMatchObject({ seq: 3, reason: 'fingerprint' });

    const gap = chainOf(5);
    gap.splice(3, 1);
    expect(checkChain('C1', gap).break).toMatchObject({ seq: 4, reason: 'gap' });

    const forked = chainOf(5);
    forked[1] = { ...forked[1]!, previous: null };
    expect(checkChain('C1', forked).break).toMatchObject({ seq: 2, reason: 'previous' });
  });
});
