import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { eurosSchema, vatRateSchema } from '../../platform/money-schemas';
import {
  countSchema,
  documentIdSchema,
  optionalText,
  referenceIdSchema,
  requiredText,
  type ResourceMeta,
} from '../../platform/resources';
import { dateKeySchema, timeSchema } from '../../platform/schedule';
import { COURSE_MODALITIES, LESSON_KINDS, sessionOrderErrors, type CourseModality } from './course-display';

/**
 * Issue 20, e-learning's catalogue: course categories, courses (a calendar of sessions for presencial and mixed
 * courses, a syllabus of sections and lessons) and packs of courses sold at one price.
 */

/**
 * Training that is not regulated education is charged at the general rate in Spain; an academy whose courses are
 * exempt (regulated teaching, art. 20.1.9 LIVA) sets 0 % on them.
 */
export const DEFAULT_COURSE_VAT_RATE = 21;
export const MAX_SECTIONS = 30;
export const MAX_LESSONS_PER_SECTION = 50;
export const MAX_SESSIONS = 200;
export const MAX_COURSE_CAPACITY = 1000;
export const MAX_LESSON_MINUTES = 600;
export const MAX_PACK_COURSES = 20;

// ---------------------------------------------------------------------------------------------------------------
// Ids of a course's own items (sessions, sections, lessons)

/**
 * A session's, section's or lesson's id within its course. Attendance is kept per session id and progress per lesson
 * id, so an item keeps its id across edits: the editor sends back the ids it was given, and new items come without
 * one (the server gives it, see `newCourseItemId`).
 */
export const courseItemIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, 'El identificador no es válido'));

const uniqueIds = (ids: (string | undefined)[]) => {
  const given = ids.filter((id): id is string => !!id);
  return new Set(given).size === given.length;
};

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** POST and PUT .../elearning/categories. */
export const courseCategoryBodySchema = z.strictObject({
  name: requiredText(60),
  description: optionalText(300),
  active: z._default(z.boolean(), true),
});
export type CourseCategoryBody = z.input<typeof courseCategoryBodySchema>;

export interface CourseCategory extends ResourceMeta {
  name: string;
  description: string;
  active: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions (the calendar of a presencial or mixed course)

/** One class in the classroom: a day, from and to (the same day), where. The course's teacher gives it. */
export const courseSessionSchema = z
  .strictObject({
    id: z.optional(courseItemIdSchema),
    date: dateKeySchema,
    from: timeSchema,
    to: timeSchema,
    locationId: referenceIdSchema('Elige el local'),
  })
  .check(
    z.superRefine((session, ctx) => {
      if (session.to <= session.from)
        ctx.issues.push({
          code: 'custom',
          message: 'La sesión debe terminar después de empezar',
          path: ['to'],
          input: session.to,
        });
    }),
  );
export type CourseSessionInput = z.input<typeof courseSessionSchema>;
export type CourseSession = Required<z.infer<typeof courseSessionSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Syllabus

const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(500, 'Usa 500 caracteres como máximo'),
  z.refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), 'Escribe una dirección que empiece por https://'),
);

/**
 * A lesson: text to read, a video link, a file of the media store (`mediaId`, checked by the server), or a live
 * session (its link, if any). Each has a duration; the course's hours are its lessons' and its sessions' minutes.
 */
export const lessonSchema = z
  .strictObject({
    id: z.optional(courseItemIdSchema),
    title: requiredText(120),
    kind: z.enum(LESSON_KINDS),
    text: optionalText(20_000),
    url: z._default(httpUrl, ''),
    mediaId: z._default(z.nullable(documentIdSchema), null),
    minutes: countSchema(1, MAX_LESSON_MINUTES),
  })
  .check(
    z.superRefine((lesson, ctx) => {
      const missing = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: lesson });
      if (lesson.kind === 'video' && !lesson.url) missing('url', 'Escribe el enlace del vídeo');
      if (lesson.kind === 'file' && !lesson.mediaId) missing('mediaId', 'Sube o elige el archivo de la lección');
      if (lesson.kind !== 'file' && lesson.mediaId)
        missing('mediaId', 'Solo una lección de tipo archivo lleva archivo');
    }),
  );
export type LessonInput = z.input<typeof lessonSchema>;
export type Lesson = Required<z.infer<typeof lessonSchema>>;

export const courseSectionSchema = z.strictObject({
  id: z.optional(courseItemIdSchema),
  title: requiredText(120),
  lessons: z.array(lessonSchema).check(z.maxLength(MAX_LESSONS_PER_SECTION)),
});
export type CourseSectionInput = z.input<typeof courseSectionSchema>;
export type CourseSection = { id: string; title: string; lessons: Lesson[] };

// ---------------------------------------------------------------------------------------------------------------
// Courses

/**
 * POST and PUT .../elearning/courses. The price is in euros, stored as cents. `capacity` null: no limit (an online
 * course). Online courses have no sessions; presencial and mixed ones list theirs in order. What the body cannot
 * know is checked by the server: the teacher's other courses at the same time, the places already taken, the files.
 */
export const courseBodySchema = z
  .strictObject({
    title: requiredText(120),
    description: optionalText(5000),
    categoryId: referenceIdSchema('Elige la categoría del curso'),
    /** The cover: an image of the media store. */
    photoId: z._default(z.nullable(documentIdSchema), null),
    price: eurosSchema,
    vatRate: z._default(vatRateSchema, DEFAULT_COURSE_VAT_RATE),
    modality: z.enum(COURSE_MODALITIES),
    /** An employee (configuration) who teaches it. */
    teacherId: z._default(z.nullable(documentIdSchema), null),
    capacity: z._default(z.nullable(countSchema(1, MAX_COURSE_CAPACITY)), null),
    sessions: z._default(z.array(courseSessionSchema).check(z.maxLength(MAX_SESSIONS)), []),
    sections: z._default(z.array(courseSectionSchema).check(z.maxLength(MAX_SECTIONS)), []),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((course, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', message, path, input: course });
      if (course.modality === 'online' && course.sessions.length > 0)
        issue(['sessions'], 'Un curso online no tiene sesiones presenciales');
      for (const { index, message } of sessionOrderErrors(course.sessions)) issue(['sessions', index], message);
      const ids = [
        ...course.sessions.map((s) => s.id),
        ...course.sections.flatMap((section) => [section.id, ...section.lessons.map((l) => l.id)]),
      ];
      if (!uniqueIds(ids)) issue(['sections'], 'Hay elementos del temario con el mismo identificador');
    }),
  );
export type CourseBody = z.input<typeof courseBodySchema>;

export interface ElearningCourse extends ResourceMeta {
  title: string;
  description: string;
  categoryId: string;
  photoId: string | null;
  priceCents: number;
  vatRate: VatRate;
  modality: CourseModality;
  teacherId: string | null;
  capacity: number | null;
  sessions: CourseSession[];
  sections: CourseSection[];
  active: boolean;
  /** Places taken: enrolments pendiente de pago, activa or completada (kept by the server). */
  enrolled: number;
  /** Its lessons' and sessions' minutes (the certificate's hours). */
  minutes: number;
  lessonCount: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Packs

/** POST and PUT .../elearning/packs: courses sold together at one price; paying it enrols the client in each. */
export const coursePackBodySchema = z.strictObject({
  name: requiredText(80),
  description: optionalText(1000),
  courseIds: z.array(documentIdSchema).check(
    z.minLength(2, 'Un pack tiene al menos dos cursos'),
    z.maxLength(MAX_PACK_COURSES),
    z.refine((ids) => new Set(ids).size === ids.length, 'Hay cursos repetidos'),
  ),
  price: eurosSchema,
  vatRate: z._default(vatRateSchema, DEFAULT_COURSE_VAT_RATE),
  active: z._default(z.boolean(), true),
});
export type CoursePackBody = z.input<typeof coursePackBodySchema>;

export interface CoursePack extends ResourceMeta {
  name: string;
  description: string;
  courseIds: string[];
  priceCents: number;
  vatRate: VatRate;
  active: boolean;
}
