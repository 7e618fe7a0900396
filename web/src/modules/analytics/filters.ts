import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_TIMEZONE,
  GRANULARITIES,
  presetRange,
  RANGE_PRESETS,
  todayIn,
  type Granularity,
  type RangePreset,
} from '@plataforma/domain';

/**
 * The dashboards' filters live in the URL's search parameters (a reload or a shared link shows the same figures):
 * `range` (a preset, 'thisMonth' when absent), `from` and `to` (only with 'custom'), `location` (all when absent) and
 * `granularity` (the general page's series, 'day' when absent).
 */
export interface AnalyticsFilters {
  preset: RangePreset;
  from: string;
  to: string;
  locationId: string;
  granularity: Granularity;
}

export const DEFAULT_PRESET: RangePreset = 'thisMonth';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters a URL asks for, on `today` (a preset's dates move with the day; a custom range keeps its own). */
export function filtersOf(search: URLSearchParams, today: string): AnalyticsFilters {
  const preset = oneOf(RANGE_PRESETS, search.get('range'), DEFAULT_PRESET);
  const presetDates = presetRange(preset, today);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const custom = preset === 'custom';
  return {
    preset,
    from: custom && DATE.test(from) ? from : presetDates.from,
    to: custom && DATE.test(to) ? to : presetDates.to,
    locationId: search.get('location') ?? '',
    granularity: oneOf(GRANULARITIES, search.get('granularity'), 'day'),
  };
}

/** The search parameters of filters: the defaults left out, so that the plain link is the default view. */
export function searchOf(filters: AnalyticsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.preset !== DEFAULT_PRESET) search.set('range', filters.preset);
  if (filters.preset === 'custom') {
    search.set('from', filters.from);
    search.set('to', filters.to);
  }
  if (filters.locationId) search.set('location', filters.locationId);
  if (filters.granularity !== 'day') search.set('granularity', filters.granularity);
  return search;
}

/** The API's query of filters (`analyticsQuerySchema`): the general page also sends the granularity. */
export function queryOf(filters: AnalyticsFilters, withGranularity: boolean): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (withGranularity) query.set('granularity', filters.granularity);
  if (filters.locationId) query.set('locationId', filters.locationId);
  return query.toString();
}

/** The page's filters and their setter (a change replaces the history entry's search, keeping the page). */
export function useAnalyticsFilters(): [AnalyticsFilters, (change: Partial<AnalyticsFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search, todayIn(DEFAULT_TIMEZONE));
  const update = useCallback(
    (change: Partial<AnalyticsFilters>) =>
      setSearch(
        (current) => {
          const before = filtersOf(current, todayIn(DEFAULT_TIMEZONE));
          const next = { ...before, ...change };
          // Choosing 'Personalizado' starts from the dates shown; another preset brings its own.
          if (change.preset && change.preset !== 'custom' && !change.from) {
            Object.assign(next, presetRange(change.preset, todayIn(DEFAULT_TIMEZONE)));
          }
          return searchOf(next);
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filters, update];
}
