import type * as z from 'zod/mini';
import {
  centsToInput,
  DEFAULT_COURSE_VAT_RATE,
  sessionMinutes,
  type courseBodySchema,
  type ElearningCourse,
  type LessonKind,
} from '@plataforma/domain';

/** The course editor's values: the body the API takes (items keep the ids the server gave them). */
export type CourseForm = z.infer<typeof courseBodySchema>;
export type SessionForm = CourseForm['sessions'][number];
export type SectionForm = CourseForm['sections'][number];
export type LessonForm = SectionForm['lessons'][number];

/** The tabs of the course page that are parts of its form, in order; the first opens by default. */
export const COURSE_FORM_TABS = ['data', 'calendar', 'syllabus'] as const;
export type CourseFormTab = (typeof COURSE_FORM_TABS)[number];

/** The tab where a field of the form is shown (its errors mark that tab). */
export const tabOfField = (field: string): CourseFormTab =>
  field === 'sessions' ? 'calendar' : field === 'sections' ? 'syllabus' : 'data';

export const toCourseForm = (course: ElearningCourse | undefined): CourseForm =>
  course
    ? {
        title: course.title,
        description: course.description,
        categoryId: course.categoryId,
        photoId: course.photoId,
        price: centsToInput(course.priceCents),
        vatRate: course.vatRate,
        modality: course.modality,
        teacherId: course.teacherId,
        capacity: course.capacity,
        // Each item with its id: attendance and progress are kept by them.
        sessions: course.sessions.map(({ id, date, from, to, locationId }) => ({ id, date, from, to, locationId })),
        sections: course.sections.map((section) => ({
          id: section.id,
          title: section.title,
          lessons: section.lessons.map(({ id, title, kind, text, url, mediaId, minutes }) => ({
            id,
            title,
            kind,
            text,
            url,
            mediaId,
            minutes,
          })),
        })),
        active: course.active,
      }
    : {
        title: '',
        description: '',
        categoryId: '',
        photoId: null,
        price: '',
        vatRate: DEFAULT_COURSE_VAT_RATE,
        modality: 'online',
        teacherId: null,
        capacity: null,
        sessions: [],
        sections: [],
        active: true,
      };

/** A new lesson (no id: the server gives it). */
export const newLesson = (kind: LessonKind = 'text'): LessonForm => ({
  title: '',
  kind,
  text: '',
  url: '',
  mediaId: null,
  minutes: 30,
});

export const newSection = (): SectionForm => ({ title: '', lessons: [] });

const addDays = (dateKey: string, days: number) => {
  const date = new Date(`${dateKey}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A new session: a week after the last one, at its hours and place (the usual weekly class); empty otherwise. */
export const newSession = (last: SessionForm | undefined, locationId: string): SessionForm =>
  last
    ? { date: addDays(last.date, 7), from: last.from, to: last.to, locationId: last.locationId }
    : { date: '', from: '10:00', to: '12:00', locationId };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a session being edited has a date and hours to compare and count (half-typed ones are left out). */
export const sessionComplete = (session: Partial<SessionForm> | undefined): session is SessionForm =>
  !!session && DATE.test(session.date ?? '') && TIME.test(session.from ?? '') && TIME.test(session.to ?? '');

/** A session's minutes while it is being edited: 0 until it has a valid date and hours that end after they start. */
export const editedSessionMinutes = (session: Partial<SessionForm> | undefined) =>
  sessionComplete(session) ? Math.max(0, sessionMinutes(session)) : 0;

/** A lesson's minutes while being edited (an emptied number input is NaN). */
export const editedLessonMinutes = (lesson: Partial<LessonForm> | undefined) =>
  Number.isFinite(lesson?.minutes) ? Math.max(0, lesson!.minutes!) : 0;
