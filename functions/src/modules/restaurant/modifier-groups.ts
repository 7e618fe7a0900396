import { randomUUID } from 'node:crypto';
import { eurosToCents, modifierGroupBodySchema, type ModifierGroup } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored } from '../../platform/resources/repository';
import { assertUnused } from '../../platform/resources/references';
import { dishesOf, RESTAURANT } from './collections';

type ModifierGroupBody = z.infer<typeof modifierGroupBodySchema>;
export type ModifierGroupDoc = Omit<ModifierGroup, 'id' | 'createdAt' | 'updatedAt'>;

/** Modifier groups ('Punto de la carne', 'Extras'), attachable to dishes. Options keep their ids across edits. */
export const modifierGroups: ResourceDefinition<ModifierGroupBody, ModifierGroupDoc, ModifierGroup> = {
  module: 'restaurant',
  collection: RESTAURANT.modifierGroups,
  read: 'restaurant.read',
  manage: 'restaurant.manage',
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
    await assertUnused(tx, dishesOf(tenant).where('modifierGroupIds', 'array-contains', id), 'platos');
  },
};
