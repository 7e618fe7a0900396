/**
 * The 14 allergens that EU Regulation 1169/2011 (Annex II) requires a restaurant to declare, in the order of the
 * regulation. Their Spanish names live in the web catalogue; tickets and printed menus use ALLERGEN_NAMES.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Official Spanish names (Reglamento UE 1169/2011, Anexo II), for surfaces outside the web app (tickets). */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'Gluten',
  crustaceans: 'Crustáceos',
  eggs: 'Huevos',
  fish: 'Pescado',
  peanuts: 'Cacahuetes',
  soy: 'Soja',
  milk: 'Leche',
  nuts: 'Frutos de cáscara',
  celery: 'Apio',
  mustard: 'Mostaza',
  sesame: 'Sésamo',
  sulphites: 'Sulfitos',
  lupin: 'Altramuces',
  molluscs: 'Moluscos',
};

/** Allergens of several dishes together, in the regulation's order, each once. */
export function mergeAllergens(...lists: readonly Allergen[][]): Allergen[] {
  const present = new Set(lists.flat());
  return ALLERGENS.filter((allergen) => present.has(allergen));
}
