import { createHash } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import {
  clientName,
  clientUniqueValues,
  duplicateMessage,
  UNIQUE_CLIENT_FIELDS,
  type ClientDuplicateDetails,
  type ClientRef,
  type UniqueClientField,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ClientDoc } from './clients';
import { clientKeysOf, clientsOf } from './collections';

/**
 * Uniqueness of a client's e-mail, phone and tax id. Firestore has no unique constraint, so each value a client holds
 * is a document clientKeys/{field}-{sha256 of the value} written in the client's own transaction: two writes of the
 * same value at once both read the key, and the second transaction to commit is retried and then sees the first's.
 * The id is a hash so that no personal data sits in a document path (paths reach logs).
 */
type UniqueValues = Partial<Record<UniqueClientField, string>>;

const keyId = (field: UniqueClientField, value: string) =>
  `${field}-${createHash('sha256').update(value).digest('hex')}`;

export const keyRef = (tenant: Pick<Tenant, 'organization'>, field: UniqueClientField, value: string) =>
  clientKeysOf(tenant).doc(keyId(field, value));

const entries = (values: UniqueValues) =>
  UNIQUE_CLIENT_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]] as const] : []));

/** The 409 that names who already has a value. */
export function duplicateError(existing: ClientRef, field: UniqueClientField): ApiError {
  const details: ClientDuplicateDetails = { existing, field };
  return new ApiError(
    'client-duplicate',
    { [field]: duplicateMessage(field, existing.name) },
    duplicateMessage(field, existing.name),
    { ...details },
  );
}

/**
 * Who holds each of these values, other than `clientId`, read in the transaction: the first value held by another
 * client, or undefined. A key left by a client that no longer exists counts as free.
 */
export async function findHolder(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  clientId: string,
  values: UniqueValues,
): Promise<{ existing: ClientRef; field: UniqueClientField } | undefined> {
  const wanted = entries(values);
  if (wanted.length === 0) return undefined;
  const keys = await tx.getAll(...wanted.map(([field, value]) => keyRef(tenant, field, value)));
  for (const [index, key] of keys.entries()) {
    const holderId = key.data()?.clientId;
    if (!holderId || holderId === clientId) continue;
    const holder = await tx.get(clientsOf(tenant).doc(holderId));
    if (holder.exists)
      return { existing: { id: holderId, name: clientName(holder.data()!) }, field: wanted[index]![0] };
  }
  return undefined;
}

/** Refuses (409 client-duplicate) a value another client holds. */
export async function assertUnique(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  clientId: string,
  client: Pick<ClientDoc, UniqueClientField>,
): Promise<void> {
  const holder = await findHolder(tx, tenant, clientId, clientUniqueValues(client));
  if (holder) throw duplicateError(holder.existing, holder.field);
}

/** Writes the keys of a client's values and deletes those of the values it no longer has (after the reads). */
export function writeKeys(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  clientId: string,
  client: Pick<ClientDoc, UniqueClientField> | undefined,
  before: Pick<ClientDoc, UniqueClientField> | undefined,
): void {
  const now = client ? clientUniqueValues(client) : {};
  const old = before ? clientUniqueValues(before) : {};
  for (const [field, value] of entries(old)) if (now[field] !== value) tx.delete(keyRef(tenant, field, value));
  for (const [field, value] of entries(now))
    if (old[field] !== value) tx.set(keyRef(tenant, field, value), { clientId });
}
