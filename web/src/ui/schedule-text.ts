import type { TFunction } from 'i18next';
import { endsNextDay, type Interval } from '@plataforma/domain';

/**
 * What to say about where an interval ends: 'Día siguiente' past midnight (20:00-02:00), 'Medianoche' for an end
 * at 00:00 (22:00-00:00), nothing within the day.
 */
export function intervalEndNote(interval: Interval, t: TFunction): string | undefined {
  if (!endsNextDay(interval)) return undefined;
  return t(interval.to === '00:00' ? 'schedule.midnight' : 'schedule.nextDay');
}

/** An interval as people read it: '13:00 – 16:00', '20:00 – 02:00 (día siguiente)'. */
export function intervalText(interval: Interval, t: TFunction): string {
  const text = `${interval.from} – ${interval.to}`;
  return endsNextDay(interval) && interval.to !== '00:00' ? `${text} (${t('schedule.nextDay').toLowerCase()})` : text;
}
