import { Router, type RequestHandler } from 'express';
import { can, type Action, type Role } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { validPathParams } from '../http/path-params';
import { authenticate, callerOf, type Caller } from '../identity/authenticate';
import { findMembership, type MembershipDoc } from '../memberships/repository';
import { findOrganization, type OrganizationRecord } from './repository';

/** The organization a request is about, and the caller's place in it. */
export interface Tenant {
  organization: OrganizationRecord;
  /** Null for a platform administrator acting on an organization they do not belong to. */
  membership: MembershipDoc | null;
  role: Role;
  caller: Caller;
  /**
   * True when the caller's platform administrator power is what lets them act (they are not an active owner of
   * this organization): their changes are written to the audit log.
   */
  viaPlatformAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    tenant?: Tenant;
  }
}

export function tenantOf(req: { tenant?: Tenant }): Tenant {
  if (!req.tenant) throw new ApiError('organization-not-found');
  return req.tenant;
}

/**
 * Loads the organization named by `:organization` (slug or id) and the caller's membership. A non-member, a
 * disabled member and a missing organization all get the same 404 (existence is not revealed); a member whose role
 * lacks the action gets 403. Platform administrators may act on any organization.
 */
export function requireMember(action: Action): RequestHandler {
  return async (req, _res, next) => {
    const caller = callerOf(req);
    const organization = await findOrganization(String(req.params.organization));
    const membership = organization && (await findMembership(organization.id, caller.uid));
    const active = membership?.status === 'active' ? membership : null;
    if (organization && caller.platformAdmin) {
      // Platform administrators manage every organization with an owner's rights; unless they are an owner of it
      // anyway, their changes are audited.
      const viaPlatformAdmin = active?.role !== 'owner';
      req.tenant = { organization, membership: active, role: 'owner', caller, viaPlatformAdmin };
      next();
      return;
    }
    if (!organization || !active) throw new ApiError('organization-not-found');
    if (!can(active.role, action)) throw new ApiError('forbidden');
    req.tenant = { organization, membership: active, role: active.role, caller, viaPlatformAdmin: false };
    next();
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every organization-scoped route, as registered: the isolation suite checks it covers each one. */
export const tenantRouteRegistry: { method: Method; path: string; action: Action }[] = [];

/**
 * A router whose routes all live under /organizations/:organization and all pass through authenticate ->
 * requireMember(action). Platform and module routers register their tenant routes only through it.
 */
export function tenantRouter() {
  const router = Router();
  const add =
    (method: Method) => (path: `/organizations/:organization${string}`, action: Action, handler: RequestHandler) => {
      tenantRouteRegistry.push({ method, path, action });
      router[method](path, authenticate(), validPathParams, requireMember(action), handler);
    };
  return { router, get: add('get'), post: add('post'), put: add('put'), delete: add('delete') };
}
