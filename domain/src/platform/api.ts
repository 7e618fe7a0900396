import * as z from 'zod/mini';
import { errorCodes, type ErrorCode } from './errors';

/** Field errors keyed by dotted path ("address.city"), each a Spanish message. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The one shape of every error body the API answers. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.optional(z.string()),
    fields: z.optional(fieldErrorsSchema),
    /** What a client needs to act on the error beyond its message (a 409 client-duplicate names the existing one). */
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  build: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Header that carries the request id back to the client (and into logs). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Largest JSON body the API accepts, in bytes (1 MiB). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
