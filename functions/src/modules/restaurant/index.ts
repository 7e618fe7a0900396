/** What other modules may use of the restaurant: selling its catalogue, and reading it for a till. */
export { prepareRestaurantSale, prepareRestock, type PreparedSale } from './sales';
export { restaurantPosCatalog } from './pos-catalog';
