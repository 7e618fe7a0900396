import { describe, expect, it } from 'vitest';
import { addDays, dateKeySchema, todayIn, weekdayOf, weeklyHours, weeklyScheduleSchema } from './schedule';
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
    const bad = parseWith(weeklyScheduleSchema, { mon: [{ from: '14:00', to: '09:00' }] });
    expect(bad.success ? {} : bad.fields).toMatchObject({
      'mon.0.to': 'La hora final debe ser posterior a la inicial',
    });
    const overlapping = parseWith(weeklyScheduleSchema, {
      mon: [
        { from: '09:00', to: '14:00' },
        { from: '13:00', to: '15:00' },
      ],
    });
    expect(overlapping.success ? {} : overlapping.fields).toMatchObject({ mon: 'Los tramos del día se solapan' });
  });
});
