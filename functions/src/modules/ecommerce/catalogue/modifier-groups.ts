import { modifierGroupResource } from '../../../platform/resources/modifier-groups';
import { ECOMMERCE, productsOf } from '../collections';

/** Extras that are not stock ('Envoltorio de regalo', 'Grabado'), attachable to products. */
export const shopModifierGroups = modifierGroupResource({
  module: 'ecommerce',
  collection: ECOMMERCE.modifierGroups,
  read: 'ecommerce.read',
  manage: 'ecommerce.manage',
  usedBy: {
    what: 'productos',
    query: (tenant, id) => productsOf(tenant).where('modifierGroupIds', 'array-contains', id),
  },
});
