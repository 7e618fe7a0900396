import type { DocumentReference } from 'firebase-admin/firestore';
import {
  annulmentRecordOf,
  billingRecordId,
  checkCancellation,
  checkCorrection,
  DEFAULT_TIMEZONE,
  correctionRecordOf,
  headOf,
  VERIFACTU_OFF,
  type BillingRecord,
  type BillingRecordDto,
  type BillingRecordState,
  type CorrectionCheck,
  type CorrectionContext,
  type RegistrationRecord,
  type SupersededBy,
} from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import { organizationRef } from '../../../platform/organizations/repository';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { billingRecordsOf, seriesRef, ticketsOf } from '../repository';
import { statesOf } from './sending/sender';

/**
 * Correcting a record the agency refused, and annulling an invoice (issue 23): POST .../verifactu/records/{id}/
 * correction (subsanación) and .../cancellation (anulación), owners only. Each writes a NEW record at the head of
 * the original's chain in one transaction with the chain's head (the series counter, as a sale does), and marks the
 * original's state (`supersededBy`, its state document: the record itself never changes). The sender sends the new
 * record with the others. Asked again, each answers the record it made the first time (the state's `supersededBy`,
 * read and written in the same transaction, makes it idempotent also when two calls race).
 */

export interface CorrectionResult {
  record: BillingRecordDto;
  /** False when the record had already been corrected or annulled (nothing written). */
  created: boolean;
}

const refused = (message: string) => new ApiError('validation-failed', { recordId: message }, message);

async function supersede(
  tenant: Tenant,
  recordId: string,
  kind: SupersededBy['kind'],
  check: (record: BillingRecord, state: BillingRecordState | undefined, refunded: boolean) => CorrectionCheck,
  make: (original: RegistrationRecord, rejectedBefore: boolean, ctx: CorrectionContext) => BillingRecord,
): Promise<CorrectionResult> {
  const orgId = tenant.organization.id;
  const records = billingRecordsOf(tenant);
  return transaction(async (tx) => {
    const original = (await tx.get(records.doc(recordId))).data();
    if (!original) throw new ApiError('not-found', undefined, 'Registro de facturación no encontrado');
    const stateRef = statesOf(orgId).doc(recordId) as DocumentReference<BillingRecordState>;
    const counterRef = seriesRef(tenant, original.chain);
    // Every read before any write: the state, the chain's head, the organization's fiscal data as they are now (the
    // cached tenant may be seconds old, and the owner has just fixed them), the ticket (its time zone) and, for an
    // anulación, whether the ticket has a rectifying ticket.
    const [state, counter, organization, ticket, refunds] = await Promise.all([
      tx.get(stateRef),
      tx.get(counterRef),
      tx.get(organizationRef(orgId)),
      tx.get(ticketsOf(tenant).doc(original.ticketCode)),
      kind === 'anulacion'
        ? tx.get(ticketsOf(tenant).where('rectifies', 'array-contains', original.ticketCode).limit(1))
        : null,
    ]);
    const verdict = check(original, state.data(), !!refunds && !refunds.empty);
    if (!verdict.ok) {
      if (!verdict.repeat) throw refused(verdict.message);
      const again = (await tx.get(records.doc(verdict.repeat.id))).data()!;
      return { record: { ...again, id: verdict.repeat.id }, created: false };
    }
    const { fiscal, verifactu } = organization.data() ?? tenant.organization.data;
    if (kind === 'subsanacion' && (!fiscal?.taxId || !fiscal.businessName))
      throw refused('Completa el NIF y la razón social en los datos fiscales antes de subsanar');
    const record = make(original as RegistrationRecord, state.data()!.status === 'rechazado', {
      chain: original.chain,
      head: counter.data()?.chain ?? null,
      organizationId: orgId,
      // The settings' environment now, as a new ticket's record: each record goes to the environment it was made for.
      environment: (verifactu ?? VERIFACTU_OFF).environment,
      at: new Date(),
      issuer: { name: fiscal?.businessName ?? '', taxId: fiscal?.taxId ?? '' },
      timeZone: ticket.data()?.timezone ?? DEFAULT_TIMEZONE,
    });
    const id = billingRecordId(original.chain, record.seq);
    tx.create(records.doc(id), record);
    tx.set(counterRef, { chain: headOf(record) }, { merge: true });
    tx.update(stateRef, { supersededBy: { id, kind, at: new Date().toISOString() } });
    return { record: { ...record, id }, created: true };
  });
}

/** The subsanación of a record the agency rejected or accepted with errors (see checkCorrection). */
export const correctRecord = (tenant: Tenant, recordId: string) =>
  supersede(
    tenant,
    recordId,
    'subsanacion',
    (record, state) => checkCorrection(record, state),
    (original, rejected, ctx) => correctionRecordOf(original, recordId, rejected, ctx),
  );

/** The cancellation of a ticket's invoice issued by mistake (see checkCancellation). */
export const annulRecord = (tenant: Tenant, recordId: string) =>
  supersede(tenant, recordId, 'anulacion', checkCancellation, (original, rejected, ctx) =>
    annulmentRecordOf(original, recordId, rejected, ctx),
  );
