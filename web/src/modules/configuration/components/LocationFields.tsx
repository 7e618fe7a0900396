import { lazy, Suspense } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TIMEZONES, type locationBodySchema } from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { NumberField } from '../../../ui/form-controls';
import { SelectField } from '../../../ui/select-fields';
import { whenIdle } from '../../../platform/routing/prefetch';
import { WeeklyScheduleField } from '../../../ui/WeeklyScheduleField';

// The floor plan (its grid, the zones' tabs) sits below the tables: it loads after the form is up, fetched as soon as
// this code is loaded and the browser idle.
const loadFloorPlan = () => import('./FloorPlanField');
const FloorPlanField = lazy(() => loadFloorPlan().then((m) => ({ default: m.FloorPlanField })));
whenIdle(() => void loadFloorPlan().catch(() => undefined));

export type LocationForm = z.infer<typeof locationBodySchema>;

function TablesField({ form, readOnly }: FieldsProps<LocationForm>) {
  const { t } = useTranslation();
  // keyName: the tables' own `id` must reach the server untouched.
  const tables = useFieldArray({ control: form.control, name: 'tables', keyName: 'key' });
  return (
    <Stack spacing={1} component="section" aria-label={t('configuration.locations.tables')}>
      <Typography variant="subtitle1" component="h2">
        {t('configuration.locations.tables')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('configuration.locations.tablesHelp')}
      </Typography>
      {tables.fields.map((table, index) => (
        <Stack key={table.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput {...fieldProps(form, `tables.${index}.name`)} label={t('configuration.locations.tableName')} />
          <TextInput {...fieldProps(form, `tables.${index}.zone`)} label={t('configuration.locations.tableZone')} />
          <NumberField form={form} name={`tables.${index}.seats`} label={t('configuration.locations.tableSeats')} />
          {!readOnly && (
            <IconButton
              aria-label={`${t('configuration.locations.removeTable')} ${index + 1}`}
              onClick={() => tables.remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              const last = tables.fields.at(-1);
              tables.append({
                name: `${t('configuration.locations.tableName')} ${tables.fields.length + 1}`,
                zone: last?.zone ?? '',
                seats: last?.seats ?? 4,
              });
            }}
          >
            {t('configuration.locations.addTable')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The fields of a location, shared by its create and edit pages. */
export function LocationFields({ form, readOnly }: FieldsProps<LocationForm>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('configuration.locations.name')} autoFocus={!readOnly} />
      <TextInput {...fieldProps(form, 'address')} label={t('configuration.locations.address')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'phone')} label={t('configuration.locations.phone')} type="tel" />
        <TextInput {...fieldProps(form, 'email')} label={t('configuration.locations.email')} type="email" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          form={form}
          name="timezone"
          label={t('configuration.locations.timezone')}
          readOnly={readOnly}
          options={TIMEZONES.map((zone) => ({ value: zone, label: t(`configuration.locations.timezones.${zone}`) }))}
        />
        <TextInput
          {...fieldProps(form, 'ticketSeries')}
          label={t('configuration.locations.ticketSeries')}
          helperText={form.formState.errors.ticketSeries?.message ?? t('configuration.locations.ticketSeriesHelp')}
        />
      </Stack>
      <WeeklyScheduleField
        form={form}
        name="openingHours"
        label={t('configuration.locations.openingHours')}
        readOnly={readOnly}
      />
      <TablesField form={form} readOnly={readOnly} />
      <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
        <FloorPlanField form={form} readOnly={readOnly} />
      </Suspense>
      <NumberField
        form={form}
        name="idleLockMinutes"
        label={t('configuration.locations.idleLockMinutes')}
        readOnly={readOnly}
      />
    </>
  );
}
