import type { CourseSession, Enrolment } from '@plataforma/domain';

/** Today's date key on this device ('2027-01-12'): the teacher's phone is where the class is. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The session the attendance opens on: today's (the first), else the next one, else the last one. */
export function defaultSessionId(sessions: readonly CourseSession[], today: string): string | undefined {
  return (
    sessions.find((s) => s.date === today) ??
    sessions.find((s) => s.date > today) ??
    sessions[sessions.length - 1]
  )?.id;
}

/** Sessions held so far (today's included): what a student's attendance is counted against. */
export const sessionsSoFar = (sessions: readonly CourseSession[], today: string) =>
  sessions.filter((s) => s.date <= today);

/** Present at how many of the sessions held so far. */
export function attendanceCount(enrolment: Pick<Enrolment, 'attendance'>, held: readonly CourseSession[]) {
  return { present: held.filter((s) => enrolment.attendance[s.id] === true).length, sessions: held.length };
}

/** Who the teacher takes attendance of: the students with a place in use (activa or completada). */
export const attending = (enrolment: Pick<Enrolment, 'state'>) =>
  enrolment.state === 'active' || enrolment.state === 'completed';

/** The next mark of a tap: not marked -> present -> absent -> not marked (a mistaken tap is undone so). */
export function nextMark(current: boolean | undefined): boolean | null {
  if (current === undefined) return true;
  return current ? false : null;
}
