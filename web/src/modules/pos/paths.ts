import { screenPath } from '../../platform/routing/paths';

/** The POS screens: `routes.ts` declares them with these patterns, links are built with them. */
export const posPaths = {
  beauty: screenPath('pos/beauty'),
  ecommerce: screenPath('pos/ecommerce'),
  ecommerceOrder: screenPath('pos/ecommerce/order'),
  /** The restaurant's tables. */
  restaurant: screenPath('pos/restaurant'),
  /** search: { table, order } (both optional: no table is a takeaway, no order a new one). */
  restaurantOrder: screenPath('pos/restaurant/order'),
  /** The till (caja) of a location: search { location }. */
  till: screenPath('pos/till'),
};
