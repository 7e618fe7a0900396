/** The restaurant's collections under organizations/{orgId}/ (read live by members, written by the API only). */
export const RESTAURANT_COLLECTIONS = {
  categories: 'menuCategories',
  dishes: 'dishes',
  modifierGroups: 'modifierGroups',
  combos: 'combos',
  dailyMenus: 'dailyMenus',
} as const;
