import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { VAT_RATES } from '@plataforma/domain';
import { fieldProps } from './form-field';
import { TextInput } from './TextInput';

/**
 * Form controls bound to react-hook-form, with the field's error under each. Text inputs use `register`; controls
 * that are not native inputs (switches, selects) go through a Controller.
 */
interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) => {
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], form.formState.errors);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** A price in euros, written as people write it ('12,50'). */
export function MoneyField<T extends FieldValues>({ form, name, label, readOnly }: BoundProps<T>) {
  return (
    <TextInput
      {...fieldProps(form, name)}
      label={label}
      readOnly={readOnly}
      inputMode="decimal"
      endAdornment={<InputAdornment position="end">€</InputAdornment>}
    />
  );
}

/** A whole number (seats, minimum and maximum choices...). */
export function NumberField<T extends FieldValues>({ form, name, label, readOnly }: BoundProps<T>) {
  const { ref, ...rest } = form.register(name, { valueAsNumber: true });
  const error = errorOf(form, name);
  return (
    <TextInput
      {...rest}
      id={name}
      inputRef={ref}
      label={label}
      type="number"
      inputMode="numeric"
      readOnly={readOnly}
      error={!!error}
      helperText={error}
    />
  );
}

export function SwitchField<T extends FieldValues>({ form, name, label, readOnly }: BoundProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              disabled={readOnly}
              inputRef={field.ref}
            />
          }
        />
      )}
    />
  );
}

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

export { errorOf as fieldError };

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
