import { screenPath } from '../../platform/routing/paths';

/** E-learning's catalogue screens: `routes.ts` declares them with these patterns, links are built with them. */
export const elearningPaths = {
  /** search: { tab: CATEGORIES_TAB } opens the categories; { category } filters the courses. */
  courses: screenPath('elearning/courses'),
  category: screenPath('elearning/courses/category/:id'),
  /** The course page; search: { tab } opens one of its tabs (COURSE_TABS, or a tab added by another part). */
  course: screenPath('elearning/courses/service/:id'),
  packs: screenPath('elearning/packs'),
  pack: screenPath('elearning/packs/pack/:id'),
};

export const CATEGORIES_TAB = 'categories';
