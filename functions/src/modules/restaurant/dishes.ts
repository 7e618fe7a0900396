import { dishBodySchema, eurosToCents, type Dish } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { FieldValue } from 'firebase-admin/firestore';
import { transaction } from '../../platform/firebase';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored, getDocument } from '../../platform/resources/repository';
import { assertUnused, requireAll } from '../../platform/resources/references';
import { recordMediaUse, requireMedia } from '../../platform/media/service';
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
    if (body.photoId) await requireMedia(tx, tenant, body.photoId, 'photoId');
    return { ...body, priceCents: eurosToCents(price) };
  },
  toDto: (id, doc) => fromStored(id, { ...doc, photoId: doc.photoId ?? null }),
  // The photo's usedBy names the dish (kept with its current name), so the photo cannot be deleted under it.
  async written(doc, { tx, tenant, ref, existing }) {
    const user = { kind: 'dish', id: ref.id, name: doc.name } as const;
    await recordMediaUse(tx, tenant, user, { from: existing?.photoId, to: doc.photoId });
  },
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, combosOf(tenant).where('dishIds', 'array-contains', id), 'combos');
  },
  async removed({ tx, tenant, id, doc }) {
    await recordMediaUse(tx, tenant, { kind: 'dish', id, name: doc.name }, { from: doc.photoId, to: null });
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
