import type { ClientDataExport } from '@plataforma/domain';
import { transaction } from '../../platform/firebase';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { drainQuery } from '../../platform/resources/batches';
import { fromStored, getDocument } from '../../platform/resources/repository';
import { toClient, withCompanies } from './clients';
import { clientsOf, reviewsOf, timelineOf } from './collections';
import { writeKeys } from './keys';
import { clientReferences } from './references';
import { clientTimelineQuery, toTimelineEntry } from './timeline';

/** GET /crm/clients/{id}/export: the RGPD's right of access, everything about the client as JSON. */
export async function exportClientData(tenant: Tenant, id: string): Promise<ClientDataExport> {
  const stored = await getDocument(clientsOf(tenant).doc(id));
  const [client] = await withCompanies(tenant, [toClient(id, stored)]);
  const [timeline, reviews, records] = await Promise.all([
    clientTimelineQuery(tenant, id).get(),
    reviewsOf(tenant).where('clientId', '==', id).get(),
    Promise.all(
      clientReferences().map(async ([module, references]) => [module, await references.exportOf(tenant, id)] as const),
    ),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    client: client!,
    timeline: timeline.docs.map((doc) => toTimelineEntry(doc.id, doc.data())),
    reviews: reviews.docs.map((doc) => ({ ...fromStored(doc.id, doc.data()), client: { id, name: client!.name } })),
    records: Object.fromEntries(records),
  };
}

/** Takes the person off everything that points at them: other modules' records, reviews; deletes their timeline. */
async function forgetReferences(tenant: Tenant, id: string): Promise<void> {
  for (const [, references] of clientReferences()) await references.forget(tenant, id);
  await drainQuery(reviewsOf(tenant).where('clientId', '==', id), (batch, doc) =>
    batch.update(doc.ref, { clientId: '' }),
  );
  await drainQuery(timelineOf(tenant).where('clientId', '==', id), (batch, doc) => batch.delete(doc.ref));
}

/**
 * POST /crm/clients/{id}/erase: the RGPD's right to erasure. Records keep what the business needs without the person
 * (an order its lines and money, a review its stars and text); the client, its unique keys and its timeline are
 * deleted. A record attached meanwhile is cleared by a last sweep; an interrupted erase is finished by another.
 */
export async function eraseClient(tenant: Tenant, id: string): Promise<void> {
  const ref = clientsOf(tenant).doc(id);
  await getDocument(ref);
  await forgetReferences(tenant, id);
  await transaction(async (tx) => {
    const doc = await getDocument(ref, tx);
    writeKeys(tx, tenant, id, undefined, doc);
    tx.delete(ref);
  });
  await forgetReferences(tenant, id);
}
