import { describe, expect, it } from 'vitest';
import { addDays, formatDuration, todayIn, weekdayOf } from './dates';
import {
  dateKeySchema,
  endsNextDay,
  intervalMinutes,
  weeklyHours,
  weeklyMinutes,
  weeklyScheduleSchema,
} from './schedule';
import { parseWith } from './validation';

describe('schedules and dates', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-22')).toBe('sun');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses dates that do not exist', () => {
    expect(parseWith(dateKeySchema, '2026-02-30').success).toBe(false);
    expect(parseWith(dateKeySchema, '2026-2-3').success).toBe(false);
    expect(parseWith(dateKeySchema, '2026-02-28').success).toBe(true);
  });

  it("gives today's date in Madrid", () => {
    expect(todayIn('Europe/Madrid', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('validates intervals and counts weekly hours', () => {
    // Days left out are closed.
    const ok = parseWith(weeklyScheduleSchema, {
      mon: [
        { from: '09:00', to: '14:00' },
        { from: '17:00', to: '20:30' },
      ],
    });
    expect(ok.success && ok.data.sun).toEqual([]);
    expect(ok.success && weeklyHours(ok.data)).toBe(8.5);
    const overlapping = parseWith(weeklyScheduleSchema, {
      mon: [
        { from: '09:00', to: '14:00' },
        { from: '13:00', to: '15:00' },
      ],
    });
    expect(overlapping.success ? {} : overlapping.fields).toMatchObject({ mon: 'Los tramos del día se solapan' });
  });

  it('reads an end at or before the start as the next day (bars open 20:00-02:00)', () => {
    const cases: [string, string, number, boolean][] = [
      ['09:00', '14:00', 5 * 60, false],
      ['20:00', '02:00', 6 * 60, true],
      ['22:00', '00:00', 2 * 60, true], // 00:00 is midnight
      ['00:00', '00:00', 24 * 60, true], // open round the clock
      ['23:30', '23:29', 24 * 60 - 1, true],
      ['00:00', '23:59', 24 * 60 - 1, false],
    ];
    for (const [from, to, minutes, nextDay] of cases) {
      expect(intervalMinutes({ from, to }), `${from}-${to}`).toBe(minutes);
      expect(endsNextDay({ from, to }), `${from}-${to}`).toBe(nextDay);
    }
  });

  it('accepts hours past midnight and counts them in the weekly total', () => {
    const bar = parseWith(weeklyScheduleSchema, {
      mon: [
        { from: '12:00', to: '16:00' },
        { from: '20:00', to: '02:00' },
      ],
      fri: [{ from: '21:00', to: '00:00' }],
      sat: [{ from: '21:00', to: '03:30' }],
      sun: [{ from: '04:00', to: '05:00' }],
    });
    expect(bar.success).toBe(true);
    expect(bar.success && weeklyMinutes(bar.data)).toBe(4 * 60 + 6 * 60 + 3 * 60 + 6.5 * 60 + 60);
    expect(bar.success && weeklyHours(bar.data)).toBe(20.5);
  });

  it('refuses hours that overlap, in the day or with the night before (Sunday night runs into Monday)', () => {
    const refused: [Record<string, unknown>, string, string][] = [
      [
        {
          mon: [
            { from: '20:00', to: '02:00' },
            { from: '21:00', to: '23:00' },
          ],
        },
        'mon',
        'Los tramos del día se solapan',
      ],
      // Two intervals past midnight on one day always overlap.
      [
        {
          mon: [
            { from: '20:00', to: '02:00' },
            { from: '23:00', to: '01:00' },
          ],
        },
        'mon',
        'Los tramos del día se solapan',
      ],
      [
        { mon: [{ from: '20:00', to: '02:00' }], tue: [{ from: '01:00', to: '05:00' }] },
        'tue',
        'Se solapa con el horario del día anterior, que pasa de medianoche',
      ],
      [
        { sun: [{ from: '22:00', to: '03:00' }], mon: [{ from: '02:00', to: '04:00' }] },
        'mon',
        'Se solapa con el horario del día anterior, que pasa de medianoche',
      ],
    ];
    for (const [schedule, field, message] of refused) {
      const result = parseWith(weeklyScheduleSchema, schedule);
      expect(result.success ? {} : result.fields, JSON.stringify(schedule)).toMatchObject({ [field]: message });
    }
    // Touching is not overlapping: the night ends at 02:00 and the next shift starts then.
    const touching = parseWith(weeklyScheduleSchema, {
      mon: [{ from: '20:00', to: '02:00' }],
      tue: [{ from: '02:00', to: '06:00' }],
    });
    expect(touching.success).toBe(true);
  });

  it('writes a duration as people read it', () => {
    expect(formatDuration(1019)).toBe('16 h 59 min');
    expect(formatDuration(16.983333333333334 * 60)).toBe('16 h 59 min');
    expect(formatDuration(8 * 60)).toBe('8 h');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(0)).toBe('0 h');
    expect(formatDuration(42.5 * 60)).toBe('42 h 30 min');
  });
});
