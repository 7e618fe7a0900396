import { describe, expect, it } from 'vitest';
import { input, ORGANIZATION } from '../tickets/fixtures.test-data';
import { buildTicket } from '../tickets/build-ticket';
import { billingRecordExportQuerySchema, billingRecordsCsv, exportParts } from './export';
import { billingRecordId, cancellationRecordOf, headOf, registrationRecordOf, type BillingRecordDto } from './records';

const ticket = buildTicket(
  input({ organization: { ...ORGANIZATION, verifactu: { mode: 'verifactu', environment: 'pruebas' } } }),
);
const ctx = {
  chain: 'C1',
  organizationId: 'org1',
  environment: 'pruebas' as const,
  at: new Date('2026-11-22T19:45:01Z'),
};
const first = registrationRecordOf(ticket, { ...ctx, head: null });
const records = (n: number, issuerTaxId = 'B12345674') =>
  Array.from({ length: n }, (_, i) => ({ ...first, seq: i + 1, invoice: { ...first.invoice, issuerTaxId } }));

describe('the export of billing records', () => {
  it('cuts the records into messages of at most 1000, one issuer each', () => {
    expect(exportParts([])).toEqual([]);
    expect(exportParts(records(1000)).map((part) => part.length)).toEqual([1000]);
    expect(exportParts(records(2001)).map((part) => part.length)).toEqual([1000, 1000, 1]);
    const changed = [...records(3), ...records(2, 'A58818501')];
    expect(exportParts(changed).map((part) => part.map((r) => r.invoice.issuerTaxId))).toEqual([
      ['B12345674', 'B12345674', 'B12345674'],
      ['A58818501', 'A58818501'],
    ]);
  });

  it('writes one CSV row per record with a column pair per VAT rate; a cancellation has no amounts', () => {
    const cancellation = cancellationRecordOf(first, { ...ctx, head: headOf(first) }, 'Europe/Madrid');
    const rows: BillingRecordDto[] = [
      { ...first, id: billingRecordId('C1', 1) },
      { ...cancellation, id: billingRecordId('C1', 2) },
    ];
    const [header, alta, anulacion] = billingRecordsCsv(rows).slice(1).split('\r\n');
    const rates = [...new Set(first.vat.map((row) => row.rate))].sort((a, b) => b - a);
    expect(header).toBe(
      ['Serie', 'Número', 'Fecha', 'Tipo', ...rates.flatMap((r) => [`Base ${r} %`, `Cuota ${r} %`])]
        .concat(['Cuota total', 'Importe total', 'Huella', 'Huella anterior'])
        .join(';'),
    );
    expect(alta).toMatch(/^C1;C1-000123;22\/11\/2026;F2 Factura simplificada;.*;60,00;[0-9A-F]{64};$/);
    expect(anulacion).toBe(
      `C1;C1-000123;22/11/2026;Anulación;${';'.repeat(rates.length * 2 + 1)};${cancellation.fingerprint};${first.fingerprint}`,
    );
  });

  it('asks for a period of at most a year, in order', () => {
    const errors = (query: object) =>
      billingRecordExportQuerySchema.safeParse(query).error?.issues.map((i) => i.path.join('.'));
    expect(errors({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined();
    expect(errors({ from: '2026-01-01', to: '2026-12-31', part: '2', chain: 'B-2' })).toBeUndefined();
    expect(errors({ from: '2026-02-01', to: '2026-01-01' })).toEqual(['to']);
    expect(errors({ from: '2025-01-01', to: '2026-01-02' })).toEqual(['to']);
    expect(errors({ from: '2026-01-01', to: '2026-01-02', part: '0' })).toEqual(['part']);
  });
});
