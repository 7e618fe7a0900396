import type { ModifierGroup } from './modifier-groups';

/**
 * The choice rules of selling the restaurant's catalogue: the till checks them while a person chooses, the server
 * checks them again when it prices the line. Written once here so both always agree.
 */

/** How many options a person must and may pick in a choice (a modifier group, a combo slot). */
export interface ChoiceRule {
  min: number;
  max: number;
}

/** A required modifier group asks for at least one option, whatever its minimum says. */
export const modifierRule = (group: Pick<ModifierGroup, 'required' | 'min' | 'max'>): ChoiceRule => ({
  min: group.required ? Math.max(1, group.min) : group.min,
  max: group.max,
});

export const choiceCountFits = (rule: ChoiceRule, chosen: number) => chosen >= rule.min && chosen <= rule.max;

/**
 * Which courses of a menú del día were picked is valid: the full menu takes an item of every course that has items;
 * the half one at least one course and fewer than all of them. Courses without items cannot be picked.
 */
export function dailyMenuChoiceFits(
  courses: readonly { items: readonly unknown[] }[],
  half: boolean,
  pickedCourses: readonly number[],
): boolean {
  const offered = courses.flatMap((course, index) => (course.items.length > 0 ? [index] : []));
  const picked = new Set(pickedCourses);
  if (picked.size !== pickedCourses.length || ![...picked].every((course) => offered.includes(course))) return false;
  return half ? picked.size > 0 && picked.size < offered.length : picked.size === offered.length;
}
