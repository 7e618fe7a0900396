import type { Transaction } from 'firebase-admin/firestore';
import { categoryPlacementProblem, shopCategoryBodySchema, type ShopCategory, type TreeNode } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { transaction } from '../../../platform/firebase';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { forgetRecent } from '../../../platform/resources/recent';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused } from '../../../platform/resources/references';
import { ECOMMERCE, productsOf, shopCategoriesOf, type ShopCategoryDoc } from '../collections';

type ShopCategoryBody = z.infer<typeof shopCategoryBodySchema>;
type PlacedNode = TreeNode & { position: number };

/**
 * Every category's place in the tree, read in the transaction: a shop has tens of categories, and a move is checked
 * against the whole tree (no cycle, no deeper than MAX_CATEGORY_DEPTH).
 */
async function readTree(tx: Transaction, tenant: Tenant): Promise<PlacedNode[]> {
  const snapshot = await tx.get(shopCategoriesOf(tenant).select('parentId', 'position'));
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    parentId: (doc.get('parentId') as string | null) ?? null,
    position: doc.get('position') as number,
  }));
}

/** The shop's category tree: a new category, or one moved to another parent, goes last among its siblings. */
export const shopCategories: ResourceDefinition<ShopCategoryBody, ShopCategoryDoc, ShopCategory> = {
  module: 'ecommerce',
  collection: ECOMMERCE.categories,
  read: 'ecommerce.read',
  manage: 'ecommerce.manage',
  body: shopCategoryBodySchema,
  sortable: { position: 'position', name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  async toDoc(body, { tx, tenant, ref, existing }) {
    const tree = await readTree(tx, tenant);
    const problem = categoryPlacementProblem(tree, existing ? ref.id : undefined, body.parentId);
    if (problem) throw new ApiError('validation-failed', { parentId: problem });
    if (existing && existing.parentId === body.parentId) return { ...body, position: existing.position };
    const siblings = tree.filter((node) => node.parentId === body.parentId && node.id !== ref.id);
    return { ...body, position: Math.max(-1, ...siblings.map((node) => node.position)) + 1 };
  },
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, shopCategoriesOf(tenant).where('parentId', '==', id), 'subcategorías');
    await assertUnused(tx, productsOf(tenant).where('categoryId', '==', id), 'productos');
  },
};

/** POST categories/reorder: `ids` are every child of one parent (or every top category), in their new order. */
export async function reorderShopCategories(tenant: Tenant, ids: string[]): Promise<void> {
  try {
    await transaction(async (tx) => {
      const tree = await readTree(tx, tenant);
      const first = tree.find((node) => node.id === ids[0]);
      const siblings = first ? tree.filter((node) => node.parentId === first.parentId).map((node) => node.id) : [];
      if (ids.length !== siblings.length || !ids.every((id) => siblings.includes(id)))
        throw new ApiError('validation-failed', { ids: 'La lista no coincide con las categorías de ese nivel' });
      ids.forEach((id, position) => tx.update(shopCategoriesOf(tenant).doc(id), { position }));
    });
  } finally {
    forgetRecent(tenant.organization.id, ECOMMERCE.categories);
  }
}
