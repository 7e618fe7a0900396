import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { TimeOff } from '@plataforma/domain';
import { fieldError } from '../../../ui/form-controls';
import type { EmployeeForm } from './EmployeeFields';

/** An employee's periods off (holidays, leave): the appointment book books nobody on them. */
export function TimeOffField({ form, readOnly }: { form: UseFormReturn<EmployeeForm>; readOnly?: boolean }) {
  const { t } = useTranslation();
  const label = t('configuration.employees.timeOff');
  return (
    <Controller
      control={form.control}
      name="timeOff"
      render={({ field }) => {
        const periods = (field.value ?? []) as TimeOff[];
        const change = (index: number, key: keyof TimeOff, value: string) =>
          field.onChange(periods.map((period, i) => (i === index ? { ...period, [key]: value } : period)));
        return (
          <Stack spacing={1} component="section" aria-label={label}>
            <Typography variant="subtitle1" component="h2">
              {label}
            </Typography>
            {periods.length === 0 && (
              <Typography color="text.secondary">{t('configuration.employees.noTimeOff')}</Typography>
            )}
            {periods.map((period, index) => {
              const name = `${t('configuration.employees.timeOffPeriod')} ${index + 1}`;
              return (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                  {(['from', 'to'] as const).map((key) => {
                    const error = fieldError(form, `timeOff.${index}.${key}`);
                    return (
                      <TextField
                        key={key}
                        type="date"
                        size="small"
                        label={t(`configuration.employees.timeOff_${key}`)}
                        value={period[key]}
                        onChange={(event) => change(index, key, event.target.value)}
                        disabled={readOnly}
                        error={!!error}
                        helperText={error}
                        slotProps={{
                          inputLabel: { shrink: true },
                          htmlInput: { 'aria-label': `${name}: ${t(`configuration.employees.timeOff_${key}`)}` },
                        }}
                      />
                    );
                  })}
                  <TextField
                    size="small"
                    label={t('configuration.employees.timeOffNote')}
                    value={period.note}
                    onChange={(event) => change(index, 'note', event.target.value)}
                    disabled={readOnly}
                    error={!!fieldError(form, `timeOff.${index}.note`)}
                    helperText={fieldError(form, `timeOff.${index}.note`)}
                    slotProps={{ htmlInput: { 'aria-label': `${name}: ${t('configuration.employees.timeOffNote')}` } }}
                  />
                  {!readOnly && (
                    <IconButton
                      aria-label={`${t('configuration.employees.removeTimeOff')}: ${name}`}
                      onClick={() => field.onChange(periods.filter((_, i) => i !== index))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              );
            })}
            {!readOnly && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => field.onChange([...periods, { from: '', to: '', note: '' }])}
              >
                {t('configuration.employees.addTimeOff')}
              </Button>
            )}
          </Stack>
        );
      }}
    />
  );
}
