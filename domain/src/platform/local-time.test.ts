import { describe, expect, it } from 'vitest';
import { clockChangeOn, localInstant, minuteOf, offsetMinutesAt, timeOf } from './local-time';

const MADRID = 'Europe/Madrid';

describe('local time', () => {
  it('turns a wall-clock time of Madrid into its instant, summer and winter', () => {
    expect(localInstant('2026-07-01', 10 * 60, MADRID).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(localInstant('2026-12-01', 10 * 60, MADRID).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(localInstant('2026-12-01', 10 * 60, 'Atlantic/Canary').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('knows the offsets on both sides of the spring change (29 March 2026, 02:00 -> 03:00)', () => {
    expect(offsetMinutesAt(Date.parse('2026-03-29T00:59:00Z'), MADRID)).toBe(60);
    expect(offsetMinutesAt(Date.parse('2026-03-29T01:00:00Z'), MADRID)).toBe(120);
    expect(localInstant('2026-03-29', 9 * 60, MADRID).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(localInstant('2026-03-29', 60, MADRID).toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });

  it('finds the skipped and the repeated hour, and nothing on other days', () => {
    expect(clockChangeOn('2026-03-29', MADRID)).toEqual({ from: 120, to: 180 });
    expect(clockChangeOn('2026-10-25', MADRID)).toEqual({ from: 120, to: 180 });
    expect(clockChangeOn('2026-10-25', 'Atlantic/Canary')).toEqual({ from: 60, to: 120 });
    expect(clockChangeOn('2026-03-28', MADRID)).toBeNull();
    expect(clockChangeOn('2026-06-15', MADRID)).toBeNull();
  });

  it('reads and writes HH:MM', () => {
    expect(minuteOf('09:45')).toBe(585);
    expect(timeOf(585)).toBe('09:45');
    expect(timeOf(0)).toBe('00:00');
  });
});
