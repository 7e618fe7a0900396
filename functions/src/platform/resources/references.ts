import type { CollectionReference, Query, Transaction } from 'firebase-admin/firestore';
import { namesInUse } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import type { Stored } from './definition';
import { getMany } from './repository';

/**
 * Reads, in the write's transaction, the documents a body points at; a missing one is a 400 on `field`, so a
 * record never references something of another organization or something deleted meanwhile.
 */
export async function requireAll<Doc>(
  tx: Transaction,
  collection: CollectionReference<Stored<Doc>>,
  ids: string[],
  field: string,
  message: string,
): Promise<Stored<Doc>[]> {
  const docs = await getMany(tx, collection, ids);
  const missing = docs.findIndex((doc) => !doc);
  if (missing !== -1) throw new ApiError('validation-failed', { [field]: message });
  return docs as Stored<Doc>[];
}

const SHOWN_USERS = 5;

/**
 * Refuses a delete (409) while `users` finds documents pointing at the one being deleted, naming them:
 * 'No se puede eliminar porque se usa en platos: «Entrecot», «Solomillo»'.
 */
export async function assertUnused(
  tx: Transaction,
  users: Query,
  what: string,
  nameOf: (data: Record<string, unknown>) => string = (data) => String(data.name),
): Promise<void> {
  const snapshot = await tx.get(users.limit(SHOWN_USERS + 1));
  if (snapshot.empty) return;
  const names = snapshot.docs.slice(0, SHOWN_USERS).map((doc) => nameOf(doc.data()));
  const total = snapshot.size > SHOWN_USERS ? (await users.count().get()).data().count : names.length;
  throw new ApiError('in-use', undefined, `No se puede eliminar porque se usa en ${what}: ${namesInUse(names, total)}`);
}
