import express, { type Request, type Response } from 'express';
import type { ErrorCode } from '@plataforma/domain';
import { ApiError } from './api-error';

/**
 * The bytes of a request's body as sent (a file upload: CSV), up to `limit`, else `tooLarge`. On Cloud Functions
 * the framework has already read the body and keeps it in `rawBody`; elsewhere it is read here. A JSON body (already
 * parsed by the API's JSON parser) is `notRaw`; no body at all reads as no bytes.
 */
export async function readRawBody(
  req: Request,
  res: Response,
  { limit, tooLarge, notRaw }: { limit: number; tooLarge: ErrorCode; notRaw: ErrorCode },
): Promise<Buffer> {
  if (req.is('application/json')) throw new ApiError(notRaw);
  const framework = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(framework)) {
    if (framework.length > limit) throw new ApiError(tooLarge);
    return framework;
  }
  await new Promise<void>((resolve, reject) => {
    express.raw({ type: () => true, limit })(req, res, (error?: unknown) => {
      const type = (error as { type?: unknown } | undefined)?.type;
      if (type === 'entity.too.large') reject(new ApiError(tooLarge));
      else if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    });
  });
  if (req.body === undefined) return Buffer.alloc(0);
  if (!Buffer.isBuffer(req.body)) throw new ApiError(notRaw);
  return req.body;
}
