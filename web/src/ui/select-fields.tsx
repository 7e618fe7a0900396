import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { VAT_RATES } from '@plataforma/domain';
import type { BoundProps } from './form-controls';

/** Selects bound to react-hook-form (MUI's TextField with `select`: Select, Menu, Popover come with it). */
export interface Option {
  value: string | number;
  label: string;
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  readOnly,
  options,
  helperText,
}: BoundProps<T> & { options: Option[]; helperText?: ReactNode }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          id={name}
          label={label}
          value={field.value ?? ''}
          onChange={(event) => {
            const option = options.find((o) => String(o.value) === event.target.value);
            field.onChange(option ? option.value : event.target.value);
          }}
          inputRef={field.ref}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          // An option whose value is '' ('Sin cuenta', 'Escrito a mano') is shown like any other.
          slotProps={
            options.some((o) => o.value === '')
              ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
              : undefined
          }
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Several values out of a list (locations of an employee, modifier groups of a dish). */
export function MultiSelectField<T extends FieldValues>({
  form,
  name,
  label,
  readOnly,
  options,
}: BoundProps<T> & { options: Option[] }) {
  const labelOf = (value: unknown) => options.find((o) => o.value === value)?.label ?? String(value);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = (field.value ?? []) as (string | number)[];
        return (
          <TextField
            select
            fullWidth
            id={name}
            label={label}
            value={selected}
            onChange={(event) => field.onChange(event.target.value)}
            inputRef={field.ref}
            disabled={readOnly}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (values) => (
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {(values as (string | number)[]).map((value) => (
                      <Chip key={value} label={labelOf(value)} size="small" />
                    ))}
                  </Stack>
                ),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                <Checkbox checked={selected.includes(option.value)} size="small" />
                <ListItemText primary={option.label} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** The VAT rate of something sold: Spain's rates, 'IVA 10 %'... */
export function VatRateField<T extends FieldValues>(props: Omit<BoundProps<T>, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...props}
      label={props.label ?? t('resources.vatRate')}
      options={VAT_RATES.map((rate) => ({ value: rate, label: t('resources.vat', { rate }) }))}
    />
  );
}
