import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ElearningCourse } from '@plataforma/domain';
import { CourseAttendance, CourseStudents } from './enrolments';

/**
 * A tab of the course page beyond its form's (Datos, Calendario, Temario): shown only for a saved course, in place of
 * the form (whose edits are kept meanwhile). Its content may be lazy (the page wraps it in Suspense).
 */
export interface CourseExtraTab {
  /** Its `?tab=` value. */
  name: string;
  label: (t: TFunction) => string;
  render: (course: ElearningCourse) => ReactNode;
}

/** The course page's other tabs, in order after the form's: its students ('Alumnos') and attendance ('Asistencia'). */
export const extraTabs: CourseExtraTab[] = [
  {
    name: 'students',
    label: (t) => t('elearning.course.tabs.students'),
    render: (course) => <CourseStudents course={course} />,
  },
  {
    name: 'attendance',
    label: (t) => t('elearning.course.tabs.attendance'),
    render: (course) => <CourseAttendance course={course} />,
  },
];
