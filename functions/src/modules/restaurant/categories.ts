import { categoryBodySchema, type Category } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { forgetRecent } from '../../platform/resources/recent';
import { fromStored } from '../../platform/resources/repository';
import { assertUnused } from '../../platform/resources/references';
import { categoriesOf, dishesOf, RESTAURANT } from './collections';

type CategoryBody = z.infer<typeof categoryBodySchema>;
export type CategoryDoc = Omit<Category, 'id' | 'createdAt' | 'updatedAt'>;

/** Menu categories, in the order the owner drags them to (POS tabs and printed menus follow it). */
export const categories: ResourceDefinition<CategoryBody, CategoryDoc, Category> = {
  module: 'restaurant',
  collection: RESTAURANT.categories,
  read: 'restaurant.read',
  manage: 'restaurant.manage',
  body: categoryBodySchema,
  sortable: { position: 'position', name: 'name', createdAt: 'createdAt' },
  filters: { active: 'active' },
  searchText: (doc) => doc.name,
  async toDoc(body, { tx, tenant, existing }) {
    if (existing) return { ...body, position: existing.position };
    // A new category goes last.
    const last = await tx.get(categoriesOf(tenant).orderBy('position', 'desc').limit(1));
    return { ...body, position: last.empty ? 0 : last.docs[0]!.data().position + 1 };
  },
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, dishesOf(tenant).where('categoryId', '==', id), 'platos');
  },
};

/** Gives every category its place in `ids`, which must name each category of the menu exactly once. */
export async function reorderCategories(tenant: Tenant, ids: string[]): Promise<void> {
  try {
    await transaction(async (tx) => {
      const all = await tx.get(categoriesOf(tenant));
      const known = new Set(all.docs.map((doc) => doc.id));
      if (ids.length !== known.size || !ids.every((id) => known.has(id)))
        throw new ApiError('validation-failed', { ids: 'La lista no coincide con las categorías de la carta' });
      ids.forEach((id, position) => tx.update(categoriesOf(tenant).doc(id), { position }));
    });
  } finally {
    // The POS catalogue keeps the categories a few seconds (recent.ts): the new order shows at once.
    forgetRecent(tenant.organization.id, RESTAURANT.categories);
  }
}
