import {
  mergeAllergens,
  type Allergen,
  type Combo,
  type DailyMenu,
  type Dish,
  type ModifierGroup,
} from '@plataforma/domain';
import { nextLineKey, type CartLine } from '../shell/cart';
import { chosenModifiers } from '../shell/choices';

/** A dish with the options chosen per group (group id -> option ids). */
export function dishLine(
  dish: Dish,
  groups: readonly ModifierGroup[],
  chosen: Record<string, string[]>,
  notes = '',
): CartLine {
  const { modifiers, details, deltaCents: delta } = chosenModifiers(groups, chosen);
  return {
    key: nextLineKey(),
    input: { kind: 'dish', dishId: dish.id, quantity: 1, modifiers, notes },
    name: dish.name,
    details,
    unitPriceCents: dish.priceCents + delta,
    vatRate: dish.vatRate,
    allergens: dish.allergens,
    quantity: 1,
    notes,
    // The same dish with nothing chosen again is one more of the same line.
    ...(details.length === 0 ? { mergeKey: `dish:${dish.id}` } : {}),
  };
}

/** A combo with the dishes chosen per slot (slot index -> dish ids). */
export function comboLine(combo: Combo, dishes: readonly Dish[], chosen: string[][], notes = ''): CartLine {
  const details: string[] = [];
  let surcharges = 0;
  const allergens: Allergen[][] = [];
  const choices = combo.slots.map((slot, index) => {
    const dishIds = chosen[index] ?? [];
    for (const option of slot.options.filter((o) => dishIds.includes(o.dishId))) {
      details.push(option.dishName);
      surcharges += option.surchargeCents;
      allergens.push(dishes.find((d) => d.id === option.dishId)?.allergens ?? []);
    }
    return { slot: index, dishIds };
  });
  return {
    key: nextLineKey(),
    input: { kind: 'combo', comboId: combo.id, quantity: 1, choices: choices.filter((c) => c.dishIds.length), notes },
    name: combo.name,
    details,
    unitPriceCents: combo.priceCents + surcharges,
    vatRate: combo.vatRate,
    allergens: mergeAllergens(...allergens),
    quantity: 1,
    notes,
  };
}

/** The menú del día with one item per course (course index -> item index, or undefined), full or half. */
export function dailyMenuLine(
  menu: DailyMenu,
  half: boolean,
  chosen: (number | undefined)[],
  names: { full: string; half: string },
  notes = '',
): CartLine {
  const choices = chosen.flatMap((item, course) => (item === undefined ? [] : [{ course, item }]));
  const items = choices.map(({ course, item }) => menu.courses[course]!.items[item]!);
  return {
    key: nextLineKey(),
    input: { kind: 'dailyMenu', date: menu.date, half, choices, quantity: 1, notes },
    name: `${menu.name} (${half ? names.half : names.full})`,
    details: items.map((item) => item.name),
    unitPriceCents: half ? (menu.halfPriceCents ?? menu.priceCents) : menu.priceCents,
    vatRate: menu.vatRate,
    allergens: mergeAllergens(...items.map((item) => item.allergens)),
    quantity: 1,
    notes,
  };
}
