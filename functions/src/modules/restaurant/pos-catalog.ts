import type { Category, Combo, DailyMenu, Dish, ModifierGroup } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { recentRead } from '../../platform/resources/recent';
import { fromStored } from '../../platform/resources/repository';
import { categoriesOf, combosOf, dishesOf, modifierGroupsOf, RESTAURANT } from './collections';
import { getDailyMenus } from './daily-menus';

/**
 * The restaurant's catalogue as a till needs it: active categories in order, dishes, groups, active combos, and the
 * menú del día of each of `dates` (null on a day without one), all read at once. The categories, groups and combos
 * change seldom: they come from this instance's recent reads (a few seconds, recent.ts); the dishes (their stock)
 * and the menus are read every time.
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
  const organizationId = tenant.organization.id;
  const [categories, dishes, modifierGroups, combos, menus] = await Promise.all([
    recentRead(organizationId, RESTAURANT.categories, 'active', async () =>
      (await categoriesOf(tenant).where('active', '==', true).get()).docs
        .map((doc) => fromStored(doc.id, doc.data()))
        .sort((a, b) => a.position - b.position),
    ),
    dishesOf(tenant).orderBy('name').get(),
    recentRead(organizationId, RESTAURANT.modifierGroups, 'all', async () =>
      (await modifierGroupsOf(tenant).get()).docs.map((doc) => fromStored(doc.id, doc.data())),
    ),
    recentRead(organizationId, RESTAURANT.combos, 'active', async () =>
      (await combosOf(tenant).where('active', '==', true).get()).docs.map((doc) => {
        const { dishIds: _dishIds, ...combo } = fromStored(doc.id, doc.data());
        return combo;
      }),
    ),
    getDailyMenus(tenant, dates),
  ]);
  return {
    categories,
    dishes: dishes.docs.map((doc) => fromStored(doc.id, doc.data())),
    modifierGroups,
    combos,
    dailyMenus: new Map(dates.map((date, i) => [date, menus[i]!])),
  };
}
