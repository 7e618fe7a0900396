import type { RequestHandler } from 'express';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * The spec's clients send `POST` with `_method: 'PUT' | 'DELETE'` in the body; such a request is routed as that
 * verb and `_method` is removed from the body, so validation sees only the real fields.
 */
export const methodOverride: RequestHandler = (req, _res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  const override = typeof body?._method === 'string' ? body._method.toUpperCase() : undefined;
  if (req.method === 'POST' && override && OVERRIDABLE.has(override)) {
    req.method = override;
    delete body!._method;
  }
  next();
};
