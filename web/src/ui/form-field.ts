import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Props that bind an MUI TextField to a react-hook-form field, with its error shown under it. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  const { ref, ...rest } = form.register(name);
  const error = form.formState.errors[name];
  return {
    ...rest,
    id: String(name),
    inputRef: ref,
    error: Boolean(error),
    helperText: typeof error?.message === 'string' ? error.message : undefined,
    fullWidth: true,
  };
}
