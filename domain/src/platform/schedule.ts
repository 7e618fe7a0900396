import * as z from 'zod/mini';
import { WEEKDAYS, type Weekday } from './dates';

export const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora como HH:MM'));

const MINUTES_PER_DAY = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/**
 * An opening or working interval that starts on its day: '09:00'-'14:00'. An end at or before the start is on the
 * next day: '20:00'-'02:00' (a bar's night) is 6 h, '22:00'-'00:00' ends at midnight, '00:00'-'00:00' is 24 h.
 */
export const intervalSchema = z.strictObject({ from: timeSchema, to: timeSchema });
export type Interval = z.infer<typeof intervalSchema>;

/** Whether an interval passes midnight (its end is at or before its start). */
export const endsNextDay = (interval: Interval): boolean => interval.to <= interval.from;

/** The length of an interval in minutes, past midnight included: '20:00'-'02:00' -> 360. */
export function intervalMinutes(interval: Interval): number {
  const length = minutesOf(interval.to) - minutesOf(interval.from);
  return endsNextDay(interval) ? length + MINUTES_PER_DAY : length;
}

/** Where an interval ends, in minutes from the start of its day (past 1440 when it ends the next day). */
const endOf = (interval: Interval) => minutesOf(interval.from) + intervalMinutes(interval);

const dayIntervals = z._default(
  z.array(intervalSchema).check(
    z.maxLength(4),
    z.refine(
      (intervals) =>
        [...intervals]
          .sort((a, b) => a.from.localeCompare(b.from))
          .every((it, i, all) => i === 0 || endOf(all[i - 1]!) <= minutesOf(it.from)),
      'Los tramos del día se solapan',
    ),
  ),
  [],
);

/** Hours of each weekday (an empty day is closed / not working), e.g. opening hours or an employee's shifts. */
export const weeklyScheduleSchema = z._default(
  z
    .strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayIntervals])) as Record<Weekday, typeof dayIntervals>,
    )
    .check(
      // A night past midnight runs into the next day's hours (Sunday's into Monday's: the week repeats).
      z.superRefine((schedule, ctx) => {
        WEEKDAYS.forEach((day, i) => {
          const next = WEEKDAYS[(i + 1) % WEEKDAYS.length]!;
          const spill = Math.max(0, ...schedule[day].map((it) => endOf(it) - MINUTES_PER_DAY));
          if (schedule[next].some((it) => minutesOf(it.from) < spill))
            ctx.issues.push({
              code: 'custom',
              message: 'Se solapa con el horario del día anterior, que pasa de medianoche',
              path: [next],
              input: schedule[next],
            });
        });
      }),
    ),
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, Interval[]>,
);
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/** Minutes in a weekly schedule, nights past midnight counted whole. */
export function weeklyMinutes(schedule: WeeklySchedule): number {
  return WEEKDAYS.flatMap((day) => schedule[day]).reduce((sum, it) => sum + intervalMinutes(it), 0);
}

/** Hours in a weekly schedule: 09:00-14:00 and 17:00-20:30 on five days -> 42.5. */
export function weeklyHours(schedule: WeeklySchedule): number {
  return weeklyMinutes(schedule) / 60;
}

/** A calendar date 'YYYY-MM-DD' that exists (its own file: screens that need only it do not load the rest). */
export { dateKeySchema } from './date-key';

/** A week with every day closed: the start of a new schedule. */
export function emptyWeeklySchedule(): WeeklySchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklySchedule;
}
