/**
 * The course page's students parts (issue 20), for the course page to show as its 'Alumnos' and 'Asistencia' tabs:
 * `<CourseStudents course={course} />` and `<CourseAttendance course={course} />` inside a Suspense boundary. Each
 * loads its code and its texts (`elearningEnrolments.`, this folder's i18n.ts) when first shown.
 */
import { lazy } from 'react';
import { loadModuleMessages } from '../../../i18n';

/** This folder's texts, under `elearningEnrolments` (apart from the module's `elearning`, so either loads first). */
export const loadEnrolmentMessages = () => loadModuleMessages('elearningEnrolments', () => import('./i18n'));

export const CourseStudents = lazy(async () => {
  const [module] = await Promise.all([import('./CourseStudents'), loadEnrolmentMessages()]);
  return { default: module.CourseStudents };
});

export const CourseAttendance = lazy(async () => {
  const [module] = await Promise.all([import('./CourseAttendance'), loadEnrolmentMessages()]);
  return { default: module.CourseAttendance };
});
