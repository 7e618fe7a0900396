import type { CourseSession, ElearningCourse, Lesson } from './catalogue';

/*
 * What screens show of courses (labels, lengths, places left, the calendar's order), apart from the request schemas
 * (catalogue.ts): the till and the lists load no zod.
 */

export const COURSE_MODALITIES = ['online', 'presencial', 'mixta'] as const;
export type CourseModality = (typeof COURSE_MODALITIES)[number];
export const COURSE_MODALITY_LABELS: Record<CourseModality, string> = {
  online: 'Online',
  presencial: 'Presencial',
  mixta: 'Mixta',
};
/** A lesson is read (text), watched (a video link), downloaded (a file of the media store) or attended live. */
export const LESSON_KINDS = ['text', 'video', 'file', 'live'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  text: 'Texto',
  video: 'Vídeo',
  file: 'Archivo',
  live: 'Sesión en directo',
};

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const sessionMinutes = (session: Pick<CourseSession, 'from' | 'to'>) =>
  minutesOfDay(session.to) - minutesOfDay(session.from);

/** Whether two sessions share some minute (back to back is not overlapping). */
export const sessionsOverlap = (a: Pick<CourseSession, 'date' | 'from' | 'to'>, b: typeof a) =>
  a.date === b.date && a.from < b.to && b.from < a.to;

/**
 * Where a course's sessions go wrong: each must start once the one before has ended (in order, none overlapping).
 * Answers a message per session index (none when they are right).
 */
export function sessionOrderErrors(sessions: readonly Pick<CourseSession, 'date' | 'from' | 'to'>[]) {
  const errors: { index: number; message: string }[] = [];
  sessions.forEach((session, index) => {
    const before = sessions[index - 1];
    if (!before) return;
    if (sessionsOverlap(before, session)) errors.push({ index, message: 'Se solapa con la sesión anterior' });
    else if (`${session.date} ${session.from}` < `${before.date} ${before.to}`)
      errors.push({ index, message: 'Las sesiones deben ir en orden de fecha y hora' });
  });
  return errors;
}

/** The lessons of a course in syllabus order. */
export const lessonsOf = (course: Pick<ElearningCourse, 'sections'>): Lesson[] =>
  course.sections.flatMap((section) => section.lessons);

/** A course's length: its lessons' minutes plus its sessions' (a live lesson is online, apart from the sessions). */
export const courseMinutes = (course: Pick<ElearningCourse, 'sections' | 'sessions'>) =>
  lessonsOf(course).reduce((sum, lesson) => sum + lesson.minutes, 0) +
  course.sessions.reduce((sum, session) => sum + sessionMinutes(session), 0);

/** '20 h', '1 h 30 min', '45 min'. */
export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Places left (null: no limit). */
export const placesLeft = (course: Pick<ElearningCourse, 'capacity' | 'enrolled'>) =>
  course.capacity === null ? null : Math.max(0, course.capacity - course.enrolled);

/** 12/01/2027. */
export const printedDate = (dateKey: string) => dateKey.split('-').reverse().join('/');
