/**
 * The choice rules of selling the restaurant's catalogue: the till checks them while a person chooses, the server
 * checks them again when it prices the line. Written once here so both always agree (a modifier group's rule is the
 * platform's: platform/modifier-groups.ts).
 */

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
