import { Controller, get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { fieldProps } from './form-field';
import { TextInput } from './TextInput';

/**
 * Form controls bound to react-hook-form, with the field's error under each. Text inputs use `register`; controls
 * that are not native inputs (switches, selects) go through a Controller. The selects are in select-fields.tsx: they
 * bring MUI's TextField, Select and Menu, which a form without one does not load.
 */
export interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) => {
  // By path, as fieldProps finds its own ('options.0.name').
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
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

export { errorOf as fieldError };
