import * as z from 'zod/mini';
import { HOLDABLE_COURSES } from './courses';

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
