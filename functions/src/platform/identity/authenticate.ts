import type { RequestHandler } from 'express';
import { adminAuth } from '../firebase';
import { ApiError } from '../http/api-error';

/** Who is calling, as proven by a verified Firebase ID token. */
export interface Caller {
  uid: string;
  email: string | undefined;
  platformAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/**
 * Requires `Authorization: Bearer <Firebase ID token>` and verifies it with firebase-admin: signature, expiry,
 * audience, and that the account is not disabled and its sessions were not revoked (one Auth lookup per request:
 * a disabled or signed-out user loses access at once, not when the token expires). Any `firebase-uid` header is
 * ignored.
 */
export function authenticate(): RequestHandler {
  return async (req, _res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match) {
      next(new ApiError('unauthenticated'));
      return;
    }
    try {
      const token = await adminAuth().verifyIdToken(match[1]!, true);
      req.caller = { uid: token.uid, email: token.email, platformAdmin: token.platformAdmin === true };
      next();
    } catch {
      next(new ApiError('unauthenticated'));
    }
  };
}

/** The caller of a route behind `authenticate()`. */
export function callerOf(req: { caller?: Caller }): Caller {
  if (!req.caller) throw new ApiError('unauthenticated');
  return req.caller;
}

/** Platform administrators only (custom claim `platformAdmin`, set on the server). Use after authenticate(). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(callerOf(req).platformAdmin ? undefined : new ApiError('forbidden'));
};
