import * as z from 'zod/mini';
import { centsToInput } from '../../../platform/money';
import { spanishDate, toExcelCsv } from '../../../platform/csv';
import { dateKeySchema } from '../../../platform/schedule';
import type { BillingRecord, BillingRecordDto } from './records';
import { billingChainParamsSchema } from './schemas';

/**
 * The export of a period's billing records (issue 23), for an inspection (the XML the agency would receive) or a
 * gestor (CSV). The XML is cut into parts of at most 1000 records, the AEAT's limit per message; one download is one
 * part (`part`, from 1), the answer says how many there are (header EXPORT_PARTS_HEADER).
 */

/** The longest period one export reads (it reads the period's records in memory). */
export const MAX_EXPORT_DAYS = 366;
/** The AEAT's limit of records per message (SuministroLR.xsd: RegistroFactura maxOccurs 1000). */
export const MAX_RECORDS_PER_MESSAGE = 1000;
/** The response header with the number of XML parts of the period. */
export const EXPORT_PARTS_HEADER = 'X-Export-Parts';

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const billingRecordExportQuerySchema = z
  .strictObject({
    from: dateKeySchema,
    to: dateKeySchema,
    chain: z.optional(billingChainParamsSchema.shape.chain),
    part: z.optional(z.coerce.number().check(z.int('La parte no es válida'), z.minimum(1, 'La parte no es válida'))),
  })
  .check(
    z.refine((q) => q.from <= q.to, { message: 'La fecha final es anterior a la inicial', path: ['to'] }),
    z.refine((q) => daysBetween(q.from, q.to) < MAX_EXPORT_DAYS, {
      message: `El periodo no puede pasar de ${MAX_EXPORT_DAYS} días`,
      path: ['to'],
    }),
  );
export type BillingRecordExportQuery = z.infer<typeof billingRecordExportQuerySchema>;

/**
 * The records cut into messages: at most 1000 each, and one issuer each (a message's header names one issuer: if
 * the fiscal data changed during the period, the records after the change start a new part).
 */
export function exportParts<T extends BillingRecord>(records: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (const record of records) {
    const last = parts.at(-1);
    if (
      last &&
      last.length < MAX_RECORDS_PER_MESSAGE &&
      last[0]!.invoice.issuerTaxId === record.invoice.issuerTaxId &&
      last[0]!.issuerName === record.issuerName
    )
      last.push(record);
    else parts.push([record]);
  }
  return parts;
}

/** The record's type as a gestor reads it. */
export const RECORD_TYPE_LABELS = {
  F2: 'F2 Factura simplificada',
  R5: 'R5 Rectificativa simplificada',
  anulacion: 'Anulación',
} as const;
export const recordTypeOf = (record: BillingRecord): keyof typeof RECORD_TYPE_LABELS =>
  record.kind === 'anulacion' ? 'anulacion' : record.invoiceType;

/**
 * The CSV for a gestor: one row per record (series, number, date, type, base and tax of every VAT rate of the
 * period, total tax, total, fingerprint, previous fingerprint), UTF-8 with BOM, ';', dates dd/mm/yyyy, amounts with
 * a decimal comma (toExcelCsv, as the CRM's export). A cancellation has no amounts.
 */
export function billingRecordsCsv(records: readonly BillingRecordDto[]): string {
  const rates = [
    ...new Set(records.flatMap((record) => (record.kind === 'alta' ? record.vat.map((row) => row.rate) : []))),
  ].sort((a, b) => b - a);
  const header = [
    'Serie',
    'Número',
    'Fecha',
    'Tipo',
    ...rates.flatMap((rate) => [`Base ${rate} %`, `Cuota ${rate} %`]),
    'Cuota total',
    'Importe total',
    'Huella',
    'Huella anterior',
  ];
  const rows = records.map((record) => {
    const amounts =
      record.kind === 'alta'
        ? [
            ...rates.flatMap((rate) => {
              const row = record.vat.find((vat) => vat.rate === rate);
              return row ? [centsToInput(row.baseCents), centsToInput(row.taxCents)] : ['', ''];
            }),
            centsToInput(record.totalTaxCents),
            centsToInput(record.totalCents),
          ]
        : rates.flatMap(() => ['', '']).concat(['', '']);
    return [
      record.chain,
      record.invoice.number,
      spanishDate(record.day),
      RECORD_TYPE_LABELS[recordTypeOf(record)],
      ...amounts,
      record.fingerprint,
      record.previous?.fingerprint ?? '',
    ];
  });
  return toExcelCsv([header, ...rows]);
}
