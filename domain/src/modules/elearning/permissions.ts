/** What each role may do with e-learning (merged into the platform's permission table). */
export const ELEARNING_PERMISSIONS = {
  /** Courses, packs, enrolments and each student's progress, as every member sees them. */
  'elearning.read': ['owner', 'admin', 'manager', 'staff'],
  /** The catalogue: course categories, courses (their calendar and syllabus) and packs. */
  'elearning.manage': ['owner', 'admin', 'manager'],
  /** Enrolling a client by hand (pendiente de pago or activa) and cancelling an enrolment. */
  'elearning.enrol': ['owner', 'admin', 'manager'],
  /** The teacher's part: attendance per session and lessons done per student (completing the course). */
  'elearning.teach': ['owner', 'admin', 'manager', 'staff'],
} as const;
