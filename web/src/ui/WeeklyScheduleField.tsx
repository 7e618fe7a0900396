import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  formatDuration,
  timeSchema,
  WEEKDAYS,
  weeklyMinutes,
  type Interval,
  type WeeklySchedule,
} from '@plataforma/domain';
import { fieldError } from './form-controls';
import { intervalEndNote } from './schedule-text';

const DEFAULT_INTERVAL: Interval = { from: '09:00', to: '14:00' };

const isTime = (value: string) => timeSchema.safeParse(value).success;

/** The week's total while it is being typed: intervals with a time still unwritten do not count yet. */
const totalOf = (schedule: WeeklySchedule) =>
  weeklyMinutes(
    Object.fromEntries(
      WEEKDAYS.map((day) => [day, (schedule[day] ?? []).filter((it) => isTime(it.from) && isTime(it.to))]),
    ) as WeeklySchedule,
  );

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
  /** Shows the hours of the whole week (an employee's). */
  showTotal?: boolean;
}

/**
 * Hours of each weekday as intervals (opening hours of a location, working hours of an employee). An end at or
 * before the start is on the next day, and the field says so under it.
 */
export function WeeklyScheduleField<T extends FieldValues>({ form, name, label, readOnly, showTotal }: Props<T>) {
  const { t } = useTranslation();
  const errorAt = (path: string) => fieldError(form, `${name}.${path}` as FieldPath<T>);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const schedule = field.value as WeeklySchedule;
        const setDay = (day: (typeof WEEKDAYS)[number], intervals: Interval[]) =>
          field.onChange({ ...schedule, [day]: intervals });
        return (
          <Stack spacing={1} component="section" aria-label={label}>
            <Typography variant="subtitle1" component="h2">
              {label}
            </Typography>
            {WEEKDAYS.map((day) => {
              const intervals = schedule[day] ?? [];
              return (
                <Stack
                  key={day}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Typography sx={{ width: 110, fontWeight: 500 }}>{t(`schedule.${day}`)}</Typography>
                  {intervals.length === 0 && <Typography color="text.secondary">{t('schedule.closed')}</Typography>}
                  {intervals.map((interval, index) => {
                    const change = (key: keyof Interval, value: string) =>
                      setDay(
                        day,
                        intervals.map((it, i) => (i === index ? { ...it, [key]: value } : it)),
                      );
                    const dayLabel = `${t(`schedule.${day}`)} ${index + 1}`;
                    return (
                      <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {(['from', 'to'] as const).map((key) => {
                          const error = errorAt(`${day}.${index}.${key}`);
                          return (
                            <TextField
                              key={key}
                              type="time"
                              size="small"
                              label={t(`schedule.${key}`)}
                              value={interval[key]}
                              onChange={(event) => change(key, event.target.value)}
                              disabled={readOnly}
                              error={!!error}
                              helperText={error ?? (key === 'to' ? intervalEndNote(interval, t) : undefined)}
                              slotProps={{ htmlInput: { 'aria-label': `${dayLabel}: ${t(`schedule.${key}`)}` } }}
                            />
                          );
                        })}
                        {!readOnly && (
                          <IconButton
                            aria-label={`${t('schedule.removeInterval')}: ${dayLabel}`}
                            onClick={() =>
                              setDay(
                                day,
                                intervals.filter((_, i) => i !== index),
                              )
                            }
                          >
                            <CloseIcon fontSize="small" />
                          </IconButton>
                        )}
                      </Stack>
                    );
                  })}
                  {!readOnly && intervals.length < 4 && (
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      aria-label={`${t('schedule.addInterval')}: ${t(`schedule.${day}`)}`}
                      onClick={() =>
                        setDay(day, [
                          ...intervals,
                          intervals.length ? { from: '17:00', to: '20:00' } : DEFAULT_INTERVAL,
                        ])
                      }
                    >
                      {t('schedule.addInterval')}
                    </Button>
                  )}
                  {errorAt(day) && (
                    <Typography color="error" variant="body2">
                      {errorAt(day)}
                    </Typography>
                  )}
                </Stack>
              );
            })}
            {showTotal && (
              <Typography color="text.secondary">
                {t('schedule.weekTotal', { total: formatDuration(totalOf(schedule)) })}
              </Typography>
            )}
          </Stack>
        );
      }}
    />
  );
}
