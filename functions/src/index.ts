import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { FUNCTIONS_REGION } from './platform/region';

/**
 * Every /api/... route of the spec. Hosting rewrites /api/** here. No CORS: the SPA calls it on its own origin, so
 * no other site's page may read its answers.
 */
export const api = onRequest({ region: FUNCTIONS_REGION, memory: '512MiB', concurrency: 80, cors: false }, createApp());
