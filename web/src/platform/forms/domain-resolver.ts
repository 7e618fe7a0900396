import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { parseWith } from '@plataforma/domain';

/**
 * A react-hook-form resolver over a domain schema, with the same Spanish messages the API answers
 * (one validation, two places).
 */
export function domainResolver<S extends z.ZodMiniType<FieldValues>>(schema: S): Resolver<z.infer<S>> {
  return async (values) => {
    const result = parseWith(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FormErrors = {};
    for (const [name, message] of Object.entries(result.fields)) errors[name] = { type: 'validation', message };
    return { values: {}, errors: errors as FormErrors<z.infer<S>> };
  };
}
