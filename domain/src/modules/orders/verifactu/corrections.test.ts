import { describe, expect, it } from 'vitest';
import { buildTicket } from '../tickets/build-ticket';
import { input, ORGANIZATION } from '../tickets/fixtures.test-data';
import {
  annulmentRecordOf,
  checkCancellation,
  checkCorrection,
  correctionRecordOf,
  verifactuFixHint,
} from './corrections';
import { cancellationFingerprint } from './fingerprint';
import {
  billingRecordId,
  checkChain,
  headOf,
  registrationRecordOf,
  type BillingRecordDto,
  type ChainHead,
  type RecordContext,
} from './records';
import { registrationMessage } from './xml';

const VERIFACTU = { mode: 'verifactu' as const, environment: 'pruebas' as const };
const ticket = buildTicket(input({ organization: { ...ORGANIZATION, verifactu: VERIFACTU } }));
const ctx = (head: ChainHead | null, at: string): RecordContext => ({
  chain: 'C1',
  head,
  organizationId: 'org1',
  environment: 'pruebas',
  at: new Date(at),
});
const original = registrationRecordOf(ticket, ctx(null, '2026-11-22T19:45:01.000Z'));
const originalId = billingRecordId('C1', 1);
const issuer = { name: 'Casa Lola Restauración S.L.', taxId: 'A58818501' };
const rejected = { status: 'rechazado' as const };
const at = '2026-11-23T09:00:00.000Z';

describe('the fix hint of an agency error code', () => {
  it('names what to fix for the common codes and a generic hint for the others', () => {
    expect(verifactuFixHint('1110')).toBe('nif');
    expect(verifactuFixHint('4104')).toBe('nif');
    expect(verifactuFixHint('1105')).toBe('date');
    expect(verifactuFixHint('3000')).toBe('duplicate');
    expect(verifactuFixHint('2000')).toBe('chain');
    expect(verifactuFixHint('1142')).toBe('vat');
    expect(verifactuFixHint('1150')).toBe('simplifiedLimit');
    expect(verifactuFixHint('4112')).toBe('certificate');
    expect(verifactuFixHint(' 3002 ')).toBe('notRegistered');
    expect(verifactuFixHint('9999')).toBe('generic');
    expect(verifactuFixHint(null)).toBe('generic');
  });
});

describe('the subsanación', () => {
  const correction = correctionRecordOf(original, originalId, true, {
    ...ctx(headOf(original), at),
    issuer,
    timeZone: 'Europe/Madrid',
  });

  it('records the same invoice again, chained at the head, with the fixed issuer and Subsanacion/RechazoPrevio', () => {
    expect(correction).toMatchObject({
      kind: 'alta',
      seq: 2,
      ticketCode: original.ticketCode,
      invoiceType: 'F2',
      issuerName: issuer.name,
      invoice: { issuerTaxId: issuer.taxId, number: original.invoice.number, date: original.invoice.date },
      vat: original.vat,
      totalCents: original.totalCents,
      previous: { invoice: original.invoice, fingerprint: original.fingerprint },
      generatedAt: '2026-11-23T10:00:00+01:00',
      correction: { of: originalId, rejectedBefore: true },
    });
    const chain: BillingRecordDto[] = [
      { ...original, id: originalId },
      { ...correction, id: billingRecordId('C1', 2) },
    ];
    expect(checkChain('C1', chain).ok).toBe(true);
    const xml = registrationMessage(issuer, [correction]);
    expect(xml).toContain(
      '<sf:NombreRazonEmisor>Casa Lola Restauración S.L.</sf:NombreRazonEmisor><sf:Subsanacion>S</sf:Subsanacion><sf:RechazoPrevio>S</sf:RechazoPrevio><sf:TipoFactura>F2</sf:TipoFactura>',
    );
  });

  it('keeps the NIF the agency holds when it accepted the original with errors (RechazoPrevio N)', () => {
    const withErrors = correctionRecordOf(original, originalId, false, {
      ...ctx(headOf(original), at),
      issuer,
      timeZone: 'Europe/Madrid',
    });
    expect(withErrors.invoice).toEqual(original.invoice);
    expect(withErrors.correction).toEqual({ of: originalId, rejectedBefore: false });
    expect(registrationMessage(issuer, [withErrors])).toContain('<sf:RechazoPrevio>N</sf:RechazoPrevio>');
  });

  it('is allowed only for a registration the agency refused or accepted with errors, once', () => {
    expect(checkCorrection(original, rejected)).toEqual({ ok: true });
    expect(checkCorrection(original, { status: 'aceptado_con_errores' })).toEqual({ ok: true });
    expect(checkCorrection(original, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('espera'),
    });
    expect(checkCorrection(original, { status: 'aceptado' })).toMatchObject({
      message: 'La Agencia aceptó el registro sin errores: no hay nada que subsanar',
    });
    const supersededBy = { id: 'C1_000000002', kind: 'subsanacion' as const, at };
    expect(checkCorrection(original, { ...rejected, supersededBy })).toEqual({ ok: false, repeat: supersededBy });
    expect(
      checkCorrection(original, { ...rejected, supersededBy: { ...supersededBy, kind: 'anulacion' } }),
    ).toMatchObject({ message: expect.stringContaining('anulado') });
    const annulment = annulmentRecordOf(original, originalId, false, {
      ...ctx(headOf(original), at),
      timeZone: 'Europe/Madrid',
    });
    expect(checkCorrection(annulment, rejected)).toMatchObject({ message: 'Solo se subsana un registro de alta' });
  });
});

describe('the cancellation (anulación)', () => {
  const annulment = annulmentRecordOf(original, originalId, false, {
    ...ctx(headOf(original), at),
    timeZone: 'Europe/Madrid',
  });

  it("annuls the original's invoice, chained at the head, with the AEAT's cancellation fingerprint", () => {
    expect(annulment).toMatchObject({
      kind: 'anulacion',
      seq: 2,
      invoice: original.invoice,
      annuls: originalId,
      previous: { invoice: original.invoice, fingerprint: original.fingerprint },
    });
    expect(annulment.withoutPrevious).toBeUndefined();
    expect(annulment.fingerprint).toBe(
      cancellationFingerprint({
        IDEmisorFacturaAnulada: original.invoice.issuerTaxId,
        NumSerieFacturaAnulada: original.invoice.number,
        FechaExpedicionFacturaAnulada: original.invoice.date,
        Huella: original.fingerprint,
        FechaHoraHusoGenRegistro: '2026-11-23T10:00:00+01:00',
      }),
    );
    const chain: BillingRecordDto[] = [
      { ...original, id: originalId },
      { ...annulment, id: billingRecordId('C1', 2) },
    ];
    expect(checkChain('C1', chain).ok).toBe(true);
  });

  it('says SinRegistroPrevio when the agency rejected the original', () => {
    const without = annulmentRecordOf(original, originalId, true, {
      ...ctx(headOf(original), at),
      timeZone: 'Europe/Madrid',
    });
    expect(registrationMessage(issuer, [without])).toContain(
      '</sf:IDFactura><sf:SinRegistroPrevio>S</sf:SinRegistroPrevio><sf:Encadenamiento>',
    );
  });

  it('is allowed for an answered ticket record with no refund; a second ask answers the first', () => {
    expect(checkCancellation(original, { status: 'aceptado' }, false)).toEqual({ ok: true });
    expect(checkCancellation(original, rejected, false)).toEqual({ ok: true });
    expect(checkCancellation(original, undefined, false)).toMatchObject({ message: expect.stringContaining('espera') });
    expect(checkCancellation(original, { status: 'aceptado' }, true)).toMatchObject({
      message: expect.stringContaining('devolución'),
    });
    expect(checkCancellation({ ...original, invoiceType: 'R5' }, { status: 'aceptado' }, false)).toMatchObject({
      message: expect.stringContaining('rectificativo'),
    });
    expect(checkCancellation(annulment, { status: 'aceptado' }, false)).toMatchObject({
      message: 'Un registro de anulación no se anula',
    });
    const supersededBy = { id: 'C1_000000002', kind: 'anulacion' as const, at };
    expect(checkCancellation(original, { status: 'aceptado', supersededBy }, false)).toEqual({
      ok: false,
      repeat: supersededBy,
    });
    expect(
      checkCancellation(original, { ...rejected, supersededBy: { ...supersededBy, kind: 'subsanacion' } }, false),
    ).toMatchObject({ message: expect.stringContaining('subsanó') });
  });
});
