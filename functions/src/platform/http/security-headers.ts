import type { RequestHandler } from 'express';

/**
 * The security headers of every /api answer. Hosting sets the SPA's in firebase.json, but a rewrite to a function
 * may not get them, so the API sets its own: the same as the SPA's, with a CSP that allows nothing (an answer of
 * the API is JSON, never a page). security-headers.test.ts keeps both in step.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
    'accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), fullscreen=(self)',
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(API_SECURITY_HEADERS);
  next();
};
