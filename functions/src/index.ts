import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { ANALYTICS_COLLECTIONS } from '@plataforma/domain';
import { createApp } from './app';
import { applyFigureEventSafely } from './modules/analytics';
import { expirePendingEnrolments } from './modules/elearning';
import { sendAllPending } from './modules/orders/verifactu/sending/sender';
import { expireBalances } from './modules/promotions/expiry';
import { FUNCTIONS_REGION } from './platform/region';

/**
 * Every /api/... route of the spec. Hosting rewrites /api/** here. No CORS: the SPA calls it on its own origin, so
 * no other site's page may read its answers.
 */
export const api = onRequest({ region: FUNCTIONS_REGION, memory: '512MiB', concurrency: 80, cors: false }, createApp());

/**
 * Issue 23: the VERI*FACTU sender, every minute: one message (at most 1000 records) per organization in VERI*FACTU
 * mode whose waiting time has passed. The emulators do not run scheduled functions (no Pub/Sub emulator here): there
 * the owner's `POST .../verifactu/send` runs the same sender for one organization. In production the certificate
 * key `VERIFACTU_CERT_KEY` must reach this function and `api` (a Secret Manager secret bound to both).
 */
export const verifactuSender = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every 1 minutes', timeoutSeconds: 540, memory: '512MiB' },
  () => sendAllPending(),
);

/**
 * Issue 17: once a day (early morning in Madrid, where `expiresOn` days are counted), an 'expire' movement for every
 * gift-voucher balance past its last valid day. Idempotent (each account reread in its own transaction); the tests
 * call `expireBalances` directly, as the emulators run no scheduled functions.
 */
export const promotionsExpiry = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every day 03:30', timeZone: 'Europe/Madrid', timeoutSeconds: 540 },
  async () => {
    await expireBalances();
  },
);

/**
 * E-learning: once a day (early morning in Madrid, whose calendar `holdUntil` counts), the pendiente de pago
 * enrolments whose held place has passed its last day are cancelled and their places given back. Idempotent (each
 * enrolment reread in its own transaction); the tests call `expirePendingEnrolments` directly.
 */
export const elearningHoldsExpiry = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every day 03:40', timeZone: 'Europe/Madrid', timeoutSeconds: 540 },
  async () => {
    await expirePendingEnrolments();
  },
);

/**
 * Issue 24: applies each figure event (a paid order, a refund) to its day's and month's aggregates as it is written,
 * after the sale's transaction: the sale never waits for nor fails with it. Idempotent (the event is marked applied
 * in the same transaction), so a delivery twice counts once; a dashboard read drains whatever is still pending.
 */
export const analyticsFigures = onDocumentWritten(
  {
    region: FUNCTIONS_REGION,
    document: `organizations/{organizationId}/${ANALYTICS_COLLECTIONS.figureEvents}/{eventId}`,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || after.get('appliedAt')) return;
    await applyFigureEventSafely(event.params.organizationId, event.params.eventId);
  },
);
