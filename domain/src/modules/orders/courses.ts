import type { OrderLine } from './order';

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

/** A line's course; lines stored before courses existed have none ('sin curso'). */
export const courseOf = (line: Partial<Pick<OrderLine, 'course'>>): number => line.course ?? 0;
