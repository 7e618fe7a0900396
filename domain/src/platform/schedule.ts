import * as z from 'zod/mini';

/** Days of the week, Monday first (as Spanish calendars show them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date 'YYYY-MM-DD' (no time zone involved). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

export const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora como HH:MM'));

/** An opening or working interval of one day, '09:00'-'14:00'. */
export const intervalSchema = z.strictObject({ from: timeSchema, to: timeSchema }).check(
  z.superRefine((value, ctx) => {
    if (value.from >= value.to)
      ctx.issues.push({
        code: 'custom',
        message: 'La hora final debe ser posterior a la inicial',
        path: ['to'],
        input: value.to,
      });
  }),
);
export type Interval = z.infer<typeof intervalSchema>;

const dayIntervals = z._default(
  z.array(intervalSchema).check(
    z.maxLength(4),
    z.refine(
      (intervals) =>
        [...intervals]
          .sort((a, b) => a.from.localeCompare(b.from))
          .every((it, i, all) => i === 0 || all[i - 1]!.to <= it.from),
      'Los tramos del día se solapan',
    ),
  ),
  [],
);

/** Hours of each weekday (an empty day is closed / not working), e.g. opening hours or an employee's shifts. */
export const weeklyScheduleSchema = z._default(
  z.strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayIntervals])) as Record<Weekday, typeof dayIntervals>,
  ),
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, Interval[]>,
);
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Hours in a weekly schedule: 09:00-14:00 and 17:00-20:30 on five days -> 42.5. */
export function weeklyHours(schedule: WeeklySchedule): number {
  const total = WEEKDAYS.flatMap((day) => schedule[day]).reduce(
    (sum, it) => sum + minutes(it.to) - minutes(it.from),
    0,
  );
  return total / 60;
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export const dateKeySchema = z.string().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'La fecha no es válida (AAAA-MM-DD)'),
);

/** The calendar date `days` away from `date` ('2026-03-01', -1 -> '2026-02-28'). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Today's date in a time zone (a restaurant's today is Madrid's, wherever the server runs). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A week with every day closed: the start of a new schedule. */
export function emptyWeeklySchedule(): WeeklySchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklySchedule;
}
