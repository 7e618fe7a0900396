import { screenPath } from '../../platform/routing/paths';

/** The POS screens: `routes.ts` declares them with these patterns, links are built with them. */
export const posPaths = {
  beauty: screenPath('pos/beauty'),
  ecommerce: screenPath('pos/ecommerce'),
  ecommerceOrder: screenPath('pos/ecommerce/order'),
  /** The academy's till (issue 20): courses and packs of courses. */
  elearning: screenPath('pos/elearning'),
  /** The restaurant's tables. */
  restaurant: screenPath('pos/restaurant'),
  /** search: { table, order } (both optional: no table is a takeaway, no order a new one). */
  restaurantOrder: screenPath('pos/restaurant/order'),
  /** The till (caja) of a location: search { location }. */
  till: screenPath('pos/till'),
  /** Quick sale (venta rápida) at the restaurant's counter: no table, no kitchen. */
  restaurantQuick: screenPath('pos/restaurant/quick'),
  /** The ticket history of the till's location. */
  tickets: screenPath('pos/tickets'),
};
