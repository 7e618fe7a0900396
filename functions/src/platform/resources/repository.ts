import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { searchTokens, type Page, type ResourceMeta, type TenantCollectionName } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { readPage, type PageRequest } from '../paging';
import { applyListPlan, type ListPlan } from '../queries/list-plan';
import { organizationCollection } from '../organizations/repository';
import type { Stored } from './definition';

/** organizations/{orgId}/{name}: every business collection lives under its organization. */
export function tenantCollection<Doc>(
  organizationId: string,
  name: TenantCollectionName,
): CollectionReference<Stored<Doc>> {
  return organizationCollection<Stored<Doc>>(organizationId, name);
}

/** One page of a collection as a list plan says (filtered, searched, ordered with ties broken by id), counted. */
export async function listPage<Doc>(
  collection: CollectionReference<Stored<Doc>>,
  request: PageRequest,
  plan: ListPlan,
): Promise<Page<{ id: string; doc: Stored<Doc> }>> {
  const { docs, ...page } = await readPage(applyListPlan(collection, plan), request);
  return { ...page, items: docs.map((doc) => ({ id: doc.id, doc: doc.data() })) };
}

export async function getDocument<Doc>(ref: DocumentReference<Stored<Doc>>, tx?: Transaction): Promise<Stored<Doc>> {
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  if (!snapshot.exists) throw new ApiError('not-found');
  return snapshot.data()!;
}

/** The platform's fields of a document being written: search keys and times (creation kept on replace). */
export function withMeta<Doc extends object>(doc: Doc, text: string, existing?: { createdAt: Timestamp }): Stored<Doc> {
  const now = Timestamp.now();
  return { ...doc, searchTokens: searchTokens(text), createdAt: existing?.createdAt ?? now, updatedAt: now };
}

/** Reads documents of a collection by id (in a transaction when given), in one round trip; in order, undefined where missing. */
export async function getMany<T extends DocumentData>(
  tx: Transaction | undefined,
  collection: CollectionReference<T>,
  ids: string[],
): Promise<(T | undefined)[]> {
  if (ids.length === 0) return [];
  const refs = ids.map((id) => collection.doc(id));
  // The SDK types getAll's answers as DocumentData whatever the references' converter: they are T.
  const snapshots = (await (tx ? tx.getAll(...refs) : collection.firestore.getAll(...refs))) as DocumentSnapshot<T>[];
  return snapshots.map((snapshot) => (snapshot.exists ? snapshot.data() : undefined));
}

export const toIso = (time: Timestamp) => time.toDate().toISOString();

/** A stored document as the API answers it: its own fields, its id and ISO times (search keys stay inside). */
export function fromStored<Doc extends object>(id: string, stored: Stored<Doc>): Doc & ResourceMeta {
  const { searchTokens: _search, createdAt, updatedAt, ...doc } = stored;
  return { ...(doc as unknown as Doc), id, createdAt: toIso(createdAt), updatedAt: toIso(updatedAt) };
}
