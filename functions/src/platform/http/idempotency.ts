import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { TenantCollectionName } from '@plataforma/domain';
import type { Request } from 'express';
import { organizationCollection } from '../organizations/repository';
import type { Tenant } from '../organizations/tenant-router';
import { ApiError } from './api-error';

/** The Idempotency-Key header of a create or a payment, when the client sent one (400 when it is malformed). */
export function idempotencyKey(req: Request): string | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[\w-]{8,100}$/.test(key))
    throw new ApiError('validation-failed', { 'Idempotency-Key': 'La clave de idempotencia no es válida' });
  return key;
}

/**
 * How long a key's answer is kept: far longer than any retry of a till (a device offline for days replays its queue
 * when it is back), short enough that the records, one per sale, do not pile up forever. Firestore's TTL policy on
 * `expiresAt` deletes them afterwards (the collections declare it).
 */
export const IDEMPOTENCY_KEY_DAYS = 90;

/** `{collection}/{sha256 of the key}`: the fingerprint of the request that used the key and what it answered. */
interface IdempotencyRecord {
  request: string;
  response: unknown;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/**
 * Runs `work` at most once per Idempotency-Key, inside the caller's transaction: the key's record (in the tenant's
 * `collection`, the calling module's own) is read first and written with the answer in the same transaction as the
 * change. The same key with the same request answers the stored answer (nothing new is written); with another
 * request, 'idempotency-conflict'. No key: `work` just runs. `request` should name the route (`{ route, body }`) so
 * one key reused on another route conflicts instead of answering the other route's result.
 */
export async function idempotent<T>(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  collection: TenantCollectionName,
  key: string | undefined,
  request: unknown,
  work: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!key) return { result: await work(), replayed: false };
  const ref = organizationCollection<IdempotencyRecord>(tenant.organization.id, collection).doc(
    createHash('sha256').update(key).digest('hex'),
  );
  const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const existing = await tx.get(ref);
  if (existing.exists) {
    const record = existing.data()!;
    if (record.request !== fingerprint) throw new ApiError('idempotency-conflict');
    return { result: record.response as T, replayed: true };
  }
  const result = await work();
  const now = Timestamp.now();
  tx.create(ref, {
    request: fingerprint,
    response: JSON.parse(JSON.stringify(result)),
    createdAt: now,
    expiresAt: Timestamp.fromMillis(now.toMillis() + IDEMPOTENCY_KEY_DAYS * 86_400_000),
  });
  return { result, replayed: false };
}
