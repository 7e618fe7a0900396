import type { Category, Combo, DailyMenu, Dish, ModifierGroup } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { fromStored } from '../../platform/resources/repository';
import { categoriesOf, combosOf, dishesOf, modifierGroupsOf } from './collections';
import { getDailyMenu } from './daily-menus';

/** The restaurant's catalogue as a till needs it: active categories in order, dishes, groups, active combos. */
export async function restaurantPosCatalog(
  tenant: Tenant,
  date: string,
): Promise<{
  categories: Category[];
  dishes: Dish[];
  modifierGroups: ModifierGroup[];
  combos: Combo[];
  dailyMenu: DailyMenu | null;
}> {
  const [categories, dishes, groups, combos, dailyMenu] = await Promise.all([
    categoriesOf(tenant).where('active', '==', true).get(),
    dishesOf(tenant).orderBy('name').get(),
    modifierGroupsOf(tenant).get(),
    combosOf(tenant).where('active', '==', true).get(),
    getDailyMenu(tenant, date),
  ]);
  return {
    categories: categories.docs.map((doc) => fromStored(doc.id, doc.data())).sort((a, b) => a.position - b.position),
    dishes: dishes.docs.map((doc) => fromStored(doc.id, doc.data())),
    modifierGroups: groups.docs.map((doc) => fromStored(doc.id, doc.data())),
    combos: combos.docs.map((doc) => {
      const { dishIds: _dishIds, ...combo } = fromStored(doc.id, doc.data());
      return combo;
    }),
    dailyMenu,
  };
}
