import { comboBodySchema, eurosToCents, type Combo } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored } from '../../platform/resources/repository';
import { requireAll } from '../../platform/resources/references';
import { dishesOf, RESTAURANT } from './collections';

type ComboBody = z.infer<typeof comboBodySchema>;
/** dishIds: every dish the combo offers, kept flat so 'which combos use this dish' is one query. */
export type ComboDoc = Omit<Combo, 'id' | 'createdAt' | 'updatedAt'> & { dishIds: string[] };

/** Combos: a fixed price and choice slots, each offering dishes with an optional surcharge. */
export const combos: ResourceDefinition<ComboBody, ComboDoc, Combo> = {
  module: 'restaurant',
  collection: RESTAURANT.combos,
  read: 'restaurant.read',
  manage: 'restaurant.manage',
  body: comboBodySchema,
  sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
  filters: { active: 'active' },
  searchText: (doc) => doc.name,
  async toDoc({ price, slots, ...body }, { tx, tenant }) {
    const dishIds = [...new Set(slots.flatMap((slot) => slot.options.map((option) => option.dishId)))];
    const found = await requireAll(tx, dishesOf(tenant), dishIds, 'slots', 'Alguno de los platos ya no existe');
    const names = new Map(dishIds.map((id, i) => [id, found[i]!.name]));
    return {
      ...body,
      priceCents: eurosToCents(price),
      dishIds,
      slots: slots.map((slot) => ({
        ...slot,
        options: slot.options.map((option) => ({
          dishId: option.dishId,
          dishName: names.get(option.dishId)!,
          surchargeCents: eurosToCents(option.surcharge),
        })),
      })),
    };
  },
  toDto: (id, stored) => {
    const { dishIds: _dishIds, ...combo } = fromStored(id, stored);
    return combo;
  },
};
