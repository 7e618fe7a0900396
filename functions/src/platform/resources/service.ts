import type { Page, ResourceListQuery } from '@plataforma/domain';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Tenant } from '../organizations/tenant-router';
import type { ResourceDefinition } from './definition';
import { getDocument, listPage, tenantCollection, withMeta } from './repository';

const FILTER_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/** `?categoryId=abc&active=true` -> equality filters on the fields the resource allows; anything else is refused. */
function filtersOf(allowed: Record<string, string> = {}, raw: Record<string, unknown>): [string, string | boolean][] {
  return Object.entries(allowed).flatMap(([param, field]): [string, string | boolean][] => {
    const value = raw[param];
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string' || !FILTER_VALUE.test(value))
      throw new ApiError('validation-failed', { [param]: 'El valor no es válido' });
    return [[field, value === 'true' ? true : value === 'false' ? false : value]];
  });
}

/** List, get, create, replace and delete of one resource, inside the caller's organization. */
export function resourceService<Body, Doc extends object, Dto>(def: ResourceDefinition<Body, Doc, Dto>) {
  const collection = (tenant: Tenant) => tenantCollection<Doc>(tenant.organization.id, def.collection);

  return {
    definition: def,

    async list(tenant: Tenant, query: ResourceListQuery, raw: Record<string, unknown>): Promise<Page<Dto>> {
      const sort = query.sort ?? Object.keys(def.sortable)[0]!;
      const sortField = def.sortable[sort];
      if (!sortField) throw new ApiError('validation-failed', { sort: 'No se puede ordenar por este campo' });
      const page = await listPage(collection(tenant), query, { sortField, where: filtersOf(def.filters, raw) });
      return { ...page, items: page.items.map(({ id, doc }) => def.toDto(id, doc)) };
    },

    async get(tenant: Tenant, id: string): Promise<Dto> {
      return def.toDto(id, await getDocument(collection(tenant).doc(id)));
    },

    async create(tenant: Tenant, body: Body): Promise<Dto> {
      const ref = collection(tenant).doc();
      const stored = await db().runTransaction(async (tx) => {
        const doc = await def.toDoc(body, { tx, tenant, ref, existing: undefined });
        const record = withMeta(doc, def.searchText(doc));
        tx.create(ref, record);
        return record;
      });
      return def.toDto(ref.id, stored);
    },

    /** PUT: the body replaces the document (forms send every field); creation time is kept. */
    async replace(tenant: Tenant, id: string, body: Body): Promise<Dto> {
      const ref = collection(tenant).doc(id);
      const stored = await db().runTransaction(async (tx) => {
        const existing = await getDocument(ref, tx);
        const doc = await def.toDoc(body, { tx, tenant, ref, existing });
        const record = withMeta(doc, def.searchText(doc), existing);
        tx.set(ref, record);
        return record;
      });
      return def.toDto(id, stored);
    },

    /** Deletes unless something still uses the document; the check and the delete are one transaction. */
    async remove(tenant: Tenant, id: string): Promise<void> {
      const ref = collection(tenant).doc(id);
      await db().runTransaction(async (tx) => {
        const doc = await getDocument(ref, tx);
        await def.assertDeletable?.({ tx, tenant, id, doc });
        tx.delete(ref);
      });
    },
  };
}

export type ResourceService<Body, Doc extends object, Dto> = ReturnType<typeof resourceService<Body, Doc, Dto>>;
