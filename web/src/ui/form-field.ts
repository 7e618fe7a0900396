import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** Props that bind an MUI TextField to a react-hook-form field, with its error shown under it. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  const { ref, ...rest } = form.register(name);
  // By path: a field inside an object ('address.city') finds its own error.
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return {
    ...rest,
    id: String(name),
    inputRef: ref,
    error: Boolean(error),
    helperText: typeof error?.message === 'string' ? error.message : undefined,
    fullWidth: true,
  };
}
