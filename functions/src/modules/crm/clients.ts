import {
  birthMonthDayOf,
  clientBodySchema,
  clientName,
  foldText,
  clientSearchText,
  phoneQueryDigits,
  searchKey,
  type Client,
  type ClientInput,
  type ClientRef,
  type MarketingConsent,
} from '@plataforma/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition, Stored } from '../../platform/resources/definition';
import { ApiError } from '../../platform/http/api-error';
import { fromStored } from '../../platform/resources/repository';
import { assertUnused, requireAll } from '../../platform/resources/references';
import { clientsOf, companiesOf, CRM, reviewsOf } from './collections';
import { assertUnique, writeKeys } from './keys';
import { clientReferences } from './references';
import { clientTimelineQuery, writeTimelineEntry } from './timeline';

/** A client as stored: the body's fields, the consent with its proof, and what lists sort and filter by. */
export type ClientDoc = Omit<Client, 'id' | 'createdAt' | 'updatedAt' | 'name' | 'company'> & {
  /** The folded name ('maria nunez'): the list's order, whatever the case and accents. */
  sortName: string;
  /** The folded tags: what `?tag=` looks up. */
  tagKeys: string[];
  /** 'MM-DD' of the birthday ('' for none): the analytics' birthdays of a month (birthMonthDayOf). */
  birthMonthDay: string;
};

/**
 * The consent as stored: a granted one keeps when it was first given while it stays granted (or the time the body
 * brings); a withdrawn one records when it was withdrawn.
 */
export function consentOf(
  body: ClientInput['marketingConsent'],
  before: MarketingConsent | undefined,
): MarketingConsent {
  const now = new Date().toISOString();
  const changed = !before || before.granted !== body.granted;
  const at = body.at ?? (changed ? (body.granted || before ? now : null) : before.at);
  return { granted: body.granted, at, how: body.how ?? (changed ? null : before.how) };
}

/** The stored fields of a client body (references already checked). */
export function clientFields(body: ClientInput, before?: MarketingConsent): ClientDoc {
  return {
    ...body,
    marketingConsent: consentOf(body.marketingConsent, before),
    sortName: foldText(clientName(body)),
    tagKeys: body.tags.map(foldText),
    birthMonthDay: birthMonthDayOf(body.birthday),
  };
}

/** A query that looks like a phone number is looked up by its digits ('600 111 222' -> '600111222'). */
export const clientSearchKey = (q: string) => phoneQueryDigits(q)?.replace(/^00/, '') ?? searchKey(q);

export function toClient(id: string, stored: Stored<ClientDoc>): Client {
  const { sortName: _sort, tagKeys: _tags, birthMonthDay: _birth, ...doc } = fromStored(id, stored);
  return { ...doc, name: clientName(doc), company: null };
}

/** Fills each client's company with its current name. */
export async function withCompanies(tenant: Tenant, clients: Client[]): Promise<Client[]> {
  const ids = [...new Set(clients.map((client) => client.companyId).filter(Boolean))];
  if (ids.length === 0) return clients;
  const docs = await Promise.all(ids.map((id) => companiesOf(tenant).doc(id).get()));
  const names = new Map(docs.filter((doc) => doc.exists).map((doc) => [doc.id, String(doc.data()!.name)]));
  return clients.map((client) => {
    const name = names.get(client.companyId);
    return name === undefined ? client : { ...client, company: { id: client.companyId, name } };
  });
}

/** Refuses a company that does not exist (400 on companyId), in the transaction. */
export async function requireCompany(tx: Transaction, tenant: Tenant, companyId: string): Promise<void> {
  if (companyId) await requireAll(tx, companiesOf(tenant), [companyId], 'companyId', 'La empresa ya no existe');
}

/** organizations/{orgId}/clients: staff create them (at the till too), managers change and delete them. */
export const clients: ResourceDefinition<ClientInput, ClientDoc, Client> = {
  module: 'crm',
  collection: CRM.clients,
  read: 'crm.read',
  manage: 'crm.manage',
  create: 'crm.read',
  body: clientBodySchema,
  sortable: { name: 'sortName', createdAt: 'createdAt' },
  filters: { tag: { field: 'tagKeys', op: 'array-contains' }, companyId: 'companyId' },
  searchText: clientSearchText,
  searchKey: clientSearchKey,
  async toDoc(body, { tx, tenant, ref, existing }) {
    await requireCompany(tx, tenant, body.companyId);
    const doc = clientFields(body, existing?.marketingConsent);
    await assertUnique(tx, tenant, ref.id, doc);
    return doc;
  },
  written(doc, { tx, tenant, ref, existing }) {
    writeKeys(tx, tenant, ref.id, doc, existing);
    if (!existing)
      writeTimelineEntry(tx, tenant, { clientId: ref.id, kind: 'client-created', module: 'crm', summary: 'Alta' });
  },
  toDto: toClient,
  expand: withCompanies,
  async assertDeletable({ tx, tenant, id }) {
    for (const [, references] of clientReferences()) await references.assertUnused(tx, tenant, id);
    await assertUnused(tx, reviewsOf(tenant).where('clientId', '==', id), 'reseñas', (review) =>
      String(review.text || `${String(review.rating)} estrellas`).slice(0, 40),
    );
  },
  async removed({ tx, tenant, id, doc }) {
    const entries = await tx.get(clientTimelineQuery(tenant, id));
    writeKeys(tx, tenant, id, undefined, doc);
    for (const entry of entries.docs) tx.delete(entry.ref);
  },
};

/** A client as another module's record keeps it (`{ id, name }`), read in its transaction; 404 when there is none. */
export async function readClientRef(
  tx: Transaction,
  tenant: Pick<Tenant, 'organization'>,
  clientId: string,
): Promise<ClientRef> {
  const snapshot = await tx.get(clientsOf(tenant).doc(clientId));
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Cliente no encontrado');
  return { id: clientId, name: clientName(snapshot.data()!) };
}
