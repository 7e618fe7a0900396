import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  annulmentRecordOf,
  billingRecordId,
  cancellationRecordOf,
  correctionRecordOf,
  headOf,
  registrationMessage,
  registrationRecordOf,
  type BillingRecord,
  type ChainHead,
  type RegistrationRecord,
  type Ticket,
} from '@plataforma/domain';

/**
 * The registration message against the AEAT's official schemas (tests/fixtures/verifactu: SuministroLR.xsd,
 * SuministroInformacion.xsd and the W3C signature schema they import, resolved locally by catalog.xml), with
 * Debian's xmllint (package libxml2-utils): a message the agency's schemas refuse fails here.
 */
const FIXTURES = fileURLToPath(new URL('../../../../../tests/fixtures/verifactu/', import.meta.url));

function validate(xml: string): { ok: boolean; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'verifactu-')), 'message.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', join(FIXTURES, 'SuministroLR.xsd'), file], {
    env: { ...process.env, XML_CATALOG_FILES: join(FIXTURES, 'catalog.xml') },
    encoding: 'utf8',
  });
  // xmllint missing is a failure, not a pass: CI installs libxml2-utils.
  if (run.error) throw run.error;
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const ISSUER = { name: 'Casa Lola Restauración & Cía S.L.', taxId: 'B12345674' };

/** A stored ticket as the chain records it (what the record reads of it). */
const ticket = (code: string, totalCents: number, vat: Ticket['vat'], rectifies?: string[]): Ticket =>
  ({
    code,
    date: '2026-11-22',
    timezone: 'Europe/Madrid',
    locationId: 'L1',
    business: { name: ISSUER.name, taxId: ISSUER.taxId, address: '' },
    vat,
    totalCents,
    ...(rectifies ? { rectifies, reason: 'Caña derramada <fría>' } : {}),
  }) as Ticket;

/** A chain: a ticket of two VAT rates, its refund (R5) and the cancellation of a third ticket. */
function chain(): BillingRecord[] {
  const records: BillingRecord[] = [];
  let head: ChainHead | null = null;
  const ctx = () => ({ chain: 'C1', head, organizationId: 'org1', environment: 'pruebas' as const, at: new Date() });
  const add = (record: BillingRecord) => {
    records.push(record);
    head = headOf(record);
  };
  add(
    registrationRecordOf(
      ticket('C1-000123', 6000, [
        { rate: 21, baseCents: 620, vatCents: 130, grossCents: 750 },
        { rate: 10, baseCents: 4773, vatCents: 477, grossCents: 5250 },
      ]),
      ctx(),
    ),
  );
  add(
    registrationRecordOf(
      ticket('C1-R000001', -250, [{ rate: 21, baseCents: -207, vatCents: -43, grossCents: -250 }], ['C1-000123']),
      ctx(),
      { 'C1-000123': '2026-11-21' },
    ),
  );
  const third = registrationRecordOf(
    ticket('C1-000124', 250, [{ rate: 10, baseCents: 227, vatCents: 23, grossCents: 250 }]),
    ctx(),
  );
  add(third);
  add(cancellationRecordOf(third, ctx(), 'Europe/Madrid'));
  return records;
}

describe('the registration message (RegFactuSistemaFacturacion)', () => {
  it('validates against the official schemas: registrations, a rectifying one and a cancellation, chained', () => {
    const xml = registrationMessage(ISSUER, chain());
    expect(xml).toContain('<sf:PrimerRegistro>S</sf:PrimerRegistro>');
    expect(xml).toContain('<sf:TipoFactura>R5</sf:TipoFactura><sf:TipoRectificativa>I</sf:TipoRectificativa>');
    expect(xml).toContain('Restauración &amp; Cía');
    const result = validate(xml);
    expect(result.output).toContain('message.xml validates');
    expect(result.ok).toBe(true);
  });

  it('declares a gift voucher sold as an amount not subject (N1), without rate or tax, and still validates', () => {
    const sold = {
      ...ticket('C1-000125', 7200, [{ rate: 10, baseCents: 2000, vatCents: 200, grossCents: 2200 }]),
      notSubjectCents: 5000,
    };
    const record = registrationRecordOf(sold, {
      chain: 'C1',
      head: null,
      organizationId: 'org1',
      environment: 'pruebas',
      at: new Date(),
    });
    expect(record).toMatchObject({ notSubjectCents: 5000, totalTaxCents: 200, totalCents: 7200 });
    const xml = registrationMessage(ISSUER, [record]);
    expect(xml).toContain(
      '<sf:DetalleDesglose><sf:Impuesto>01</sf:Impuesto><sf:ClaveRegimen>01</sf:ClaveRegimen>' +
        '<sf:CalificacionOperacion>N1</sf:CalificacionOperacion>' +
        '<sf:BaseImponibleOimporteNoSujeto>50.00</sf:BaseImponibleOimporteNoSujeto></sf:DetalleDesglose>',
    );
    expect(xml).toContain('<sf:CuotaTotal>2.00</sf:CuotaTotal><sf:ImporteTotal>72.00</sf:ImporteTotal>');
    const result = validate(xml);
    expect(result.output).toContain('message.xml validates');
    expect(result.ok).toBe(true);
  });

  it('is refused by the schemas when a field breaks them (the check can fail)', () => {
    const xml = registrationMessage(ISSUER, chain()).replace(
      '<sf:ImporteTotal>60.00</sf:ImporteTotal>',
      '<sf:ImporteTotal>60,00</sf:ImporteTotal>',
    );
    const result = validate(xml);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('ImporteTotal');
  });

  it('validates with a subsanación of a rejected record and of one accepted with errors, and an anulación of each kind', () => {
    const records = chain();
    const [sale, , third] = records as [RegistrationRecord, BillingRecord, RegistrationRecord, BillingRecord];
    let head: ChainHead = headOf(records.at(-1)!);
    const ctx = () => ({
      chain: 'C1',
      head,
      organizationId: 'org1',
      environment: 'pruebas' as const,
      at: new Date(),
      timeZone: 'Europe/Madrid',
    });
    const add = (record: BillingRecord) => {
      records.push(record);
      head = headOf(record);
    };
    add(correctionRecordOf(sale, billingRecordId('C1', 1), true, { ...ctx(), issuer: ISSUER }));
    add(correctionRecordOf(sale, billingRecordId('C1', 1), false, { ...ctx(), issuer: ISSUER }));
    add(annulmentRecordOf(third, billingRecordId('C1', 3), true, ctx()));
    add(annulmentRecordOf(sale, billingRecordId('C1', 1), false, ctx()));
    const xml = registrationMessage(ISSUER, records);
    expect(xml).toContain('<sf:Subsanacion>S</sf:Subsanacion><sf:RechazoPrevio>S</sf:RechazoPrevio>');
    expect(xml).toContain('<sf:Subsanacion>S</sf:Subsanacion><sf:RechazoPrevio>N</sf:RechazoPrevio>');
    expect(xml).toContain('<sf:SinRegistroPrevio>S</sf:SinRegistroPrevio>');
    const result = validate(xml);
    expect(result.output).toContain('message.xml validates');
    expect(result.ok).toBe(true);
    // The schema's order matters: the flags after the invoice type are refused (the check can fail).
    const misplaced = xml.replace(
      /<sf:Subsanacion>S<\/sf:Subsanacion><sf:RechazoPrevio>S<\/sf:RechazoPrevio><sf:TipoFactura>F2<\/sf:TipoFactura>/,
      '<sf:TipoFactura>F2</sf:TipoFactura><sf:Subsanacion>S</sf:Subsanacion><sf:RechazoPrevio>S</sf:RechazoPrevio>',
    );
    expect(misplaced).not.toBe(xml);
    expect(validate(misplaced).ok).toBe(false);
  });
});
