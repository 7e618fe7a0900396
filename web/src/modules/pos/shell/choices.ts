import { lineDetailText, type ChoiceRule, type ModifierGroup } from '@plataforma/domain';

/**
 * Toggles an option in a choice: a one-option choice (max 1) behaves like radio buttons; otherwise a pick beyond
 * the max is refused (the selection stays as it was).
 */
export function toggleChoice(selected: readonly string[], id: string, rule: ChoiceRule): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (rule.max === 1) return [id];
  if (selected.length >= rule.max) return [...selected];
  return [...selected, id];
}

/**
 * The options chosen per modifier group (group id -> option ids) as a line asks for them, with what the cart shows
 * (the options' names with their price, as the order's lines will show them) and what they add to the unit price. Shared by every till that sells with modifier groups
 * (the restaurant's dishes, the shop's products).
 */
export function chosenModifiers(groups: readonly ModifierGroup[], chosen: Record<string, string[]>) {
  const details: string[] = [];
  let deltaCents = 0;
  const modifiers = groups
    .filter((group) => (chosen[group.id] ?? []).length > 0)
    .map((group) => {
      const optionIds = chosen[group.id]!;
      for (const option of group.options.filter((o) => optionIds.includes(o.id))) {
        details.push(lineDetailText({ label: option.name, priceDeltaCents: option.priceDeltaCents }));
        deltaCents += option.priceDeltaCents;
      }
      return { groupId: group.id, optionIds };
    });
  return { modifiers, details, deltaCents };
}
