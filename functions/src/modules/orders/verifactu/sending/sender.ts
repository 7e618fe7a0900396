import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  billingRecordId,
  COLLECTIONS,
  ORDERS_COLLECTIONS,
  parseAgencyAnswer,
  recordStateOf,
  registrationMessage,
  retryDelayMs,
  soapEnvelope,
  VERIFACTU_ENVIRONMENTS,
  VERIFACTU_OFF,
  type AgencyAnswer,
  type BillingRecord,
  type BillingRecordState,
  type SendOutcome,
} from '@plataforma/domain';
import { db, transaction } from '../../../../platform/firebase';
import { organizationCollection, type OrganizationRecord } from '../../../../platform/organizations/repository';
import type { SeriesDoc } from '../../repository';
import { agencyEndpoint, AgencyUnreachable, postToAgency } from './agency';
import { loadCertificate } from './certificate';

/**
 * The VERI*FACTU sender (issue 23): per issuer (organization), the records not answered yet, in each chain's order,
 * at most 1000 a message (the AEAT's limit), sent to the agency and each record's answer stored apart
 * (billingRecordStates: records never change).
 *
 * Which records are pending needs no query over states: a chain's records are written in order (each one moves the
 * chain's head on its series counter), so the sender keeps, per chain, the last position the agency answered
 * (`answered`); the pending records are the ids after it up to the head. A send first takes a lease in a
 * transaction on the sender's document (the ranges it sends and until when): a second sender meanwhile finds the
 * lease and sends nothing, so no record goes in two messages at once. The answer stores each record's state, moves
 * `answered` on, drops the lease and sets the next send after the agency's waiting time (TiempoEsperaEnvio). An
 * unreachable agency, a timeout or a SOAP fault drop the lease and set the next attempt after a back-off (1, 2, 4...
 * minutes, at most an hour): the records stay pending. A record the agency did get before a lost answer comes back
 * as a duplicate (3000) on the retry and counts as accepted. Nothing here runs in a sale: a failed send never blocks
 * one.
 */

export const MAX_RECORDS_PER_MESSAGE = 1000;

interface Range {
  chain: string;
  /** Positions from..to of the chain, both included. */
  from: number;
  to: number;
}

/** verifactuSending/sender. */
export interface SenderDoc {
  /** Per chain: the last position the agency answered (every record up to it has its state). */
  answered: Record<string, number>;
  lease: { submissionId: string; until: Timestamp; ranges: Range[] } | null;
  /** No send before this (the agency's waiting time, or the back-off after a failure). */
  nextAttemptAt: Timestamp | null;
  failures: number;
  lastError: string | null;
}

/** verifactuSending/submission-{id}: one message, what it carried and how it ended. */
interface SubmissionDoc {
  ranges: Range[];
  records: number;
  environment: string;
  status: 'enviando' | 'respondido' | 'fallido';
  startedAt: Timestamp;
  endedAt?: Timestamp;
  /** EstadoEnvio, CSV and TiempoEsperaEnvio of the answer. */
  answer?: { status: string; csv: string | null; waitSeconds: number };
  error?: string;
}

const EMPTY_SENDER: SenderDoc = { answered: {}, lease: null, nextAttemptAt: null, failures: 0, lastError: null };

const sendingOf = (organizationId: string) =>
  organizationCollection<SenderDoc | SubmissionDoc>(organizationId, ORDERS_COLLECTIONS.verifactuSending);
export const senderRef = (organizationId: string) =>
  sendingOf(organizationId).doc('sender') as DocumentReference<SenderDoc>;
const submissionRef = (organizationId: string, id: string) =>
  sendingOf(organizationId).doc(`submission-${id}`) as DocumentReference<SubmissionDoc>;
export const statesOf = (organizationId: string) =>
  organizationCollection<BillingRecordState>(organizationId, ORDERS_COLLECTIONS.billingRecordStates);
const recordsOf = (organizationId: string) =>
  organizationCollection<BillingRecord>(organizationId, ORDERS_COLLECTIONS.billingRecords);

export async function readSender(organizationId: string): Promise<SenderDoc> {
  return { ...EMPTY_SENDER, ...(await senderRef(organizationId).get()).data() };
}

/** Every chain of the issuer and its head's position (read outside any transaction: heads only move on). */
export async function chainHeads(organizationId: string): Promise<Map<string, number>> {
  const series = await organizationCollection<SeriesDoc>(organizationId, ORDERS_COLLECTIONS.ticketSeries)
    .orderBy('chain.seq', 'desc')
    .get();
  return new Map(series.docs.map((doc) => [doc.id, doc.data().chain!.seq]));
}

/** The ranges of the next message: each chain's records after the answered position, at most `limit` in all. */
function nextRanges(heads: Map<string, number>, answered: Record<string, number>, limit: number): Range[] {
  const ranges: Range[] = [];
  let room = limit;
  for (const chain of [...heads.keys()].sort()) {
    const from = (answered[chain] ?? 0) + 1;
    const to = Math.min(heads.get(chain)!, from + room - 1);
    if (to < from) continue;
    ranges.push({ chain, from, to });
    room -= to - from + 1;
    if (room === 0) break;
  }
  return ranges;
}

const count = (ranges: Range[]) => ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);
const timeoutMs = () => Number(process.env.VERIFACTU_TIMEOUT_MS) || 60_000;

export interface SendOptions {
  /** Records a message carries at most (tests use fewer). */
  batchSize?: number;
  now?: () => number;
}

/**
 * One run of the sender for one issuer: takes the lease, sends one message, stores the answer. Returns what it did;
 * throws only on a storage error (the agency's failures are an outcome).
 */
export async function sendPending(organization: OrganizationRecord, options: SendOptions = {}): Promise<SendOutcome> {
  const now = options.now ?? Date.now;
  const limit = Math.min(options.batchSize ?? MAX_RECORDS_PER_MESSAGE, MAX_RECORDS_PER_MESSAGE);
  const orgId = organization.id;
  const heads = await chainHeads(orgId);
  // A certificate that no longer decrypts (the key changed) is as good as none: the owner uploads it again.
  const certificate = await loadCertificate(orgId).catch(() => null);
  const submissionId = randomUUID();
  const environment = (organization.data.verifactu ?? VERIFACTU_OFF).environment;

  const leased = await transaction(async (tx): Promise<SendOutcome | Range[]> => {
    const sender = { ...EMPTY_SENDER, ...(await tx.get(senderRef(orgId))).data() };
    const at = now();
    if (sender.lease && sender.lease.until.toMillis() > at) return { result: 'busy' };
    if (sender.nextAttemptAt && sender.nextAttemptAt.toMillis() > at)
      return { result: 'waiting', until: sender.nextAttemptAt.toDate().toISOString() };
    const ranges = nextRanges(heads, sender.answered, limit);
    if (ranges.length === 0) return { result: 'nothing' };
    if (!certificate) {
      const reason = 'Falta el certificado para enviar los registros a la Agencia Tributaria';
      tx.set(senderRef(orgId), { ...sender, lastError: reason });
      return { result: 'blocked', reason };
    }
    tx.set(senderRef(orgId), {
      ...sender,
      lease: { submissionId, until: Timestamp.fromMillis(at + timeoutMs() + 60_000), ranges },
    });
    tx.create(submissionRef(orgId, submissionId), {
      ranges,
      records: count(ranges),
      environment,
      status: 'enviando',
      startedAt: Timestamp.fromMillis(at),
    });
    return ranges;
  });
  if (!Array.isArray(leased)) return leased;

  const leasedIds = leased.flatMap(({ chain, from, to }) =>
    Array.from({ length: to - from + 1 }, (_, i) => billingRecordId(chain, from + i)),
  );
  const snapshots = await db().getAll(...leasedIds.map((id) => recordsOf(orgId).doc(id)));
  const all = snapshots.map((snapshot) => snapshot.data() as BillingRecord | undefined);
  // One message is one issuer's and one environment's: it stops where a record was made under another NIF or
  // environment (the switch from pruebas to producción), and the rest waits for the next message. Each record goes
  // to the environment it was made for.
  const first = all[0];
  const cut = all.findIndex(
    (record) =>
      !record || record.environment !== first?.environment || record.invoice.issuerTaxId !== first?.invoice.issuerTaxId,
  );
  const records = cut === -1 ? all : all.slice(0, Math.max(cut, 1));
  const ids = leasedIds.slice(0, records.length);
  const ranges = firstRecords(leased, records.length);
  let answer: AgencyAnswer;
  try {
    if (!records.every((record) => !!record)) throw new AgencyUnreachable('Falta un registro de la cadena');
    const sent = records as BillingRecord[];
    const issuer = { name: sent[0]!.issuerName, taxId: sent[0]!.invoice.issuerTaxId };
    const envelope = soapEnvelope(registrationMessage(issuer, sent));
    const body = await postToAgency(agencyEndpoint(sent[0]!.environment ?? environment), envelope, certificate!);
    answer = parseAgencyAnswer(body);
    if (answer.kind === 'fault') throw new AgencyUnreachable(`La Agencia rechazó el envío: ${answer.message}`);
  } catch (error) {
    const reason =
      error instanceof AgencyUnreachable
        ? error.message
        : `Respuesta ilegible de la Agencia: ${error instanceof Error ? error.message : String(error)}`;
    return failed(orgId, submissionId, ranges, reason, now);
  }
  return answered(orgId, submissionId, ranges, records as BillingRecord[], ids, answer, now);
}

/** The ranges' first `n` records, as ranges. */
function firstRecords(ranges: Range[], n: number): Range[] {
  const kept: Range[] = [];
  let room = n;
  for (const range of ranges) {
    if (room === 0) break;
    const to = Math.min(range.to, range.from + room - 1);
    kept.push({ ...range, to });
    room -= to - range.from + 1;
  }
  return kept;
}

async function failed(
  orgId: string,
  submissionId: string,
  ranges: Range[],
  reason: string,
  now: () => number,
): Promise<SendOutcome> {
  // The reason is the network's or the agency's text: never the certificate's.
  logger.warn('VERI*FACTU send failed', { organizationId: orgId, submissionId, reason });
  const nextAttemptAt = await transaction(async (tx) => {
    const sender = { ...EMPTY_SENDER, ...(await tx.get(senderRef(orgId))).data() };
    const failures = sender.failures + 1;
    const next = Timestamp.fromMillis(now() + retryDelayMs(failures));
    tx.set(senderRef(orgId), {
      ...sender,
      lease: sender.lease?.submissionId === submissionId ? null : sender.lease,
      failures,
      nextAttemptAt: next,
      lastError: reason,
    });
    tx.update(submissionRef(orgId, submissionId), {
      status: 'fallido',
      error: reason,
      endedAt: Timestamp.fromMillis(now()),
    });
    return next;
  });
  return {
    result: 'failed',
    submissionId,
    records: count(ranges),
    reason,
    nextAttemptAt: nextAttemptAt.toDate().toISOString(),
  };
}

const STATE_BATCH = 400;

async function answered(
  orgId: string,
  submissionId: string,
  ranges: Range[],
  records: BillingRecord[],
  ids: string[],
  answer: Extract<AgencyAnswer, { kind: 'answer' }>,
  now: () => number,
): Promise<SendOutcome> {
  const at = new Date(now()).toISOString();
  const lineOf = new Map(answer.lines.map((line) => [`${line.operation}|${line.number}`, line]));
  // Each record's state, written before the answered positions move on: a crash in between sends them again, and
  // the agency's duplicate answer keeps them accepted.
  for (let start = 0; start < records.length; start += STATE_BATCH) {
    const batch = db().batch();
    records.slice(start, start + STATE_BATCH).forEach((record, i) => {
      const operation = record.kind === 'anulacion' ? 'Anulacion' : 'Alta';
      const state = recordStateOf(lineOf.get(`${operation}|${record.invoice.number}`), answer.status);
      // Merged: a record sent again after a crash keeps the `supersededBy` its correction wrote (corrections.ts).
      batch.set(statesOf(orgId).doc(ids[start + i]!), { ...state, submissionId, at }, { merge: true });
    });
    await batch.commit();
  }
  await transaction(async (tx) => {
    const sender = { ...EMPTY_SENDER, ...(await tx.get(senderRef(orgId))).data() };
    const answeredUpTo = { ...sender.answered };
    for (const { chain, to } of ranges) answeredUpTo[chain] = Math.max(answeredUpTo[chain] ?? 0, to);
    tx.set(senderRef(orgId), {
      answered: answeredUpTo,
      lease: sender.lease?.submissionId === submissionId ? null : sender.lease,
      nextAttemptAt: Timestamp.fromMillis(now() + answer.waitSeconds * 1000),
      failures: 0,
      lastError: null,
    });
    tx.update(submissionRef(orgId, submissionId), {
      status: 'respondido',
      answer: { status: answer.status, csv: answer.csv, waitSeconds: answer.waitSeconds },
      endedAt: Timestamp.fromMillis(now()),
    });
  });
  return {
    result: 'sent',
    submissionId,
    records: records.length,
    status: answer.status,
    waitSeconds: answer.waitSeconds,
  };
}

/**
 * The scheduler's run: every organization that ever set its VERI*FACTU settings (one that switched the mode off
 * still has its records to send), one message each (the next run sends the next batch). One issuer's failure does
 * not stop the others.
 */
export async function sendAllPending(options: SendOptions = {}): Promise<void> {
  const organizations = await db()
    .collection(COLLECTIONS.organizations)
    .where('verifactu.environment', 'in', [...VERIFACTU_ENVIRONMENTS])
    .get();
  for (const doc of organizations.docs) {
    try {
      await sendPending({ id: doc.id, data: doc.data() as OrganizationRecord['data'] }, options);
    } catch (error) {
      logger.error('VERI*FACTU sender failed', { organizationId: doc.id, error: String(error) });
    }
  }
}
