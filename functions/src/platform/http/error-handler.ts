import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import type { ApiErrorBody } from '@plataforma/domain';
import { ApiError } from './api-error';

/** Unknown /api routes answer 404 JSON, never the SPA's HTML. */
export const routeNotFound: RequestHandler = (_req, _res, next) => {
  next(new ApiError('route-not-found'));
};

/**
 * Errors a client can cause before any route runs, mapped to catalogue codes: body-parser's carry a `type`; the
 * router's, for a path parameter that is not valid percent-encoding ('%ZZ'), is a URIError with status 400.
 */
function fromClientError(err: unknown): ApiError | undefined {
  const type = (err as { type?: unknown })?.type;
  if (type === 'entity.parse.failed') return new ApiError('invalid-json');
  if (type === 'entity.too.large') return new ApiError('payload-too-large');
  if (err instanceof URIError) return new ApiError('validation-failed');
  return undefined;
}

/** The single error handler: every failure leaves the API as `{ error: { code, message } }`. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const apiError = err instanceof ApiError ? err : (fromClientError(err) ?? new ApiError('internal'));
  if (apiError.code === 'internal') {
    logger.error('Unhandled error in api', { requestId: req.id, path: req.path, error: err });
  }
  const body: ApiErrorBody = {
    error: {
      code: apiError.code,
      message: apiError.message,
      requestId: req.id,
      ...(apiError.fields ? { fields: apiError.fields } : {}),
      ...(apiError.details ? { details: apiError.details } : {}),
    },
  };
  res.status(apiError.status).json(body);
};
