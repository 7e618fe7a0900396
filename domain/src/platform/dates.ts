// Calendar helpers without zod: screens that only show dates load this file alone (schedule.ts holds the schemas).

/** Days of the week, Monday first (as Spanish calendars show them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date 'YYYY-MM-DD' (no time zone involved). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

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

/** A duration as people read it, to the minute: 1019 -> '16 h 59 min', 480 -> '8 h', 45 -> '45 min'. */
export function formatDuration(minutes: number): string {
  const total = Math.round(minutes);
  const hours = Math.trunc(total / 60);
  const rest = total % 60;
  if (!rest) return `${hours} h`;
  return hours ? `${hours} h ${rest} min` : `${rest} min`;
}
