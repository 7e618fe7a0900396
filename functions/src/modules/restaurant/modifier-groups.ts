import { modifierGroupResource } from '../../platform/resources/modifier-groups';
import { dishesOf, RESTAURANT } from './collections';

export type { ModifierGroupDoc } from '../../platform/resources/modifier-groups';

/** Modifier groups ('Punto de la carne', 'Extras'), attachable to dishes. */
export const modifierGroups = modifierGroupResource({
  module: 'restaurant',
  collection: RESTAURANT.modifierGroups,
  read: 'restaurant.read',
  manage: 'restaurant.manage',
  usedBy: { what: 'platos', query: (tenant, id) => dishesOf(tenant).where('modifierGroupIds', 'array-contains', id) },
});
