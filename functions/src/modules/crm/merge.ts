import {
  birthMonthDayOf,
  clientName,
  clientSearchText,
  clientUniqueValues,
  foldText,
  MAX_TAGS,
  UNIQUE_CLIENT_FIELDS,
  type Client,
  type ClientRef,
} from '@plataforma/domain';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { drainQuery } from '../../platform/resources/batches';
import { getDocument, withMeta } from '../../platform/resources/repository';
import { toClient, withCompanies, type ClientDoc } from './clients';
import { clientsOf, reviewsOf, timelineOf } from './collections';
import { keyRef, writeKeys } from './keys';
import { clientReferences } from './references';
import { writeTimelineEntry } from './timeline';

/** The fields the client kept takes from the other when it has none. */
const FILLABLE = ['lastName', 'email', 'phone', 'taxId', 'birthday', 'notes', 'companyId'] as const;

/** The client kept after a merge: its own fields, the other's where it had none, both sets of tags, a consent. */
export function mergedClient(keep: ClientDoc, other: ClientDoc): ClientDoc {
  const filled = Object.fromEntries(FILLABLE.map((field) => [field, keep[field] || other[field]]));
  const hasAddress = Object.values(keep.address).some(Boolean);
  const tags = [...keep.tags, ...other.tags.filter((tag) => !keep.tagKeys.includes(foldText(tag)))].slice(0, MAX_TAGS);
  return {
    ...keep,
    ...filled,
    address: hasAddress ? keep.address : other.address,
    tags,
    tagKeys: tags.map(foldText),
    birthMonthDay: birthMonthDayOf(filled.birthday ?? ''),
    marketingConsent:
      keep.marketingConsent.granted || !other.marketingConsent.granted ? keep.marketingConsent : other.marketingConsent,
  };
}

/** Points everything of `fromId` at `to`: other modules' records, reviews, timeline entries (batched, idempotent). */
async function moveReferences(tenant: Tenant, fromId: string, to: ClientRef): Promise<void> {
  for (const [, references] of clientReferences()) await references.move(tenant, fromId, to);
  await drainQuery(reviewsOf(tenant).where('clientId', '==', fromId), (batch, doc) =>
    batch.update(doc.ref, { clientId: to.id }),
  );
  await drainQuery(timelineOf(tenant).where('clientId', '==', fromId), (batch, doc) =>
    batch.update(doc.ref, { clientId: to.id }),
  );
}

/**
 * POST /crm/clients/{keepId}/merge { otherId }: the other's records, reviews and timeline move to the client kept
 * (in batches: a client may have more than a transaction holds), then one transaction fills the kept client's empty
 * fields from the other's, hands it the other's unique values, deletes the other and writes 'client-merged'. A
 * record attached to the other meanwhile is moved by a last sweep; a merge interrupted halfway is finished by
 * running it again.
 */
export async function mergeClients(tenant: Tenant, keepId: string, otherId: string): Promise<Client> {
  if (keepId === otherId) throw new ApiError('client-merge-self');
  const keepRef = clientsOf(tenant).doc(keepId);
  const otherRef = clientsOf(tenant).doc(otherId);
  const [keep, other] = await Promise.all([getDocument(keepRef), getDocument(otherRef)]);
  // Records moved point at the client kept by the name it will have (the merge may give it a last name).
  const to = { id: keepId, name: clientName(mergedClient(keep, other)) };
  await moveReferences(tenant, otherId, to);
  const record = await transaction(async (tx) => {
    const [kept, other] = await Promise.all([getDocument(keepRef, tx), getDocument(otherRef, tx)]);
    const merged = mergedClient(kept, other);
    const values = clientUniqueValues(merged);
    writeKeys(tx, tenant, keepId, merged, kept);
    const otherValues = clientUniqueValues(other);
    for (const field of UNIQUE_CLIENT_FIELDS) {
      const value = otherValues[field];
      if (value && values[field] !== value) tx.delete(keyRef(tenant, field, value));
    }
    const stored = withMeta(merged, clientSearchText(merged), kept);
    tx.set(keepRef, stored);
    tx.delete(otherRef);
    writeTimelineEntry(tx, tenant, {
      clientId: keepId,
      kind: 'client-merged',
      module: 'crm',
      summary: `Fusión con ${clientName(other)}: sus pedidos, reseñas e historial pasan a esta ficha`,
    });
    return stored;
  });
  await moveReferences(tenant, otherId, { id: keepId, name: clientName(record) });
  return (await withCompanies(tenant, [toClient(keepId, record)]))[0]!;
}
