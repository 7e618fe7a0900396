import { dishBodySchema, eurosToCents, type Dish } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { FieldValue } from 'firebase-admin/firestore';
import { transaction } from '../../platform/firebase';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored, getDocument } from '../../platform/resources/repository';
import { assertUnused, requireAll } from '../../platform/resources/references';
import { categoriesOf, combosOf, dishesOf, modifierGroupsOf, RESTAURANT } from './collections';

type DishBody = z.infer<typeof dishBodySchema>;
export type DishDoc = Omit<Dish, 'id' | 'createdAt' | 'updatedAt'>;

/** Dishes of the menu: the price arrives in euros and is kept as integer cents. */
export const dishes: ResourceDefinition<DishBody, DishDoc, Dish> = {
  module: 'restaurant',
  collection: RESTAURANT.dishes,
  read: 'restaurant.read',
  manage: 'restaurant.manage',
  body: dishBodySchema,
  sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
  filters: { categoryId: 'categoryId', available: 'available' },
  searchText: (doc) => doc.name,
  async toDoc({ price, ...body }, { tx, tenant }) {
    await requireAll(tx, categoriesOf(tenant), [body.categoryId], 'categoryId', 'La categoría ya no existe');
    await requireAll(
      tx,
      modifierGroupsOf(tenant),
      body.modifierGroupIds,
      'modifierGroupIds',
      'Alguno de los grupos de modificadores ya no existe',
    );
    return { ...body, priceCents: eurosToCents(price) };
  },
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, combosOf(tenant).where('dishIds', 'array-contains', id), 'combos');
  },
};

/** The one-tap 'agotado' switch of the menu list and the POS. */
export async function setDishAvailability(tenant: Tenant, id: string, available: boolean): Promise<Dish> {
  const ref = dishesOf(tenant).doc(id);
  return transaction(async (tx) => {
    const doc = await getDocument(ref, tx);
    tx.update(ref, { available, updatedAt: FieldValue.serverTimestamp() });
    return { ...fromStored(id, doc), available };
  });
}
