import type { RequestHandler } from 'express';
import type * as z from 'zod/mini';
import { dateKeySchema, documentIdSchema, parseWith, type FieldErrors } from '@plataforma/domain';
import { ApiError } from './api-error';

/** Parameters with a shape of their own; every other one is a document id (an organization's slug is one too). */
const PARAM_SCHEMAS: Record<string, z.ZodMiniType> = { date: dateKeySchema };

/**
 * Checks the shape of every `:param` of the route before anything reads it: a crafted id ('x%2Fy' arrives as
 * 'x/y', a path into another collection; or far too long) is a 400 naming the parameter, never a Firestore error.
 * Mounted after authentication, so a caller without a session still gets 401.
 */
export const validPathParams: RequestHandler = (req, _res, next) => {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(req.params)) {
    const result = parseWith(PARAM_SCHEMAS[name] ?? documentIdSchema, value);
    if (!result.success) fields[name] = result.fields._ ?? 'El valor no es válido';
  }
  if (Object.keys(fields).length > 0) throw new ApiError('validation-failed', fields);
  next();
};
