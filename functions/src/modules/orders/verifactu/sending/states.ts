import type { BillingRecordStateDto, BillingRecordStatus, VerifactuSendingStatus } from '@plataforma/domain';
import { certificateInfo, certificateRef } from './certificate';
import { chainHeads, readSender, statesOf, type SenderDoc } from './sender';

/**
 * Reading the records' states at the agency (issue 23). A stored state is final (the agency's answer); a record
 * without one is 'enviando' while the sender's lease holds its position, 'pendiente' otherwise.
 */

/** 'B-2_000000007' -> ['B-2', 7]. */
function placeOf(id: string): { chain: string; seq: number } {
  const at = id.lastIndexOf('_');
  return { chain: id.slice(0, at), seq: Number(id.slice(at + 1)) };
}

function derivedStatus(id: string, sender: SenderDoc, at: number): BillingRecordStatus {
  const { chain, seq } = placeOf(id);
  const lease = sender.lease && sender.lease.until.toMillis() > at ? sender.lease : null;
  const leased = lease?.ranges.some((range) => range.chain === chain && range.from <= seq && seq <= range.to);
  return leased ? 'enviando' : 'pendiente';
}

/** The states of some records (a page of the records list), in the order asked. */
export async function statesOfRecords(organizationId: string, ids: string[]): Promise<BillingRecordStateDto[]> {
  if (ids.length === 0) return [];
  const [sender, ...snapshots] = await Promise.all([
    readSender(organizationId),
    ...ids.map((id) => statesOf(organizationId).doc(id).get()),
  ]);
  const at = Date.now();
  return ids.map((id, i) => {
    const state = snapshots[i]!.data();
    return state
      ? { ...state, id }
      : { id, status: derivedStatus(id, sender, at), code: null, message: null, submissionId: null, at: null };
  });
}

/** The records the agency refused or accepted with errors (what the owner must look at), newest first, 200 at most. */
export async function recordsWithStatus(
  organizationId: string,
  status: 'rechazado' | 'aceptado_con_errores',
): Promise<BillingRecordStateDto[]> {
  // An equality filter alone (no composite index); the few refused records are sorted here.
  const snapshot = await statesOf(organizationId).where('status', '==', status).limit(200).get();
  const states = snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
  return states.sort((a, b) => b.at.localeCompare(a.at));
}

/** The issuer's queue: the certificate (never its content), what is pending, and the sender's next attempt. */
export async function sendingStatus(organizationId: string): Promise<VerifactuSendingStatus> {
  const [heads, sender, certificate] = await Promise.all([
    chainHeads(organizationId),
    readSender(organizationId),
    certificateRef(organizationId).get(),
  ]);
  let pending = 0;
  for (const [chain, seq] of heads) pending += Math.max(0, seq - (sender.answered[chain] ?? 0));
  const lease = sender.lease && sender.lease.until.toMillis() > Date.now() ? sender.lease : null;
  return {
    ...certificateInfo(certificate.data()),
    pending,
    sendingSubmissionId: lease?.submissionId ?? null,
    nextAttemptAt: sender.nextAttemptAt?.toDate().toISOString() ?? null,
    failures: sender.failures,
    lastError: sender.lastError,
  };
}
