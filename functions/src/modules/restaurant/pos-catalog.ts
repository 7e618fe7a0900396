import type { Category, Combo, DailyMenu, Dish, ModifierGroup } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { fromStored } from '../../platform/resources/repository';
import { categoriesOf, combosOf, dishesOf, modifierGroupsOf } from './collections';
import { getDailyMenus } from './daily-menus';

/**
 * The restaurant's catalogue as a till needs it: active categories in order, dishes, groups, active combos, and the
 * menú del día of each of `dates` (null on a day without one), all read at once.
 */
export async function restaurantPosCatalog(
  tenant: Tenant,
  dates: string[],
): Promise<{
  categories: Category[];
  dishes: Dish[];
  modifierGroups: ModifierGroup[];
  combos: Combo[];
  dailyMenus: Map<string, DailyMenu | null>;
}> {
  const [categories, dishes, groups, combos, menus] = await Promise.all([
    categoriesOf(tenant).where('active', '==', true).get(),
    dishesOf(tenant).orderBy('name').get(),
    modifierGroupsOf(tenant).get(),
    combosOf(tenant).where('active', '==', true).get(),
    getDailyMenus(tenant, dates),
  ]);
  return {
    categories: categories.docs.map((doc) => fromStored(doc.id, doc.data())).sort((a, b) => a.position - b.position),
    dishes: dishes.docs.map((doc) => fromStored(doc.id, doc.data())),
    modifierGroups: groups.docs.map((doc) => fromStored(doc.id, doc.data())),
    combos: combos.docs.map((doc) => {
      const { dishIds: _dishIds, ...combo } = fromStored(doc.id, doc.data());
      return combo;
    }),
    dailyMenus: new Map(dates.map((date, i) => [date, menus[i]!])),
  };
}
