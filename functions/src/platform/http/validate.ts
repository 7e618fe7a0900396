import type * as z from 'zod/mini';
import { parseWith } from '@plataforma/domain';
import { ApiError } from './api-error';

/** Parses a request body with its domain schema, or throws 400 with the Spanish field errors (nothing is written). */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = parseWith(schema, input);
  if (!result.success) throw new ApiError('validation-failed', result.fields);
  return result.data;
}
