import { resourceRoutes } from '../../../platform/resources/routes';
import type { elearningBase, ElearningRoutes } from '../routes';
import { courseCategories } from './categories';
import { courses } from './courses';
import { coursePacks } from './packs';

/** .../elearning/categories, courses and packs. */
export function catalogueRoutes(routes: ElearningRoutes, base: typeof elearningBase): void {
  resourceRoutes(routes, `${base}/categories`, courseCategories);
  resourceRoutes(routes, `${base}/courses`, courses);
  resourceRoutes(routes, `${base}/packs`, coursePacks);
}
