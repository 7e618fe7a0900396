import * as z from 'zod/mini';
import { addDays } from '../../platform/dates';
import { optionalText, referenceIdSchema } from '../../platform/resources';
import { dateKeySchema } from '../../platform/date-key';
import type { ClientRef } from '../crm';
import type { ElearningCourse } from './catalogue';
import { formatHours, lessonsOf, printedDate } from './course-display';

/**
 * Issue 20: enrolments. A client (CRM) in a course: pendiente de pago (a manager enrolled them, the place is held),
 * activa (paid at a POS, or enrolled as active by a manager), completada (every lesson done, or completed by the
 * teacher: the certificate is issued), cancelada (the place is given back). One per course and client
 * (`enrolmentIdOf`). Every state but cancelada holds a place: never more than the course's capacity.
 */
export const ENROLMENT_STATES = ['pending', 'active', 'completed', 'cancelled'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];
export const ENROLMENT_STATE_LABELS: Record<EnrolmentState, string> = {
  pending: 'Pendiente de pago',
  active: 'Activa',
  completed: 'Completada',
  cancelled: 'Cancelada',
};
/** States that hold a place in the course. */
export const holdsPlace = (state: EnrolmentState) => state !== 'cancelled';

export const enrolmentIdOf = (courseId: string, clientId: string) => `${courseId}_${clientId}`;

/**
 * POST .../elearning/enrolments: a manager enrols a client (pendiente de pago until paid at a POS, where the sale of
 * the course finds it and makes it activa; or activa at once: a grant, a course paid elsewhere). A cancelled
 * enrolment of the same client and course is opened again.
 */
export const enrolmentBodySchema = z.strictObject({
  courseId: referenceIdSchema('Elige el curso'),
  clientId: referenceIdSchema('Elige el cliente'),
  state: z._default(z.enum(['pending', 'active']), 'pending'),
  /** Pendiente de pago only: the last day the place is held (Madrid's calendar); today + PENDING_HOLD_DAYS if absent. */
  holdUntil: z.optional(dateKeySchema),
});
export type EnrolmentBody = z.input<typeof enrolmentBodySchema>;

/**
 * Days a pendiente de pago enrolment holds its place unless the manager says otherwise ('Reservar plaza hasta').
 * After its last day the daily expiry cancels it and the place is free again.
 */
export const PENDING_HOLD_DAYS = 7;

/** The hold a pending enrolment gets when the manager gives none: today + PENDING_HOLD_DAYS. */
export const defaultHoldUntil = (today: string) => addDays(today, PENDING_HOLD_DAYS);

/** Whether a hold ending on `holdUntil` has passed on `today` (its last day is still held). */
export const holdExpired = (holdUntil: string | null | undefined, today: string) =>
  typeof holdUntil === 'string' && holdUntil < today;

/** The Spanish error of an enrolment's hold date on `today`, or undefined when it is right. */
export function holdUntilError(
  state: 'pending' | 'active',
  holdUntil: string | undefined,
  today: string,
): string | undefined {
  if (holdUntil === undefined) return undefined;
  if (state !== 'pending') return 'Solo una matrícula pendiente de pago reserva la plaza hasta una fecha';
  if (holdExpired(holdUntil, today)) return 'La reserva no puede acabar antes de hoy';
  return undefined;
}

/** POST .../elearning/enrolments/{id}/cancel: the place is given back (a paid one is refunded at the POS instead). */
export const enrolmentCancelBodySchema = z.strictObject({ reason: optionalText(200) });

/** PUT .../elearning/enrolments/{id}/attendance/{sessionId}: present, absent, or null to clear a mistaken tap. */
export const attendanceBodySchema = z.strictObject({ present: z.nullable(z.boolean()) });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/**
 * PUT .../elearning/enrolments/{id}/lessons/{lessonId}: a lesson done or not. The last lesson done completes the
 * enrolment (and issues its certificate); a completed enrolment's lessons no longer change.
 */
export const lessonProgressBodySchema = z.strictObject({ done: z.boolean() });

/** GET .../elearning/enrolments?courseId=&state=&clientId= (a course's students, a client's courses). */
export const enrolmentListQuerySchema = z.object({
  courseId: z.optional(referenceIdSchema('Elige el curso')),
  clientId: z.optional(referenceIdSchema('Elige el cliente')),
  state: z.optional(z.enum(ENROLMENT_STATES)),
});

/** How the enrolment came: a manager, or the sale of the course or of a pack (its order and ticket). */
export type EnrolmentOrigin =
  { kind: 'manager' } | { kind: 'sale'; orderId: string; ticketCode: string; packId: string | null };

export interface Certificate {
  /** 'CERT-2027-000012': numbered per organization and year. */
  number: string;
  issuedAt: string;
  /** The course's length when it was issued. */
  minutes: number;
}

export interface Enrolment {
  id: string;
  courseId: string;
  /** The course's title when enrolled (lists show it without reading the course). */
  courseTitle: string;
  client: ClientRef;
  state: EnrolmentState;
  origin: EnrolmentOrigin;
  /**
   * Pendiente de pago: the last day the place is held (YYYY-MM-DD, Madrid); the next day's expiry cancels it. Null
   * for the other states and for pending enrolments made before holds existed (held until paid or cancelled).
   */
  holdUntil: string | null;
  /** Session id -> present (true) or absent (false); a session not marked is absent from the map. */
  attendance: Record<string, boolean>;
  /** Ids of the lessons done, in no order. */
  lessonsDone: string[];
  /** 0-100, of the course's lessons as they are now. */
  progress: number;
  certificate: Certificate | null;
  createdAt: string;
  updatedAt: string;
  /** When it became activa (paid or enrolled as active), completada, cancelada; null until then. */
  activatedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

/** The share of the course's current lessons done, 0-100 (a course without lessons: 0 until completed). */
export function progressOf(course: Pick<ElearningCourse, 'sections'>, lessonsDone: readonly string[]): number {
  const lessons = lessonsOf(course);
  if (lessons.length === 0) return 0;
  const done = new Set(lessonsDone);
  return Math.round((100 * lessons.filter((lesson) => done.has(lesson.id)).length) / lessons.length);
}

/** Whether every lesson of the course is done (and it has some). */
export const allLessonsDone = (course: Pick<ElearningCourse, 'sections'>, lessonsDone: readonly string[]) =>
  lessonsOf(course).length > 0 && progressOf(course, lessonsDone) === 100;

/** 'CERT-2027-000012'. */
export const certificateNumber = (year: number, sequence: number) =>
  `CERT-${year}-${String(sequence).padStart(6, '0')}`;

// Timeline sentences (CRM's timeline of the client).
export const enrolmentSummary = (courseTitle: string, state: EnrolmentState) =>
  `Matrícula en «${courseTitle}» (${ENROLMENT_STATE_LABELS[state].toLowerCase()})`;
export const attendanceSummary = (courseTitle: string, date: string, present: boolean) =>
  `${present ? 'Asistió a' : 'Faltó a'} la sesión del ${printedDate(date)} de «${courseTitle}»`;
export const certificateSummary = (courseTitle: string, certificate: Pick<Certificate, 'number' | 'minutes'>) =>
  `Certificado ${certificate.number} de «${courseTitle}» · ${formatHours(certificate.minutes)}`;
