import type { Location } from '../configuration';
import type { Category, Combo, DailyMenu, Dish, ModifierGroup } from '../restaurant';

/**
 * GET /api/organizations/{id}/pos/restaurant/catalog?locationId=: everything a restaurant till needs to take
 * orders, in one call, so that adding to the cart needs no network round trip. Active categories in their
 * order, every dish (sold-out ones too, shown as 'Agotado'), active combos, and today's menú del día of the
 * location (null when there is none).
 */
export interface RestaurantPosCatalog {
  locations: Pick<Location, 'id' | 'name' | 'tables' | 'timezone' | 'ticketSeries'>[];
  /** The location the catalogue was asked for (the first one when none was named); null when there is none. */
  locationId: string | null;
  categories: Category[];
  dishes: Dish[];
  modifierGroups: ModifierGroup[];
  combos: Combo[];
  dailyMenu: DailyMenu | null;
}
