import type { CollectionReference } from 'firebase-admin/firestore';
import type { Stored } from '../../platform/resources/definition';
import { resourceItemSearch } from '../orders';
import { combosOf, dishesOf, RESTAURANT } from './collections';

/**
 * The restaurant's items for the sales core's sellable-items search (a coupon's or a reward's items): dishes and
 * combos, whose ids are the `refId` of the lines that sell them. The menú del día is sold by date, not named by id.
 */
type Priced = CollectionReference<Stored<{ name: string; priceCents: number }>>;
export const restaurantItemSearch = resourceItemSearch(
  'restaurant',
  [RESTAURANT.dishes, RESTAURANT.combos],
  (tenant) => [
    { kind: 'dish', collection: dishesOf(tenant) as Priced },
    { kind: 'combo', collection: combosOf(tenant) as Priced },
  ],
);
