import express, { type RequestHandler } from 'express';
import { MAX_JSON_BODY_BYTES } from '@plataforma/domain';
import { ApiError } from './api-error';

const parseJson = express.json({ limit: MAX_JSON_BODY_BYTES });

/**
 * JSON bodies up to MAX_JSON_BODY_BYTES. On Cloud Functions the framework has already read and parsed the body
 * (and keeps it in `rawBody`), so the limit is checked on that buffer; elsewhere express.json reads the stream.
 * Other bodies (an image, a CSV file) are left to the route that reads them, with its own limit (raw-body.ts).
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw) && req.is('application/json') && raw.length > MAX_JSON_BODY_BYTES) {
    next(new ApiError('payload-too-large'));
    return;
  }
  parseJson(req, res, next);
};
