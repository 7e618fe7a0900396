import type { elearningBase, ElearningRoutes } from '../routes';

/** .../elearning/enrolments: enrolling, cancelling, attendance, lessons done, certificates. */
export function enrolmentRoutes(_routes: ElearningRoutes, _base: typeof elearningBase): void {
  // Built by the enrolments' part of issue 20.
}
