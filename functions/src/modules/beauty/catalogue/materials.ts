import { costPerUnitToCents, materialBodySchema, type Material } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused } from '../../../platform/resources/references';
import { BEAUTY, servicesOf } from './collections';

type MaterialBody = z.infer<typeof materialBodySchema>;
export type MaterialDoc = Omit<Material, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * What services use up (dye in ml, wax in g, gloves by unit). The cost arrives in euros with 4 decimals and is kept
 * in cents with 2; 'running low' (stock at or under the alert level) is derived, not stored, so no write forgets it.
 */
export const materials: ResourceDefinition<MaterialBody, MaterialDoc, Material> = {
  module: 'beauty',
  collection: BEAUTY.materials,
  read: 'beauty.read',
  manage: 'beauty.manage',
  body: materialBodySchema,
  sortable: { name: 'name', stock: 'stock', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  toDoc: ({ costPerUnit, ...body }) => ({ ...body, costPerUnitCents: costPerUnitToCents(costPerUnit) }),
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, servicesOf(tenant).where('materialIds', 'array-contains', id), 'servicios');
  },
};
