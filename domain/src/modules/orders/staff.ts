import type { StaffRef } from './order';

/**
 * The staff switch at a shared till (issue 14): the signed-in account stays the device's, a PIN says who is working.
 * An unlock answers a staff session id the till sends as the `X-Staff-Session` header on the sales core's calls.
 */
export const STAFF_SESSION_HEADER = 'X-Staff-Session';
/** Wrong PINs (unlocking or a manager's) an account may type before PIN entry locks on it, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 5;

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
