import { addDays, weekdayOf, WEEKDAYS } from '../../platform/dates';

/** The date ranges the dashboards offer, as a person says them ('hoy', 'el mes pasado'...), and 'custom'. */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The longest range a dashboard reads (and its previous period as long again): two years. */
export const MAX_RANGE_DAYS = 731;

export interface DateRange {
  from: string;
  to: string;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));

/** A preset's range on `today` (the location's today). 'custom' answers today alone (the form then asks the dates). */
export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return { from: today, to: today };
  }
}

/** The number of days of a range, both ends included. */
export const rangeDays = ({ from, to }: DateRange) =>
  Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000) + 1;

/** The period just before, as long: what the change is measured against. */
export function previousRange(range: DateRange): DateRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The period a day falls in: the day, the Monday of its week, or its month ('YYYY-MM'). */
export function periodOf(date: string, granularity: Granularity): string {
  if (granularity === 'month') return date.slice(0, 7);
  if (granularity === 'week') return mondayOf(date);
  return date;
}

/** Every period of a range, in order (so that a chart shows the days without sales as 0). */
export function periodsOf(range: DateRange, granularity: Granularity): string[] {
  const periods: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const period = periodOf(day, granularity);
    if (periods.at(-1) !== period) periods.push(period);
  }
  return periods;
}

/**
 * How a range reads its aggregates: the whole months inside it from the month documents, the days before and after
 * them from the day documents (a year is 12 documents per location, not 365). Only when no day series is needed.
 */
export function splitByMonths(range: DateRange): { days: DateRange[]; months: string[] } {
  const months: string[] = [];
  const days: DateRange[] = [];
  let day = range.from;
  let head: string | null = null;
  while (day <= range.to) {
    const first = monthStart(day);
    const nextMonth = addDays(`${first.slice(0, 7)}-28`, 4).slice(0, 7);
    const last = addDays(`${nextMonth}-01`, -1);
    if (day === first && last <= range.to) {
      if (head) days.push({ from: head, to: addDays(day, -1) });
      head = null;
      months.push(first.slice(0, 7));
      day = addDays(last, 1);
    } else {
      head ??= day;
      day = addDays(day, 1);
    }
  }
  if (head) days.push({ from: head, to: range.to });
  return { days, months };
}
