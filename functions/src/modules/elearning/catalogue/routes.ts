import type { elearningBase, ElearningRoutes } from '../routes';

/** .../elearning/categories, courses and packs. */
export function catalogueRoutes(_routes: ElearningRoutes, _base: typeof elearningBase): void {
  // Built by the catalogue's part of issue 20.
}
