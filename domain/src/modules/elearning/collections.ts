import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** E-learning's collections under organizations/{orgId}/. */
export const ELEARNING_TENANT_COLLECTIONS = {
  categories: { name: 'elearningCategories', client: 'api' },
  /**
   * Courses with their calendar of sessions and their syllabus (sections of lessons), and `enrolled`: the places
   * taken (enrolments not cancelled), kept by every enrolment's transaction: the capacity's lock.
   */
  courses: { name: 'elearningCourses', client: 'api' },
  /** Courses sold together at one price. */
  packs: { name: 'elearningPacks', client: 'api' },
  /**
   * elearningEnrolments/{courseId}_{clientId}: a client in a course (one per pair, so that two tills cannot enrol
   * the same client twice), with the attendance per session and the lessons done.
   */
  enrolments: { name: 'elearningEnrolments', client: 'api' },
  /** elearningCounters/certificates: the last certificate number given (numbers follow each other per year). */
  counters: { name: 'elearningCounters', client: 'api' },
} as const satisfies ModuleCollections;

export const ELEARNING_COLLECTIONS = collectionNames(ELEARNING_TENANT_COLLECTIONS);
