import {
  dateTimeWithOffset,
  recordFingerprint,
  type CancellationRecord,
  type ChainHead,
  type RecordContext,
  type RegistrationRecord,
} from './records';
import type { BillingRecordState, SupersededBy } from './sending';

/**
 * Correcting what the agency refused (issue 23): a fix hint per agency error code, the subsanación (a new
 * registration record of the same invoice, Subsanacion 'S') and the cancellation (anulación) of a registered
 * invoice. Records are never changed: both are new records at the head of the original's chain. When each is allowed
 * is in docs/decisions.md (VERI*FACTU: correcting records).
 */

/** What the owner should do about an agency error code: a key of the web catalogue (`orders.verifactu.fixes`). */
export type VerifactuFixHint =
  | 'nif'
  | 'certificate'
  | 'date'
  | 'duplicate'
  | 'alreadyAnnulled'
  | 'notRegistered'
  | 'chain'
  | 'vat'
  | 'simplifiedLimit'
  | 'generic';

/**
 * The AEAT's error codes for registration records ('Listado de códigos de error' of the VERI*FACTU web service,
 * errores.properties) grouped by what fixes them; the common ones only, any other code gets the generic hint.
 */
const FIX_HINTS: Record<Exclude<VerifactuFixHint, 'generic'>, readonly string[]> = {
  // NIF not identified in the census, wrong format, the header's issuer not identified.
  nif: ['1109', '1110', '1123', '4104', '4107', '4109', '4115', '4116'],
  // The certificate's holder is not the issuer nor a representative.
  certificate: ['3003', '4112'],
  // The issue date: wrong, in the future, too old, before VERI*FACTU; the generation time off the agency's clock.
  date: ['1105', '1112', '1133', '1145', '1152', '2004'],
  duplicate: ['3000'],
  alreadyAnnulled: ['3001'],
  notRegistered: ['3002'],
  // The fingerprint or the chaining.
  chain: ['1262', '1269', '1278', '1291', '1292', '2000', '2002', '2003', '2007', '2008'],
  // The VAT breakdown: a rate not allowed, a tax that does not match base and rate, totals that do not add up.
  vat: ['1124', '1142', '1143', '2005', '2006'],
  // A simplified invoice (F2) over 3,000 euros.
  simplifiedLimit: ['1150'],
};
const HINT_OF = new Map(
  Object.entries(FIX_HINTS).flatMap(([hint, codes]) => codes.map((code) => [code, hint as VerifactuFixHint])),
);

/** The fix hint of an agency error code (null or unknown: the generic one). */
export const verifactuFixHint = (code: string | null | undefined): VerifactuFixHint =>
  (code && HINT_OF.get(code.trim())) || 'generic';

/** A record's id and its state at the agency (undefined: not answered yet), what the checks below read. */
type StateOf = Pick<BillingRecordState, 'status' | 'supersededBy'> | undefined;

/** Why a record cannot be corrected or annulled now (Spanish, for the owner), or what to answer again. */
export type CorrectionCheck =
  { ok: true } | { ok: false; repeat: SupersededBy } | { ok: false; repeat?: undefined; message: string };

const NOT_ANSWERED = 'La Agencia todavía no ha respondido a este registro: espera a que se envíe';

/**
 * Whether a subsanación of `record` may be made: a registration record the agency rejected or accepted with errors,
 * not superseded yet. Asking again for a record already corrected answers that correction (`repeat`).
 */
export function checkCorrection(record: RegistrationRecord | CancellationRecord, state: StateOf): CorrectionCheck {
  if (record.kind !== 'alta') return { ok: false, message: 'Solo se subsana un registro de alta' };
  if (!state) return { ok: false, message: NOT_ANSWERED };
  if (state.supersededBy?.kind === 'subsanacion') return { ok: false, repeat: state.supersededBy };
  if (state.supersededBy)
    return { ok: false, message: `El registro ya está anulado (registro ${state.supersededBy.id})` };
  if (state.status === 'aceptado')
    return { ok: false, message: 'La Agencia aceptó el registro sin errores: no hay nada que subsanar' };
  return { ok: true };
}

/**
 * Whether `record`'s invoice may be annulled: a registration record of a ticket (F2, not a rectifying ticket) that
 * the agency answered, not superseded, and whose ticket has no rectifying ticket (`refunded`). Asking again for
 * an invoice already annulled answers that cancellation (`repeat`).
 */
export function checkCancellation(
  record: RegistrationRecord | CancellationRecord,
  state: StateOf,
  refunded: boolean,
): CorrectionCheck {
  if (record.kind !== 'alta') return { ok: false, message: 'Un registro de anulación no se anula' };
  if (state?.supersededBy?.kind === 'anulacion') return { ok: false, repeat: state.supersededBy };
  if (record.invoiceType !== 'F2')
    return {
      ok: false,
      message: 'Un ticket rectificativo no se anula: si es erróneo, emite otro rectificativo que lo compense',
    };
  if (!state) return { ok: false, message: NOT_ANSWERED };
  if (state.supersededBy)
    return { ok: false, message: `Anula el registro que lo subsanó (${state.supersededBy.id}), no este` };
  if (refunded)
    return {
      ok: false,
      message: 'El ticket tiene una devolución (un ticket rectificativo): ya está corregido y no se anula',
    };
  return { ok: true };
}

export interface CorrectionContext extends RecordContext {
  /** The issuer's legal name and NIF now (the fiscal data the owner fixed). */
  issuer: { name: string; taxId: string };
  /** The ticket's time zone (its location's): the generation time carries its offset. */
  timeZone: string;
}

const link = (head: ChainHead | null) => head && { invoice: head.invoice, fingerprint: head.fingerprint };

/**
 * The subsanación of `original` (its id `originalId`), chained after `ctx.head`: the same invoice (series, number,
 * issue date), type, VAT breakdown and totals, the issuer's name as the settings say now; its NIF too when the agency
 * rejected the original (it holds no record of it, so the invoice is registered for the first time under the right
 * NIF), otherwise the one it holds. Subsanacion 'S', RechazoPrevio 'S' after a rejection.
 */
export function correctionRecordOf(
  original: RegistrationRecord,
  originalId: string,
  rejectedBefore: boolean,
  ctx: CorrectionContext,
): RegistrationRecord {
  const invoice = { ...original.invoice, ...(rejectedBefore ? { issuerTaxId: ctx.issuer.taxId } : {}) };
  const { fingerprint: replaced, ...kept } = original;
  void replaced; // the new record's fingerprint is its own, below
  const base: Omit<RegistrationRecord, 'fingerprint'> = {
    ...kept,
    chain: ctx.chain,
    seq: (ctx.head?.seq ?? 0) + 1,
    issuerName: ctx.issuer.name,
    software: original.software,
    environment: ctx.environment,
    previous: link(ctx.head),
    generatedAt: dateTimeWithOffset(ctx.at, ctx.timeZone),
    invoice,
    ...(original.rectified
      ? { rectified: original.rectified.map((rectified) => ({ ...rectified, issuerTaxId: invoice.issuerTaxId })) }
      : {}),
    correction: { of: originalId, rejectedBefore },
  };
  return { ...base, fingerprint: recordFingerprint(base) };
}

/**
 * The cancellation of `original`'s invoice (its id `originalId`), chained after `ctx.head`; SinRegistroPrevio 'S'
 * when the agency rejected the original (it holds no record to annul).
 */
export function annulmentRecordOf(
  original: RegistrationRecord,
  originalId: string,
  rejectedBefore: boolean,
  ctx: Omit<CorrectionContext, 'issuer'>,
): CancellationRecord {
  const base: Omit<CancellationRecord, 'fingerprint'> = {
    kind: 'anulacion',
    chain: ctx.chain,
    seq: (ctx.head?.seq ?? 0) + 1,
    ticketCode: original.ticketCode,
    locationId: original.locationId,
    day: original.day,
    issuerName: original.issuerName,
    software: original.software,
    environment: ctx.environment,
    previous: link(ctx.head),
    generatedAt: dateTimeWithOffset(ctx.at, ctx.timeZone),
    invoice: original.invoice,
    annuls: originalId,
    ...(rejectedBefore ? { withoutPrevious: true } : {}),
  };
  return { ...base, fingerprint: recordFingerprint(base) };
}
