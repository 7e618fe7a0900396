import * as z from 'zod/mini';
import type { OrderLine } from './schemas';

/**
 * Courses (cursos) of a restaurant order: the kitchen cooks and serves them in turn. 0 is 'sin curso' (drinks,
 * anything served at once), then primeros, segundos and postres. A course can be held ('en espera') when the order
 * is sent, and sent later as a round of its own ('marchar'). Labels live in the web catalogue (`courses.{n}`).
 */
export const COURSES = [0, 1, 2, 3] as const;
/** The catalogue key of each course's name, by number. */
export const COURSE_KEYS = ['none', 'starters', 'mains', 'desserts'] as const;
export const courseKey = (course: number) => COURSE_KEYS[course] ?? 'none';
/** The courses that can be held: never 'sin curso'. */
export const HOLDABLE_COURSES = [1, 2, 3] as const;

const course = (min: number) => z.number().check(z.int(), z.minimum(min), z.maximum(3));
export const courseSchema = course(0);
const holdableCourse = course(1);

/** POST .../orders/{id}/send: `hold` lists the courses kept back (replacing those held before); none: as before. */
export const sendBodySchema = z.strictObject({
  hold: z.optional(z.array(holdableCourse).check(z.maxLength(HOLDABLE_COURSES.length))),
});
export type SendBody = z.infer<typeof sendBodySchema>;

/** POST .../orders/{id}/fire: 'marchar' a held course, its unsent lines as a round of their own. */
export const fireBodySchema = z.strictObject({ course: holdableCourse });

/** A line's course; lines stored before courses existed have none ('sin curso'). */
export const courseOf = (line: Partial<Pick<OrderLine, 'course'>>): number => line.course ?? 0;
