/** E-learning's resources under /api/organizations/{id}/. */
export const CATEGORIES = 'elearning/categories';
export const COURSES = 'elearning/courses';
export const PACKS = 'elearning/packs';
