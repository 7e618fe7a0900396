import * as z from 'zod/mini';
import { countSchema, documentIdSchema, requiredText } from '../../platform/resources';
import { pinSchema } from '../configuration';
import { MAX_LINE_QUANTITY, type StaffRef } from './schemas';

/**
 * The staff switch at a shared till (issue 14): the signed-in account stays the device's, a PIN says who is working.
 * An unlock answers a staff session id the till sends as the `X-Staff-Session` header on the sales core's calls.
 */
export const STAFF_SESSION_HEADER = 'X-Staff-Session';
/** Wrong PINs (unlocking or a manager's) an account may type before PIN entry locks on it, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 5;

/** POST /api/organizations/{id}/staff/unlock. */
export const unlockBodySchema = z.strictObject({ pin: pinSchema, locationId: documentIdSchema });
export type UnlockBody = z.infer<typeof unlockBodySchema>;

/** What an unlock answers: the session to send, who it names, and when the till locks again. */
export interface StaffSession {
  sessionId: string;
  employee: StaffRef;
  /** An encargado en caja: may void and cancel without asking for another PIN. */
  mayAuthorize: boolean;
  locationId: string;
  expiresAt: string;
  /** Minutes without a touch before the till locks (0 = never). */
  idleLockMinutes: number;
}

/** GET /api/organizations/{id}/staff/status?locationId=: whether the till asks for PINs here, and after how long. */
export interface StaffStatus {
  /** Some active employee of the organization has a PIN: the till starts locked and locks when idle. */
  pinsInUse: boolean;
  idleLockMinutes: number;
}
export const staffStatusQuerySchema = z.strictObject({ locationId: documentIdSchema });

const reason = requiredText(200);
/** A manager's PIN typed at the till when the one acting may not authorise alone. */
const managerPin = z.optional(pinSchema);

/**
 * POST .../orders/{orderId}/lines/{lineId}/void: a line the kitchen has (or `quantity` of its units) taken off the
 * order, with a reason and a manager's say-so. `restock` gives its stock back (the kitchen had not started it);
 * without it the stock stays as sold, as a dish already cooked is not back on the shelf.
 */
export const voidLineBodySchema = z.strictObject({
  reason,
  quantity: z.optional(countSchema(1, MAX_LINE_QUANTITY)),
  managerPin,
  restock: z._default(z.boolean(), false),
});
export type VoidLineBody = z.infer<typeof voidLineBodySchema>;

/** POST .../orders/{orderId}/cancel: an order with nothing paid cancelled, with a reason and a manager's say-so. */
export const cancelOrderBodySchema = z.strictObject({ reason, managerPin });
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
