import { beforeAll, describe, expect, it } from 'vitest';
import {
  courseMinutes,
  enrolmentIdOf,
  lessonsOf,
  localInstant,
  minuteOf,
  sessionsOverlap,
  type ElearningCourse,
  type Order,
} from '@plataforma/domain';
// @ts-expect-error: plain .mjs script of npm start
import elearningSeed from '../../emulators/seed/modules/elearning.mjs';

/*
 * The demo academy (emulators/seed/modules/elearning.mjs), offline: the documents alone, no emulator (seed.test.ts
 * checks them through the API). Its places, attendance, certificates and sales must agree with each other.
 */
const NOW = new Date('2026-11-26T15:00:00Z');
const ORG = 'organizations/Ak7RmV3pXw9LnQ2sTb6F';
type StoredCourse = Omit<ElearningCourse, 'id' | 'createdAt' | 'updatedAt'>;
interface StoredEnrolment {
  courseId: string;
  clientId: string;
  client: { id: string; name: string };
  state: string;
  origin: { kind: string; orderId?: string; ticketCode?: string; packId?: string | null };
  attendance: Record<string, boolean>;
  lessonsDone: string[];
  certificate: { number: string; issuedAt: Date; minutes: number } | null;
  createdAt: Date;
}
type Collections = Record<string, Record<string, unknown>>;

let seed: Collections;
const docs = <T>(name: string) => Object.entries(seed[`${ORG}/${name}`] ?? {}) as [string, T][];

beforeAll(async () => {
  seed = (await elearningSeed(NOW)) as Collections;
}, 60_000);

describe('the demo academy', () => {
  it('is the same for the same moment', async () => {
    expect(JSON.stringify(await elearningSeed(NOW))).toBe(JSON.stringify(seed));
  });

  it('counts each course’s places, hours and lessons; no teacher in two sessions at once, none over capacity', () => {
    const courses = docs<StoredCourse>('elearningCourses');
    const enrolments = docs<StoredEnrolment>('elearningEnrolments').map(([, e]) => e);
    for (const [id, course] of courses) {
      const taken = enrolments.filter((e) => e.courseId === id && e.state !== 'cancelled').length;
      expect(course.enrolled, id).toBe(taken);
      if (course.capacity !== null) expect(taken, id).toBeLessThanOrEqual(course.capacity);
      expect(course.minutes, id).toBe(courseMinutes(course));
      expect(course.lessonCount, id).toBe(lessonsOf(course).length);
    }
    for (const [id, a] of courses)
      for (const [other, b] of courses)
        if (id < other && a.teacherId && a.teacherId === b.teacherId)
          for (const session of a.sessions) expect(b.sessions.some((s) => sessionsOverlap(s, session))).toBe(false);
  });

  it('marks attendance only on sessions gone by, and only of places held', () => {
    const courses = Object.fromEntries(docs<StoredCourse>('elearningCourses'));
    for (const [id, enrolment] of docs<StoredEnrolment>('elearningEnrolments')) {
      expect(id).toBe(enrolmentIdOf(enrolment.courseId, enrolment.clientId));
      expect(enrolment.client.id).toBe(enrolment.clientId);
      const sessions = courses[enrolment.courseId]!.sessions;
      for (const sessionId of Object.keys(enrolment.attendance)) {
        const session = sessions.find((s) => s.id === sessionId)!;
        expect(localInstant(session.date, minuteOf(session.to), 'Europe/Madrid').getTime()).toBeLessThan(NOW.getTime());
      }
      if (enrolment.state === 'pending' || enrolment.state === 'cancelled') {
        expect(enrolment.attendance, id).toEqual({});
        expect(enrolment.lessonsDone, id).toEqual([]);
      }
      expect(enrolment.certificate !== null, id).toBe(enrolment.state === 'completed');
    }
  });

  it('has a paid order at the till for each place sold, its client and its courses, numbered in the series', () => {
    const orders = Object.fromEntries(docs<Order>('orders'));
    const sold = docs<StoredEnrolment>('elearningEnrolments').filter(([, e]) => e.origin.kind === 'sale');
    expect(sold.length).toBeGreaterThan(15);
    for (const [id, enrolment] of sold) {
      const order = orders[enrolment.origin.orderId!]!;
      expect(order, id).toMatchObject({ status: 'paid', module: 'elearning', client: enrolment.client });
      expect(order.ticketCodes, id).toEqual([enrolment.origin.ticketCode]);
      const [line] = order.lines;
      expect(line!.kind, id).toBe(enrolment.origin.packId ? 'elearningPack' : 'elearningCourse');
      expect(
        line!.enrols!.map((e) => e.courseId),
        id,
      ).toContain(enrolment.courseId);
    }
    const tickets = Object.keys(seed[`${ORG}/tickets`]!).sort();
    expect(tickets).toHaveLength(Object.keys(orders).length);
    expect(seed[`${ORG}/ticketSeries`]).toEqual({ AL: { next: tickets.length + 1 } });
    expect(tickets.at(-1)).toBe(`AL-${String(tickets.length).padStart(6, '0')}`);
  });

  it('numbers the certificates in the order they were issued, the counter at the last', () => {
    const issued = docs<StoredEnrolment>('elearningEnrolments')
      .map(([, e]) => e.certificate)
      .filter((c) => c !== null)
      .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    expect(issued.map((c) => c.number)).toEqual(['CERT-2026-000001', 'CERT-2026-000002']);
    expect(seed[`${ORG}/elearningCounters`]).toEqual({ certificates: { year: 2026, last: 2 } });
  });
});
