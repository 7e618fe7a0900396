import { addDays, weekdayOf } from '../../platform/dates';
import { clockChangeOn } from '../../platform/local-time';
import type { WeeklySchedule } from '../../platform/schedule';
import type { TimeOff } from '../../platform/time-off';
import type { Processing } from './catalogue';

/*
 * The appointment book's arithmetic, pure: times are wall-clock minutes of the appointment's day at its location
 * (0 = midnight, 1440 = the next midnight). An appointment never passes midnight.
 */

/** The availability grid: free start times are offered every 15 minutes. */
export const SLOT_MINUTES = 15;
export const MINUTES_PER_DAY = 24 * 60;

/** A half-open span of minutes [from, to). */
export interface Span {
  from: number;
  to: number;
}

export const overlaps = (a: Span, b: Span): boolean => a.from < b.to && b.from < a.to;

/** What one service of an appointment needs: who does it, where, and for how long. */
export interface PlannedService {
  serviceId: string;
  employeeId: string;
  roomId: string | null;
  durationMinutes: number;
  processing: Processing | null;
}

/** A planned service placed on the day: its span, what it holds of its employee and of its room. */
export interface PlacedService extends PlannedService, Span {
  /** The service's span less the processing time (the employee is free for someone else meanwhile). */
  employeeSpans: Span[];
  /** The whole span when it needs a room (the client stays in it while processing). */
  roomSpan: Span | null;
}

/** The spans a service holds its employee: all of it, or the parts before and after its processing time. */
export function employeeSpans(from: number, durationMinutes: number, processing: Processing | null): Span[] {
  const to = from + durationMinutes;
  if (!processing) return [{ from, to }];
  return [
    { from, to: from + processing.startsAfter },
    { from: from + processing.startsAfter + processing.minutes, to },
  ];
}

/** The services of an appointment one after another from `start`. */
export function placeServices(services: readonly PlannedService[], start: number): PlacedService[] {
  let at = start;
  return services.map((service) => {
    const from = at;
    at += service.durationMinutes;
    return {
      ...service,
      from,
      to: at,
      employeeSpans: employeeSpans(from, service.durationMinutes, service.processing),
      roomSpan: service.roomId ? { from, to: at } : null,
    };
  });
}

/** The length of an appointment's services in sequence. */
export const totalMinutes = (services: readonly Pick<PlannedService, 'durationMinutes'>[]): number =>
  services.reduce((sum, service) => sum + service.durationMinutes, 0);

/**
 * Whether `added` fits among `held` with at most `capacity` spans at any one time (an employee: 1; a room: its
 * capacity). `added` spans may follow each other; they count against each other too.
 */
export function fitsCapacity(held: readonly Span[], added: readonly Span[], capacity: number): boolean {
  const all = [...held, ...added];
  return added.every((span) => {
    // The most spans at once within `span`: at each start inside it, count the spans covering that minute.
    const points = [span.from, ...all.filter((s) => s.from > span.from && s.from < span.to).map((s) => s.from)];
    return points.every((point) => all.filter((s) => s.from <= point && point < s.to).length <= capacity);
  });
}

/** Spans that touch or overlap become one: 09:00-14:00 and 14:00-20:00 is one working day. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].filter((s) => s.to > s.from).sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The spans of a date a weekly schedule covers: that weekday's intervals (cut at midnight) and what the day
 * before's night runs into it.
 */
export function scheduleSpans(schedule: WeeklySchedule, date: string): Span[] {
  const today = schedule[weekdayOf(date)].map((it) => {
    const from = minutes(it.from);
    const to = minutes(it.to) > from ? minutes(it.to) : MINUTES_PER_DAY;
    return { from, to };
  });
  const spill = schedule[weekdayOf(addDays(date, -1))]
    .filter((it) => minutes(it.to) <= minutes(it.from))
    .map((it) => ({ from: 0, to: minutes(it.to) }));
  return mergeSpans([...today, ...spill]);
}

export const isTimeOff = (timeOff: readonly TimeOff[], date: string): boolean =>
  timeOff.some((period) => period.from <= date && date <= period.to);

/** The spans an employee works on a date: none on a day off. */
export const workingSpans = (
  employee: { workingHours: WeeklySchedule; timeOff?: readonly TimeOff[] },
  date: string,
): Span[] => (isTimeOff(employee.timeOff ?? [], date) ? [] : scheduleSpans(employee.workingHours, date));

const inside = (span: Span, windows: readonly Span[]) => windows.some((w) => w.from <= span.from && span.to <= w.to);

/** What the day book holds of an employee or a room: each active appointment's spans. */
export interface Hold extends Span {
  appointmentId: string;
}

/** Everything needed to judge a placement on one day at one location. */
export interface DayContext {
  date: string;
  timeZone: string;
  /** The location's opening spans that day. */
  opening: Span[];
  employees: Readonly<Record<string, { working: Span[]; holds: readonly Hold[] }>>;
  rooms: Readonly<Record<string, { capacity: number; holds: readonly Hold[] }>>;
  /** The appointment being moved: its own holds do not count. */
  ignore?: string;
}

/** Why a placement does not fit: the first four are bad requests (400), the busy ones overlaps (409). */
export type PlacementProblem =
  | { kind: 'past-midnight' }
  | { kind: 'clock-change' }
  | { kind: 'closed' }
  | { kind: 'not-working'; employeeId: string }
  | { kind: 'employee-busy'; employeeId: string }
  | { kind: 'room-busy'; roomId: string };

export const isOverlap = (problem: PlacementProblem): boolean =>
  problem.kind === 'employee-busy' || problem.kind === 'room-busy';

/** The first reason the services placed at their start do not fit the day, or null when they do. */
export function placementProblem(day: DayContext, placed: readonly PlacedService[]): PlacementProblem | null {
  const first = placed[0];
  const last = placed[placed.length - 1];
  if (!first || !last) return null;
  const whole = { from: first.from, to: last.to };
  if (whole.to > MINUTES_PER_DAY) return { kind: 'past-midnight' };
  const change = clockChangeOn(day.date, day.timeZone);
  if (change && overlaps(whole, change)) return { kind: 'clock-change' };
  if (!inside(whole, day.opening)) return { kind: 'closed' };
  for (const service of placed)
    if (!inside(service, day.employees[service.employeeId]?.working ?? []))
      return { kind: 'not-working', employeeId: service.employeeId };
  const held = (holds: readonly Hold[]) => holds.filter((hold) => hold.appointmentId !== day.ignore);
  for (const employeeId of new Set(placed.map((s) => s.employeeId))) {
    const spans = placed.filter((s) => s.employeeId === employeeId).flatMap((s) => s.employeeSpans);
    if (!fitsCapacity(held(day.employees[employeeId]?.holds ?? []), spans, 1))
      return { kind: 'employee-busy', employeeId };
  }
  for (const roomId of new Set(placed.flatMap((s) => (s.roomId ? [s.roomId] : [])))) {
    const room = day.rooms[roomId];
    const spans = placed.filter((s) => s.roomId === roomId).flatMap((s) => (s.roomSpan ? [s.roomSpan] : []));
    if (!room || !fitsCapacity(held(room.holds), spans, room.capacity)) return { kind: 'room-busy', roomId };
  }
  return null;
}

/** The grid's start times (minutes) at which the services fit, in order, from `after` (exclusive) on. */
export function freeStarts(
  day: DayContext,
  services: readonly PlannedService[],
  { after = -1, limit = Infinity }: { after?: number; limit?: number } = {},
): number[] {
  const found: number[] = [];
  const length = totalMinutes(services);
  const first = Math.floor(after / SLOT_MINUTES) * SLOT_MINUTES + SLOT_MINUTES;
  for (let start = Math.max(0, first); start + length <= MINUTES_PER_DAY && found.length < limit; start += SLOT_MINUTES)
    if (!placementProblem(day, placeServices(services, start))) found.push(start);
  return found;
}

/** The spans an appointment's placed services hold, by employee and by room: what the day books keep. */
export function holdsOf(appointmentId: string, placed: readonly PlacedService[]) {
  const employees = new Map<string, Hold[]>();
  const rooms = new Map<string, Hold[]>();
  const add = (map: Map<string, Hold[]>, key: string, span: Span) =>
    map.set(key, [...(map.get(key) ?? []), { appointmentId, from: span.from, to: span.to }]);
  for (const service of placed) {
    for (const span of service.employeeSpans) add(employees, service.employeeId, span);
    if (service.roomId && service.roomSpan) add(rooms, service.roomId, service.roomSpan);
  }
  return { employees, rooms };
}
