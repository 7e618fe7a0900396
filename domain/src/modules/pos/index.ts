import type { Location } from '../configuration';
import type { ModifierGroup } from '../../platform/modifier-groups';
import type { Category, Combo, DailyMenu, Dish } from '../restaurant';
import type { Pack, Service, ServiceCategory } from '../beauty';
import type { Product, ShopCategory, ShopPack } from '../ecommerce';
import type { CourseCategory, CoursePack, ElearningCourse } from '../elearning';

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

/** A service as the salon's till sells it: with the employees of the till's location who do it, by name. */
export interface PosService extends Service {
  employees: { id: string; name: string }[];
}

/**
 * GET /api/organizations/{id}/pos/beauty/catalog?locationId=: what the salon's till needs, in one call: the active
 * categories by name, the active services with who does them at the location, the active packs.
 */
export interface BeautyPosCatalog {
  locations: Pick<Location, 'id' | 'name' | 'timezone' | 'ticketSeries'>[];
  locationId: string | null;
  categories: ServiceCategory[];
  services: PosService[];
  packs: Pack[];
}

/**
 * GET /api/organizations/{id}/pos/ecommerce/catalog?locationId=: what the shop's counter needs, in one call, so that
 * a scanned barcode becomes a cart line with no network call: the active categories (the tree), products, modifier
 * groups and packs, and the units of every tracked stock item when loaded (a hint for the till: 'Quedan 3'; the sale
 * decides).
 */
export interface EcommercePosCatalog {
  locations: Pick<Location, 'id' | 'name' | 'timezone' | 'ticketSeries'>[];
  locationId: string | null;
  categories: ShopCategory[];
  products: Product[];
  modifierGroups: ModifierGroup[];
  packs: ShopPack[];
  /** By stock id (stockIdOf): units in stock of tracked items. */
  stock: Record<string, number>;
}

/**
 * GET /api/organizations/{id}/pos/elearning/catalog?locationId=: what the academy's till needs, in one call: the active
 * categories, the active courses (with their places taken: 'Quedan 3 plazas' is a hint, the payment decides) and the
 * active packs.
 */
export interface ElearningPosCatalog {
  locations: Pick<Location, 'id' | 'name' | 'timezone' | 'ticketSeries'>[];
  locationId: string | null;
  categories: CourseCategory[];
  courses: ElearningCourse[];
  packs: CoursePack[];
}
