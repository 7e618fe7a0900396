// Wall-clock times of a location (its time zone) and the instants they are, daylight saving changes included.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const MINUTE = 60_000;

/** The zone's offset from UTC at an instant, in minutes (Madrid: 60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

const wallClock = (date: string, minute: number) => Date.parse(`${date}T00:00:00Z`) + minute * MINUTE;

/**
 * The instant of a wall-clock time `minute` minutes after midnight of `date` in a zone. A time that does not exist
 * (skipped at the spring change) gives the instant an hour later's clock would; a repeated one (autumn) the first.
 */
export function localInstant(date: string, minute: number, timeZone: string): Date {
  const wall = wallClock(date, minute);
  const first = wall - offsetMinutesAt(wall, timeZone) * MINUTE;
  return new Date(wall - offsetMinutesAt(first, timeZone) * MINUTE);
}

/** Minutes since midnight of a time 'HH:MM' (and back). */
export const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const changes = new Map<string, { from: number; to: number } | null>();

/**
 * The wall-clock minutes of `date` that a daylight saving change makes ambiguous: skipped (spring: 02:00-03:00 in
 * Madrid) or lived twice (autumn: 02:00-03:00). Null on every other day. Cached: the answer never changes.
 */
export function clockChangeOn(date: string, timeZone: string): { from: number; to: number } | null {
  const key = `${timeZone}|${date}`;
  if (changes.has(key)) return changes.get(key)!;
  const start = localInstant(date, 0, timeZone).getTime();
  const before = offsetMinutesAt(start, timeZone);
  let answer: { from: number; to: number } | null = null;
  // A day has 23 to 25 hours: 24 hours after its midnight is within it or just after, past any change.
  if (offsetMinutesAt(start + 24 * 60 * MINUTE, timeZone) !== before) {
    // Binary search of the first minute with the new offset.
    let low = start;
    let high = start + 24 * 60 * MINUTE;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutesAt(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    const after = offsetMinutesAt(high, timeZone);
    const midnight = Date.parse(`${date}T00:00:00Z`);
    const wallBefore = (high + before * MINUTE - midnight) / MINUTE;
    const wallAfter = (high + after * MINUTE - midnight) / MINUTE;
    answer = { from: Math.min(wallBefore, wallAfter), to: Math.max(wallBefore, wallAfter) };
  }
  changes.set(key, answer);
  return answer;
}
