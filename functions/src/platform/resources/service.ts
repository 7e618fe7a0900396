import type { Transaction } from 'firebase-admin/firestore';
import type { Page, ResourceListQuery } from '@plataforma/domain';
import { transaction } from '../firebase';
import type { Tenant } from '../organizations/tenant-router';
import type { ResourceDefinition } from './definition';
import { resourceListPlan } from './list-plan';
import { forgetRecent } from './recent';
import { getDocument, listPage, tenantCollection, withMeta } from './repository';

/** List, get, create, replace and delete of one resource, inside the caller's organization. */
export function resourceService<Body, Doc extends object, Dto>(def: ResourceDefinition<Body, Doc, Dto>) {
  const collection = (tenant: Tenant) => tenantCollection<Doc>(tenant.organization.id, def.collection);
  const expand = async (tenant: Tenant, dtos: Dto[]) => (def.expand ? def.expand(tenant, dtos) : dtos);
  const one = async (tenant: Tenant, dto: Dto) => (await expand(tenant, [dto]))[0]!;
  /** A write's transaction: once it ends, this instance's recent reads of the collection are stale (recent.ts). */
  const write = async <T>(tenant: Tenant, body: (tx: Transaction) => Promise<T>): Promise<T> => {
    try {
      return await transaction(body);
    } finally {
      forgetRecent(tenant.organization.id, def.collection);
    }
  };

  return {
    definition: def,

    async list(tenant: Tenant, query: ResourceListQuery, raw: Record<string, unknown>): Promise<Page<Dto>> {
      const page = await listPage(collection(tenant), query, resourceListPlan(def, query, raw));
      return {
        ...page,
        items: await expand(
          tenant,
          page.items.map(({ id, doc }) => def.toDto(id, doc)),
        ),
      };
    },

    async get(tenant: Tenant, id: string): Promise<Dto> {
      return one(tenant, def.toDto(id, await getDocument(collection(tenant).doc(id))));
    },

    async create(tenant: Tenant, body: Body): Promise<Dto> {
      const ref = collection(tenant).doc();
      const stored = await write(tenant, async (tx) => {
        const doc = await def.toDoc(body, { tx, tenant, ref, existing: undefined });
        const record = withMeta(doc, def.searchText(doc));
        await def.written?.(doc, { tx, tenant, ref, existing: undefined });
        tx.create(ref, record);
        return record;
      });
      return one(tenant, def.toDto(ref.id, stored));
    },

    /** PUT: the body replaces the document (forms send every field); creation time is kept. */
    async replace(tenant: Tenant, id: string, body: Body): Promise<Dto> {
      const ref = collection(tenant).doc(id);
      const stored = await write(tenant, async (tx) => {
        const existing = await getDocument(ref, tx);
        const doc = await def.toDoc(body, { tx, tenant, ref, existing });
        const record = withMeta(doc, def.searchText(doc), existing);
        await def.written?.(doc, { tx, tenant, ref, existing });
        tx.set(ref, record);
        return record;
      });
      return one(tenant, def.toDto(id, stored));
    },

    /** Deletes unless something still uses the document; the check and the delete are one transaction. */
    async remove(tenant: Tenant, id: string): Promise<void> {
      const ref = collection(tenant).doc(id);
      await write(tenant, async (tx) => {
        const doc = await getDocument(ref, tx);
        await def.assertDeletable?.({ tx, tenant, id, doc });
        await def.removed?.({ tx, tenant, id, doc });
        tx.delete(ref);
      });
    },
  };
}

export type ResourceService<Body, Doc extends object, Dto> = ReturnType<typeof resourceService<Body, Doc, Dto>>;
