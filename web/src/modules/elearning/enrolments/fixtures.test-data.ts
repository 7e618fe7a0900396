import type { ElearningCourse, Enrolment } from '@plataforma/domain';
import { localToday } from './sessions';

/** A presencial course with a session held long ago, one today and one to come, and a syllabus of three lessons. */
export const course = {
  id: 'en',
  title: 'Inglés B1',
  capacity: 10,
  enrolled: 3,
  modality: 'presencial',
  sessions: [
    { id: 's1', date: '2020-01-10', from: '18:00', to: '20:00', locationId: 'L1' },
    { id: 's2', date: localToday(), from: '18:00', to: '20:00', locationId: 'L1' },
    { id: 's3', date: '2099-01-10', from: '18:00', to: '20:00', locationId: 'L1' },
  ],
  sections: [
    {
      id: 'sec1',
      title: 'Gramática',
      lessons: [
        { id: 'l1', title: 'Presente simple', kind: 'text', minutes: 30 },
        { id: 'l2', title: 'Pasado simple', kind: 'video', minutes: 45 },
      ],
    },
    {
      id: 'sec2',
      title: 'Conversación',
      lessons: [{ id: 'l3', title: 'En el aeropuerto', kind: 'live', minutes: 60 }],
    },
  ],
} as unknown as ElearningCourse;

export const enrolment = (id: string, name: string, fields: Partial<Enrolment> = {}): Enrolment => ({
  id,
  courseId: 'en',
  courseTitle: 'Inglés B1',
  client: { id: `c-${id}`, name },
  state: 'active',
  origin: { kind: 'manager' },
  holdUntil: null,
  attendance: {},
  lessonsDone: [],
  progress: 0,
  certificate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  activatedAt: null,
  completedAt: null,
  cancelledAt: null,
  ...fields,
});
