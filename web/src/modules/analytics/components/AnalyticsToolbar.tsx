import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GRANULARITIES,
  RANGE_PRESETS,
  spanishDate,
  type Granularity,
  type Location,
  type RangePreset,
} from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { AnalyticsFilters } from '../filters';

interface Props {
  filters: AnalyticsFilters;
  onChange: (change: Partial<AnalyticsFilters>) => void;
  /** The general page groups its series by day, week or month. */
  withGranularity?: boolean;
}

// Native selects: a phone shows its own picker, and no menu is loaded.
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The dashboards' range (a preset or two dates), location and grouping. Every change goes to the URL (see
 * `useAnalyticsFilters`), from which the page asks its report.
 */
export function AnalyticsToolbar({ filters, onChange, withGranularity }: Props) {
  const { t } = useTranslation();
  const { data: locations = [] } = useResourceOptions<Location>('configuration/locations', { sort: 'name' });
  const custom = filters.preset === 'custom';
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('analytics.toolbar.label')}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        select
        size="small"
        id="analytics-range"
        label={t('analytics.toolbar.range')}
        value={filters.preset}
        onChange={(event) => onChange({ preset: event.target.value as RangePreset })}
        slotProps={NATIVE}
        sx={{ minWidth: 170 }}
      >
        {RANGE_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`analytics.toolbar.presets.${preset}`)}
          </option>
        ))}
      </TextField>
      {custom && (
        <>
          <TextField
            size="small"
            type="date"
            id="analytics-from"
            label={t('analytics.toolbar.from')}
            value={filters.from}
            onChange={(event) => event.target.value && onChange({ preset: 'custom', from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            id="analytics-to"
            label={t('analytics.toolbar.to')}
            value={filters.to}
            onChange={(event) => event.target.value && onChange({ preset: 'custom', to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={filters.from > filters.to}
            helperText={filters.from > filters.to ? t('analytics.toolbar.badRange') : undefined}
          />
        </>
      )}
      <TextField
        select
        size="small"
        id="analytics-location"
        label={t('analytics.toolbar.location')}
        value={filters.locationId}
        onChange={(event) => onChange({ locationId: event.target.value })}
        slotProps={NATIVE}
        sx={{ minWidth: 200 }}
      >
        <option value="">{t('analytics.toolbar.allLocations')}</option>
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </TextField>
      {withGranularity && (
        <TextField
          select
          size="small"
          id="analytics-granularity"
          label={t('analytics.toolbar.granularity')}
          value={filters.granularity}
          onChange={(event) => onChange({ granularity: event.target.value as Granularity })}
          slotProps={NATIVE}
          sx={{ minWidth: 130 }}
        >
          {GRANULARITIES.map((granularity) => (
            <option key={granularity} value={granularity}>
              {t(`analytics.toolbar.granularities.${granularity}`)}
            </option>
          ))}
        </TextField>
      )}
      {!custom && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="analytics-dates">
          {filters.from === filters.to
            ? spanishDate(filters.from)
            : `${spanishDate(filters.from)} – ${spanishDate(filters.to)}`}
        </Typography>
      )}
    </Stack>
  );
}
