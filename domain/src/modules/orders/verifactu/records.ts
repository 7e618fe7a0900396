import type { VerifactuEnvironment } from '../../../platform/organizations/verifactu';
import { todayIn } from '../../../platform/dates';
import type { Ticket } from '../ticket';
import { registrationFingerprint, cancellationFingerprint } from './fingerprint';

/**
 * Billing records (registros de facturación, RD 1007/2023 and Orden HAC/1177/2024): every ticket issued while an
 * organization's VERI*FACTU settings are complete produces a registration record (alta), chained to the previous
 * record of the same chain by its fingerprint. A chain is one series counter, that is one till device or one
 * location's own series: one 'instalación' of the billing system (see docs/decisions.md, VERI*FACTU).
 */

/** What identifies an invoice at the AEAT (IDFactura): the issuer's NIF, its series and number, its issue date. */
export interface InvoiceId {
  issuerTaxId: string;
  /** NumSerieFactura: the ticket's code ('B-2-000123'). */
  number: string;
  /** FechaExpedicionFactura: dd-mm-yyyy. */
  date: string;
}

/** The billing system's identification (SistemaInformatico), the same on every record of an installation. */
export interface SoftwareId {
  producerName: string;
  producerTaxId: string;
  name: string;
  /** IdSistemaInformatico: two characters. */
  id: string;
  version: string;
  /** NumeroInstalacion: the organization and the chain (one per device or location series). */
  installation: string;
}

/**
 * The producer of the software. The producer's real NIF and name must be set before going to production (the
 * placeholders below are the AEAT's test NIF): they travel in every record.
 */
export const SOFTWARE = {
  producerName: 'Plataforma',
  producerTaxId: '89890001K',
  name: 'Plataforma TPV',
  id: 'PT',
  version: '1.0',
};

/** A VAT row of the record (DetalleDesglose: tax 01 IVA, regime 01 general, operation S1 subject and not exempt). */
export interface RecordVatRow {
  rate: number;
  baseCents: number;
  taxCents: number;
}

/** The previous record of the chain (RegistroAnterior): its invoice and its fingerprint; null for the first. */
export interface ChainLink {
  invoice: InvoiceId;
  fingerprint: string;
}

/** The head of a chain, kept on its series counter (`ticketSeries/{series}.chain`). */
export interface ChainHead extends ChainLink {
  /** The position of the last record in the chain (1 for the first). */
  seq: number;
}

interface RecordBase {
  /** The chain (the series counter's id) and the record's position in it, from 1 with no gaps. */
  chain: string;
  seq: number;
  /** The ticket it records (for an 'alta') or annuls (for an 'anulacion'). */
  ticketCode: string;
  locationId: string;
  /** The calendar day of the ticket, YYYY-MM-DD, what lists filter a period by. */
  day: string;
  issuerName: string;
  software: SoftwareId;
  environment: VerifactuEnvironment;
  previous: ChainLink | null;
  /** FechaHoraHusoGenRegistro: when the record was made, with the time zone's offset. */
  generatedAt: string;
  fingerprint: string;
}

export interface RegistrationRecord extends RecordBase {
  kind: 'alta';
  invoice: InvoiceId;
  /** F2 a simplified invoice (a ticket), R5 a rectifying simplified invoice (a refund). */
  invoiceType: 'F2' | 'R5';
  /** On an R5: 'I' (por diferencias: its amounts are the negative differences) and the invoices it rectifies. */
  rectifyingType?: 'I';
  rectified?: InvoiceId[];
  description: string;
  vat: RecordVatRow[];
  /**
   * Issue 17: gift vouchers sold on the ticket (multi-purpose vouchers: no VAT on their sale), declared as an amount
   * not subject (CalificacionOperacion N1) so that the total matches the ticket. Absent without any.
   */
  notSubjectCents?: number;
  totalTaxCents: number;
  totalCents: number;
  /**
   * A subsanación (Subsanacion 'S'): a new registration record of an invoice the agency rejected or accepted with
   * errors, made after the owner fixed the cause; `of` is the record it corrects, `rejectedBefore` says the agency
   * rejected it (RechazoPrevio 'S': the agency holds no record of the invoice) or accepted it with errors ('N').
   */
  correction?: { of: string; rejectedBefore: boolean };
}

export interface CancellationRecord extends RecordBase {
  kind: 'anulacion';
  /** The invoice whose registration it annuls. */
  invoice: InvoiceId;
  /** The registration record it annuls (absent on records made before the route existed, and in tests). */
  annuls?: string;
  /** SinRegistroPrevio 'S': the agency holds no registration of the invoice (it rejected it). */
  withoutPrevious?: boolean;
}

export type BillingRecord = RegistrationRecord | CancellationRecord;
export type BillingRecordDto = BillingRecord & { id: string };

/** 'B-2' and 7 -> 'B-2_000000007': a record's id sorts in its chain's order (a series never has '_'). */
export const billingRecordId = (chain: string, seq: number) => `${chain}_${String(seq).padStart(9, '0')}`;

/** 12345 cents -> '123.45', -5 -> '-0.05': two decimals and a point, as the XML and the fingerprint take them. */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '2024-01-31' -> '31-01-2024'. */
export const aeatDate = (day: string) => day.split('-').reverse().join('-');

/** An instant as ISO 8601 in a time zone with its offset, to the second: '2024-01-01T19:20:30+01:00'. */
export function dateTimeWithOffset(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  const offset = Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${zone}`;
}

export interface RecordContext {
  chain: string;
  /** The chain's head before this record (null: the first record of the chain). */
  head: ChainHead | null;
  organizationId: string;
  environment: VerifactuEnvironment;
  /** When the record is made (now). */
  at: Date;
}

const softwareOf = (organizationId: string, chain: string): SoftwareId => ({
  ...SOFTWARE,
  installation: `${organizationId}/${chain}`,
});

const linkOf = (head: ChainHead | null): ChainLink | null =>
  head && { invoice: head.invoice, fingerprint: head.fingerprint };

/**
 * The registration record of a stored ticket (F2) or rectifying ticket (R5), chained after `ctx.head`. A rectifying
 * ticket's record names the tickets it rectifies with their issue days (`rectifiedDays`, code -> YYYY-MM-DD: the
 * order's payments know them; see ticketDaysOf).
 */
export function registrationRecordOf(
  ticket: Ticket,
  ctx: RecordContext,
  rectifiedDays: Record<string, string> = {},
): RegistrationRecord {
  const issuerTaxId = ticket.business.taxId;
  const invoice: InvoiceId = { issuerTaxId, number: ticket.code, date: aeatDate(ticket.date) };
  const rectifying = ticket.rectifies !== undefined;
  const vat = ticket.vat.map((row) => ({ rate: row.rate, baseCents: row.baseCents, taxCents: row.vatCents }));
  const totalTaxCents = vat.reduce((sum, row) => sum + row.taxCents, 0);
  const base = {
    kind: 'alta' as const,
    chain: ctx.chain,
    seq: (ctx.head?.seq ?? 0) + 1,
    ticketCode: ticket.code,
    locationId: ticket.locationId,
    day: ticket.date,
    issuerName: ticket.business.name,
    software: softwareOf(ctx.organizationId, ctx.chain),
    environment: ctx.environment,
    previous: linkOf(ctx.head),
    generatedAt: dateTimeWithOffset(ctx.at, ticket.timezone),
    invoice,
    invoiceType: rectifying ? ('R5' as const) : ('F2' as const),
    ...(rectifying
      ? {
          rectifyingType: 'I' as const,
          rectified: (ticket.rectifies ?? []).map((number) => ({
            issuerTaxId,
            number,
            date: aeatDate(rectifiedDays[number] ?? ticket.date),
          })),
        }
      : {}),
    description: rectifying ? `Rectificación: ${ticket.reason ?? ''}`.trim() : 'Venta',
    vat,
    ...(ticket.notSubjectCents ? { notSubjectCents: ticket.notSubjectCents } : {}),
    totalTaxCents,
    totalCents: ticket.totalCents,
  };
  return { ...base, fingerprint: recordFingerprint(base) };
}

/** The issue day (YYYY-MM-DD, where the sale was) of each of an order's tickets named in `codes`. */
export function ticketDaysOf(
  payments: readonly { ticketCode: string; at: string }[],
  codes: readonly string[],
  timeZone: string,
): Record<string, string> {
  return Object.fromEntries(
    payments.filter((p) => codes.includes(p.ticketCode)).map((p) => [p.ticketCode, todayIn(timeZone, new Date(p.at))]),
  );
}

/** The cancellation record (anulación) of a registered invoice, chained after `ctx.head`. */
export function cancellationRecordOf(
  annulled: Pick<RegistrationRecord, 'invoice' | 'ticketCode' | 'locationId' | 'day' | 'issuerName'>,
  ctx: RecordContext,
  timeZone: string,
): CancellationRecord {
  const base = {
    kind: 'anulacion' as const,
    chain: ctx.chain,
    seq: (ctx.head?.seq ?? 0) + 1,
    ticketCode: annulled.ticketCode,
    locationId: annulled.locationId,
    day: annulled.day,
    issuerName: annulled.issuerName,
    software: softwareOf(ctx.organizationId, ctx.chain),
    environment: ctx.environment,
    previous: linkOf(ctx.head),
    generatedAt: dateTimeWithOffset(ctx.at, timeZone),
    invoice: annulled.invoice,
  };
  return { ...base, fingerprint: recordFingerprint(base) };
}

/** A record's fingerprint computed from its own fields (what the chain check recomputes). */
export function recordFingerprint(
  record: Omit<RegistrationRecord, 'fingerprint'> | Omit<CancellationRecord, 'fingerprint'>,
): string {
  const previous = record.previous?.fingerprint ?? '';
  if (record.kind === 'anulacion')
    return cancellationFingerprint({
      IDEmisorFacturaAnulada: record.invoice.issuerTaxId,
      NumSerieFacturaAnulada: record.invoice.number,
      FechaExpedicionFacturaAnulada: record.invoice.date,
      Huella: previous,
      FechaHoraHusoGenRegistro: record.generatedAt,
    });
  return registrationFingerprint({
    IDEmisorFactura: record.invoice.issuerTaxId,
    NumSerieFactura: record.invoice.number,
    FechaExpedicionFactura: record.invoice.date,
    TipoFactura: record.invoiceType,
    CuotaTotal: formatAmount(record.totalTaxCents),
    ImporteTotal: formatAmount(record.totalCents),
    Huella: previous,
    FechaHoraHusoGenRegistro: record.generatedAt,
  });
}

/** The chain's head after `record`. */
export const headOf = (record: BillingRecord): ChainHead => ({
  invoice: record.invoice,
  fingerprint: record.fingerprint,
  seq: record.seq,
});

export type ChainBreakReason = 'fingerprint' | 'previous' | 'gap';

/** The chain check's answer: how many records were checked, and the first break if any. */
export interface ChainCheck {
  chain: string;
  records: number;
  ok: boolean;
  break: { seq: number; id: string; ticketCode: string; reason: ChainBreakReason } | null;
}

const sameLink = (a: ChainLink | null, b: ChainLink | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.fingerprint === b.fingerprint &&
    a.invoice.issuerTaxId === b.invoice.issuerTaxId &&
    a.invoice.number === b.invoice.number &&
    a.invoice.date === b.invoice.date);

/**
 * Checks one chain's records in their order: positions 1, 2, 3... with none missing ('gap'), each naming the one
 * before it ('previous'), and each fingerprint recomputed from the record's own fields ('fingerprint'). Stops at
 * the first break.
 */
export function checkChain(chain: string, records: BillingRecordDto[]): ChainCheck {
  let before: BillingRecordDto | null = null;
  for (const [index, record] of records.entries()) {
    const reason: ChainBreakReason | null =
      record.seq !== index + 1
        ? 'gap'
        : !sameLink(record.previous, before && { invoice: before.invoice, fingerprint: before.fingerprint })
          ? 'previous'
          : recordFingerprint(record) !== record.fingerprint
            ? 'fingerprint'
            : null;
    if (reason)
      return {
        chain,
        records: records.length,
        ok: false,
        break: { seq: index + 1, id: record.id, ticketCode: record.ticketCode, reason },
      };
    before = record;
  }
  return { chain, records: records.length, ok: true, break: null };
}

const QR_HOSTS: Record<VerifactuEnvironment, string> = {
  pruebas: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  produccion: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
};

/**
 * The URL of the ticket's QR (the AEAT's checking service for a VERI*FACTU invoice): the issuer's NIF, the series and
 * number, the issue date and the total, each URL-encoded; the test host in 'pruebas'.
 */
export function verifactuQrUrl(record: Pick<RegistrationRecord, 'invoice' | 'totalCents' | 'environment'>): string {
  const query = [
    ['nif', record.invoice.issuerTaxId],
    ['numserie', record.invoice.number],
    ['fecha', record.invoice.date],
    ['importe', formatAmount(record.totalCents)],
  ].map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
  return `${QR_HOSTS[record.environment]}?${query.join('&')}`;
}
