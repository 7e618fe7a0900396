import { get, set, type FieldErrors as FormErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { parseWith } from '@plataforma/domain';

/**
 * A react-hook-form resolver over a domain schema, with the same Spanish messages the API answers
 * (one validation, two places). Errors are nested by path ('hours.mon.0.to'), as react-hook-form keeps them, so a
 * field inside a list or an object finds its own; an error of a whole list or object ('hours.mon') keeps those of
 * its items.
 */
export function domainResolver<S extends z.ZodMiniType<FieldValues>>(schema: S): Resolver<z.infer<S>> {
  return async (values) => {
    const result = parseWith(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FormErrors = {};
    for (const [name, message] of Object.entries(result.fields))
      set(errors, name, { ...(get(errors, name) as object | undefined), type: 'validation', message });
    return { values: {}, errors: errors as FormErrors<z.infer<S>> };
  };
}
