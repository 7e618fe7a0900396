import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Request, RequestHandler } from 'express';
import {
  can,
  DEFAULT_IDLE_LOCK_MINUTES,
  ORDERS_COLLECTIONS,
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILURES,
  STAFF_SESSION_HEADER,
  type Location,
  type StaffRef,
  type StaffSession,
  type StaffStatus,
  type UnlockBody,
} from '@plataforma/domain';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import { organizationCollection } from '../../platform/organizations/repository';
import { tenantOf, tenantRouter, type Tenant } from '../../platform/organizations/tenant-router';
import { findPinHolder, getLocation, pinHolders, type PinHolder } from '../configuration';
import { resolveTicketSeries } from './series';

/**
 * Who acts at a till (issue 14's staff switch). The signed-in account stays the device's; a PIN typed at the till
 * opens a staff session (its random id is the `X-Staff-Session` header of the sales core's calls) that names the
 * employee who serves. The sales core's routers resolve the header before their handlers (salesRouter), so that
 * servedBy and authorizeManager answer from the request alone.
 */

interface StaffSessionDoc {
  uid: string;
  employee: StaffRef;
  mayAuthorize: boolean;
  locationId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

interface PinAttemptsDoc {
  /** Wrong PINs in a row on this account since the last right one or the last lock. */
  failures: number;
  lockedUntil: Timestamp | null;
}

/** A session lasts a shift at most; the till's idle lock (the web) ends it much sooner (POST .../staff/lock). */
const SESSION_HOURS = 12;
/** Parallel guesses contend on one attempts document: let the transaction retry more than the default 5 times. */
const ATTEMPT_TRIES = 30;

const sessionsOf = (tenant: Tenant) =>
  organizationCollection<StaffSessionDoc>(tenant.organization.id, ORDERS_COLLECTIONS.staffSessions);
/** The session's document is named by a hash of its id: the id itself (a bearer secret) is stored nowhere. */
const sessionRef = (tenant: Tenant, sessionId: string) =>
  sessionsOf(tenant).doc(createHash('sha256').update(sessionId).digest('hex'));
const attemptsRef = (tenant: Tenant) =>
  organizationCollection<PinAttemptsDoc>(tenant.organization.id, ORDERS_COLLECTIONS.pinAttempts).doc(tenant.caller.uid);

/** The employee of the request's staff session, once resolved (see salesRouter). */
const sessions = new WeakMap<Tenant, Pick<StaffSessionDoc, 'employee' | 'mayAuthorize'>>();

/** The request's staff session id (the `X-Staff-Session` header), if the till sent one. */
export const staffSessionOf = (req: Request) => req.get(STAFF_SESSION_HEADER);

/**
 * Who is working at the till for this request: the employee of the device's PIN session, or without one the
 * signed-in account itself.
 */
export function servedBy(tenant: Tenant): StaffRef {
  const session = sessions.get(tenant);
  if (session) return session.employee;
  const member = tenant.membership;
  const name = member ? [member.firstName, member.lastName].filter(Boolean).join(' ') : '';
  return { id: `user:${tenant.caller.uid}`, name: name || member?.email || tenant.caller.email || '' };
}

/**
 * A manager's say-so for what staff may not do alone (voiding a line the kitchen has, cancelling an order). With a
 * staff session the employee who unlocked the till acts, whatever the device's account may do: an encargado en caja
 * authorises alone. Without one, the account's role decides (orders.manage). Otherwise a PIN of an active employee
 * who may authorise: a wrong one counts toward the device's lockout. Answers who authorised it.
 */
export async function authorizeManager(tenant: Tenant, managerPin?: string): Promise<StaffRef> {
  const session = sessions.get(tenant);
  if (session ? session.mayAuthorize : can(tenant.role, 'orders.manage')) return servedBy(tenant);
  if (!managerPin) throw new ApiError('manager-required');
  const manager = await checkPin(tenant, managerPin, (holder) => holder.mayAuthorize);
  return manager.ref;
}

const lockedNow = (attempts: PinAttemptsDoc | undefined, now: number) =>
  !!attempts?.lockedUntil && attempts.lockedUntil.toMillis() > now;

/**
 * The eligible employee whose PIN this is; 403 'pin-invalid' otherwise, 429 'pin-locked' while the account is
 * locked. Every answer is decided in one transaction on the account's attempts document, which counts the wrong
 * PIN: parallel guesses are serialised there, so no more than PIN_MAX_FAILURES of them are ever judged before the
 * lock, and none while it lasts (the right PIN included). The hashing happens before, outside the transaction.
 */
async function checkPin(tenant: Tenant, pin: string, eligible: (holder: PinHolder) => boolean): Promise<PinHolder> {
  const ref = attemptsRef(tenant);
  // Refuse at once while locked, without spending the hashing on it.
  if (lockedNow((await ref.get()).data(), Date.now())) throw new ApiError('pin-locked');
  const holder = await findPinHolder(await pinHolders(tenant), pin);
  const match = holder && eligible(holder) ? holder : undefined;
  const outcome = await transaction(
    async (tx) => {
      const attempts = (await tx.get(ref)).data();
      const now = Date.now();
      if (lockedNow(attempts, now)) return 'locked';
      if (match) {
        tx.set(ref, { failures: 0, lockedUntil: null });
        return 'right';
      }
      const failures = (attempts?.failures ?? 0) + 1;
      const lock = failures >= PIN_MAX_FAILURES;
      tx.set(ref, {
        failures: lock ? 0 : failures,
        lockedUntil: lock ? Timestamp.fromMillis(now + PIN_LOCK_MINUTES * 60_000) : null,
      });
      return lock ? 'locked' : 'wrong';
    },
    { maxAttempts: ATTEMPT_TRIES },
  );
  if (outcome === 'locked') throw new ApiError('pin-locked');
  if (outcome === 'wrong' || !match) throw new ApiError('pin-invalid');
  return match;
}

const idleLockOf = (location: Location) => location.idleLockMinutes ?? DEFAULT_IDLE_LOCK_MINUTES;

/** POST .../staff/unlock: the employee whose PIN this is (working at the location) takes the till. */
export async function unlock(tenant: Tenant, body: UnlockBody): Promise<StaffSession> {
  const location = await getLocation(tenant, body.locationId);
  const employee = await checkPin(
    tenant,
    body.pin,
    ({ locationIds }) => locationIds.length === 0 || locationIds.includes(location.id),
  );
  const sessionId = randomBytes(32).toString('base64url');
  const now = Timestamp.now();
  const expiresAt = Timestamp.fromMillis(now.toMillis() + SESSION_HOURS * 3_600_000);
  await sessionRef(tenant, sessionId).create({
    uid: tenant.caller.uid,
    employee: employee.ref,
    mayAuthorize: employee.mayAuthorize,
    locationId: location.id,
    createdAt: now,
    expiresAt,
  });
  return {
    sessionId,
    employee: employee.ref,
    mayAuthorize: employee.mayAuthorize,
    locationId: location.id,
    expiresAt: expiresAt.toDate().toISOString(),
    idleLockMinutes: idleLockOf(location),
  };
}

/** POST .../staff/lock: the till locked (idle, or by hand); the request's session ends. */
export async function lock(tenant: Tenant, sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  const ref = sessionRef(tenant, sessionId);
  await transaction(async (tx) => {
    const session = (await tx.get(ref)).data();
    // Only the account that opened it may end it.
    if (session?.uid === tenant.caller.uid) tx.delete(ref);
  });
}

/** GET .../staff/status: whether this location's till asks for PINs, and its idle time. */
export async function staffStatus(tenant: Tenant, locationId: string): Promise<StaffStatus> {
  const location = await getLocation(tenant, locationId);
  return { pinsInUse: (await pinHolders(tenant)).length > 0, idleLockMinutes: idleLockOf(location) };
}

/**
 * Reads the request's `X-Staff-Session`: a session of this account, not expired, names who serves; an unknown,
 * ended or expired one is 423 'till-locked' (the till shows its lock screen). No header: the account acts.
 */
async function resolveStaffSession(req: Request): Promise<void> {
  const sessionId = staffSessionOf(req);
  if (sessionId === undefined) return;
  const tenant = tenantOf(req);
  const session = /^[\w-]{20,100}$/.test(sessionId) ? (await sessionRef(tenant, sessionId).get()).data() : undefined;
  if (!session || session.uid !== tenant.caller.uid || session.expiresAt.toMillis() <= Date.now())
    throw new ApiError('till-locked');
  sessions.set(tenant, { employee: session.employee, mayAuthorize: session.mayAuthorize });
}

/**
 * A tenant router of the sales core (pos, orders) whose handlers know who serves and in which series the device
 * numbers: the staff session and ticket series headers are resolved after the membership and module checks, before
 * the handler. Every sales-core router is made with it.
 */
export function salesRouter() {
  const routes = tenantRouter(['pos', 'orders']);
  const withStaff =
    (handler: RequestHandler): RequestHandler =>
    async (req, res, next) => {
      resolveTicketSeries(req);
      await resolveStaffSession(req);
      await handler(req, res, next);
    };
  type Add = typeof routes.get;
  const wrap =
    (add: Add): Add =>
    (path, action, handler) =>
      add(path, action, withStaff(handler));
  return {
    ...routes,
    get: wrap(routes.get),
    post: wrap(routes.post),
    put: wrap(routes.put),
    delete: wrap(routes.delete),
  };
}
