import { randomUUID } from 'node:crypto';
import type { Query } from 'firebase-admin/firestore';
import {
  eurosToCents,
  modifierGroupBodySchema,
  type Action,
  type ModifierGroup,
  type ModuleType,
  type TenantCollectionName,
} from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { Tenant } from '../organizations/tenant-router';
import type { ResourceDefinition } from './definition';
import { fromStored } from './repository';
import { assertUnused } from './references';

type ModifierGroupBody = z.infer<typeof modifierGroupBodySchema>;
export type ModifierGroupDoc = Omit<ModifierGroup, 'id' | 'createdAt' | 'updatedAt'>;

interface ModifierGroupResource {
  module: ModuleType;
  collection: TenantCollectionName;
  read: Action;
  manage: Action;
  /** The records that attach a group (dishes, products), refusing its delete while any does: 'platos'. */
  usedBy: { what: string; query: (tenant: Tenant, groupId: string) => Query };
}

/**
 * A module's modifier groups ('Punto de la carne', 'Envoltorio de regalo'): the same body, options keeping their ids
 * across edits, prices in cents, and a delete refused while something attaches the group. The restaurant's and the
 * shop's are each one call.
 */
export function modifierGroupResource({
  usedBy,
  ...def
}: ModifierGroupResource): ResourceDefinition<ModifierGroupBody, ModifierGroupDoc, ModifierGroup> {
  return {
    ...def,
    body: modifierGroupBodySchema,
    sortable: { name: 'name', createdAt: 'createdAt' },
    searchText: (doc) => doc.name,
    toDoc: (body) => ({
      ...body,
      options: body.options.map(({ id, priceDelta, ...option }) => ({
        ...option,
        id: id ?? randomUUID().slice(0, 8),
        priceDeltaCents: eurosToCents(priceDelta),
      })),
    }),
    toDto: fromStored,
    async assertDeletable({ tx, tenant, id }) {
      await assertUnused(tx, usedBy.query(tenant, id), usedBy.what);
    },
  };
}
