import { createHash } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import {
  clientBodySchema,
  clientName,
  clientSearchText,
  clientUniqueValues,
  foldText,
  parseWith,
  readImportFile,
  UNIQUE_CLIENT_FIELDS,
  type ClientInput,
  type ClientRef,
  type ErrorCode,
  type ImportFileProblem,
  type ImportPreview,
  type ImportResult,
  type UniqueClientField,
} from '@plataforma/domain';
import { db, transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { withMeta } from '../../platform/resources/repository';
import { clientFields, type ClientDoc } from './clients';
import { clientsOf, companiesOf } from './collections';
import { keyRef } from './keys';
import { writeTimelineEntry } from './timeline';

const PROBLEMS: Record<ImportFileProblem, ErrorCode> = {
  empty: 'import-empty',
  'no-name-column': 'import-no-name-column',
  'too-many-lines': 'import-too-many-lines',
};

/** A line the import will create: the id it gets and the document it writes. */
interface PlannedClient {
  line: number;
  id: string;
  doc: ClientDoc;
}

/**
 * The id a line's client gets: a hash of the client it describes (validated and normalised, so the same person
 * written with another encoding, separator or spacing is the same). Re-applying a file finds its clients by id:
 * nothing is created twice, even for lines without an e-mail, phone or tax id.
 */
const importId = (body: ClientInput) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 24);

/** Reads many documents outside a transaction, a few hundred per call. */
async function readAll<T>(refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
  const chunks = Array.from({ length: Math.ceil(refs.length / 300) }, (_, i) => refs.slice(i * 300, i * 300 + 300));
  const read = (chunk: DocumentReference<T>[]) => db().getAll(...(chunk as DocumentReference[]));
  return (await Promise.all(chunks.map(read))).flat() as DocumentSnapshot<T>[];
}

async function companiesByName(tenant: Tenant): Promise<Map<string, string>> {
  const snapshot = await companiesOf(tenant).select('name').get();
  return new Map(snapshot.docs.map((doc) => [foldText(String(doc.data().name)).trim(), doc.id]));
}

/**
 * What importing a file would do, line by line, and the clients it would create. Preview and apply both run it, so
 * apply creates exactly what the preview showed (unless someone creates the same client in between).
 */
async function planImport(
  tenant: Tenant,
  bytes: Uint8Array,
): Promise<{ preview: ImportPreview; plan: PlannedClient[] }> {
  const file = readImportFile(bytes);
  if (!file.ok) throw new ApiError(PROBLEMS[file.problem]);
  const companies = await companiesByName(tenant);
  const preview: ImportPreview = { create: [], duplicates: [], invalid: [], ignoredColumns: file.ignoredColumns };

  const valid: { line: number; body: ClientInput; company: string }[] = [];
  for (const row of file.rows) {
    const companyId = row.company ? companies.get(foldText(row.company)) : '';
    const parsed = parseWith(clientBodySchema, { ...row.input, companyId: companyId ?? '' });
    const errors = {
      ...(parsed.success ? {} : parsed.fields),
      ...(companyId === undefined ? { companyId: `No existe la empresa «${row.company}»: créala antes` } : {}),
      ...row.errors,
    };
    if (!parsed.success || Object.keys(errors).length > 0) preview.invalid.push({ line: row.line, errors });
    else valid.push({ line: row.line, body: parsed.data, company: row.company });
  }

  // Everything that could make a line a duplicate, read at once: its id, and who holds each of its values.
  const ids = valid.map(({ body }) => importId(body));
  const values = valid.map(({ body }) => clientUniqueValues(body));
  const wanted = values.flatMap((held) =>
    UNIQUE_CLIENT_FIELDS.flatMap((field) => (held[field] ? [keyRef(tenant, field, held[field])] : [])),
  );
  const [byId, keys] = await Promise.all([readAll(ids.map((id) => clientsOf(tenant).doc(id))), readAll(wanted)]);
  const holderIds = [...new Set(keys.flatMap((key) => (key.exists ? [key.data()!.clientId] : [])))];
  const holders = await readAll(holderIds.map((id) => clientsOf(tenant).doc(id)));
  const named = new Map<string, ClientRef>();
  for (const doc of [...byId, ...holders])
    if (doc.exists) named.set(doc.id, { id: doc.id, name: clientName(doc.data()!) });
  const holderOf = new Map(
    keys.flatMap((key) => (key.exists ? [[key.ref.path, named.get(key.data()!.clientId)]] : [])),
  );

  // Lines above that will be created, by id and by value: a later line repeating them is their duplicate.
  const planned = new Map<string, ClientRef>();
  const plannedValues = new Map<string, ClientRef>();
  const plan: PlannedClient[] = [];
  valid.forEach(({ line, body, company }, index) => {
    const id = ids[index]!;
    const held = UNIQUE_CLIENT_FIELDS.filter((field) => values[index]![field]);
    const valueKey = (field: UniqueClientField) => `${field}:${values[index]![field]}`;
    const inDatabase = held.find((field) => holderOf.get(keyRef(tenant, field, values[index]![field]!).path));
    const inFile = held.find((field) => plannedValues.has(valueKey(field)));
    const existing = named.get(id) ?? planned.get(id);
    if (existing) preview.duplicates.push({ line, existing, field: 'row' });
    else if (inDatabase)
      preview.duplicates.push({
        line,
        existing: holderOf.get(keyRef(tenant, inDatabase, values[index]![inDatabase]!).path)!,
        field: inDatabase,
      });
    else if (inFile) preview.duplicates.push({ line, existing: plannedValues.get(valueKey(inFile))!, field: inFile });
    else {
      const ref = { id, name: clientName(body) };
      planned.set(id, ref);
      for (const field of held) plannedValues.set(valueKey(field), ref);
      preview.create.push({ line, client: { ...body, name: ref.name, company } });
      plan.push({ line, id, doc: clientFields(body) });
    }
  });
  return { preview, plan };
}

/** POST /crm/clients/import/preview. */
export async function previewImport(tenant: Tenant, bytes: Uint8Array): Promise<ImportPreview> {
  return (await planImport(tenant, bytes)).preview;
}

/** Clients per batch: each writes the client, up to three keys and a timeline entry (under 500 writes). */
const CHUNK = 80;
/** Batches running at once. */
const PARALLEL = 4;

/** What a planned client writes: the client, the keys of its values, its 'client-created' entry. */
function writeClient(
  writes: Transaction | WriteBatch,
  tenant: Tenant,
  { id, doc }: PlannedClient,
  keyRefs: DocumentReference[],
): void {
  // A batch's create and a transaction's create do the same (fail the commit if the document exists).
  const tx = writes as Transaction;
  tx.create(clientsOf(tenant).doc(id), withMeta(doc, clientSearchText(doc)));
  for (const ref of keyRefs) tx.create(ref, { clientId: id });
  writeTimelineEntry(tx, tenant, {
    clientId: id,
    kind: 'client-created',
    module: 'crm',
    summary: 'Alta por importación',
  });
}

const keyRefsOf = (tenant: Tenant, doc: ClientDoc) =>
  Object.entries(clientUniqueValues(doc)).map(
    ([field, value]) => keyRef(tenant, field as UniqueClientField, value) as DocumentReference,
  );

/** Firestore's ALREADY_EXISTS: a create found its document there. */
const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/**
 * Creates a chunk of planned clients. First as one batch of creates, without reads: a create fails when its document
 * exists, so the batch commits only if every client id and key is still free, which the plan just read (the usual
 * case). If someone created one of them since, the chunk goes again in a transaction that reads each client's id and
 * keys and skips those taken: the same checks as a single create, so a duplicate never slips in.
 */
async function createChunk(tenant: Tenant, chunk: PlannedClient[]): Promise<number> {
  const keyRefs = chunk.map(({ doc }) => keyRefsOf(tenant, doc));
  try {
    const batch = db().batch();
    chunk.forEach((planned, index) => writeClient(batch, tenant, planned, keyRefs[index]!));
    await batch.commit();
    return chunk.length;
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
  return transaction(async (tx) => {
    const refs = chunk.map(({ id }) => clientsOf(tenant).doc(id) as DocumentReference);
    const snapshots = await tx.getAll(...refs, ...keyRefs.flat());
    const taken = new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.ref.path));
    const free = chunk.filter(
      (_, index) => !taken.has(refs[index]!.path) && !keyRefs[index]!.some((ref) => taken.has(ref.path)),
    );
    free.forEach((planned) => writeClient(tx, tenant, planned, keyRefsOf(tenant, planned.doc)));
    return free.length;
  });
}

/** POST /crm/clients/import/apply: creates what the preview of the same file shows; again, it creates nothing. */
export async function applyImport(tenant: Tenant, bytes: Uint8Array): Promise<ImportResult> {
  const { preview, plan } = await planImport(tenant, bytes);
  const chunks = Array.from({ length: Math.ceil(plan.length / CHUNK) }, (_, i) =>
    plan.slice(i * CHUNK, (i + 1) * CHUNK),
  );
  let created = 0;
  for (let i = 0; i < chunks.length; i += PARALLEL)
    for (const count of await Promise.all(chunks.slice(i, i + PARALLEL).map((chunk) => createChunk(tenant, chunk))))
      created += count;
  return {
    created,
    duplicates: preview.duplicates.length + plan.length - created,
    invalid: preview.invalid.length,
  };
}
