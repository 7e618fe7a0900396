import type * as z from 'zod/mini';
import type { FieldErrors } from './api';
import { INVALID_EMAIL_MESSAGE } from './identity/messages';

type Issue = z.core.$ZodRawIssue;

/** The message of an empty required field. */
export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
/** The message of a text longer than its field takes. */
export const tooLongMessage = (max: number | bigint) => `Debe tener como máximo ${String(max)} caracteres`;

/** The Spanish sentence for a validation issue: what a person must change, not what the parser saw. */
export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : 'El valor no es válido';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? REQUIRED_MESSAGE
          : `Debe tener al menos ${String(issue.minimum)} caracteres`;
      }
      if (issue.origin === 'array') return `Elige al menos ${String(issue.minimum)}`;
      return `Debe ser como mínimo ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return tooLongMessage(issue.maximum);
      if (issue.origin === 'array') return `Elige como máximo ${String(issue.maximum)}`;
      return `Debe ser como máximo ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? INVALID_EMAIL_MESSAGE : 'El formato no es válido';
    case 'unrecognized_keys':
      return 'Campo no permitido';
    default:
      return 'El valor no es válido';
  }
}

export type ParseResult<T> = { success: true; data: T } | { success: false; fields: FieldErrors };

/**
 * Parses untrusted input with a domain schema. A message written on the schema wins; every other issue gets its
 * Spanish sentence. Errors come back keyed by dotted path ('address.city'); unknown keys are reported one by one.
 */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(input, { error: spanishIssueMessage });
  if (result.success) return { success: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) fields[path.map(String).join('.') || '_'] ??= issue.message;
  }
  return { success: false, fields };
}
