import { Router, type RequestHandler } from 'express';
import { can, type Action, type ModuleType, type Role } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { validPathParams } from '../http/path-params';
import { authenticate, callerOf, type Caller } from '../identity/authenticate';
import type { MembershipDoc } from '../memberships/repository';
import { findOrganizationAndMembership, type OrganizationRecord } from './repository';

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
 * Loads the organization named by `:organization` (slug or id) and the caller's membership, together (one read round
 * trip; a recently read organization costs the membership alone). A non-member, a
 * disabled member and a missing organization all get the same 404 (existence is not revealed); a member whose role
 * lacks the action gets 403. Platform administrators may act on any organization.
 */
export function requireMember(action: Action): RequestHandler {
  return async (req, _res, next) => {
    const caller = callerOf(req);
    const { organization, membership } = await findOrganizationAndMembership(
      String(req.params.organization),
      caller.uid,
    );
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

/** Whether the organization has switched on a module. */
export const hasModule = (tenant: Pick<Tenant, 'organization'>, module: ModuleType) =>
  tenant.organization.data.modules.some((enabled) => enabled.type === module);

/** 403 'module-disabled' unless the organization has at least one of the modules on. */
export function assertModuleEnabled(tenant: Tenant, ...modules: ModuleType[]) {
  if (!modules.some((module) => hasModule(tenant, module))) throw new ApiError('module-disabled');
}

/**
 * The modules a tenant router serves: a business module's routes answer only while the organization has it on
 * (several: while it has any of them, as the sales core serves every POS and the order screens); the platform's
 * own routes (the organization, its members) always answer.
 */
export type RouteModules = 'platform' | readonly [ModuleType, ...ModuleType[]];

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every organization-scoped route, as registered: the isolation and module suites check each one. */
export const tenantRouteRegistry: { method: Method; path: string; action: Action; modules: RouteModules }[] = [];

const requireModules =
  (modules: RouteModules): RequestHandler =>
  (req, _res, next) => {
    if (modules !== 'platform') assertModuleEnabled(tenantOf(req), ...modules);
    next();
  };

/**
 * A router whose routes all live under /organizations/:organization and all pass through authenticate ->
 * validPathParams -> requireMember(action) -> the module check. Platform and module routers register their tenant routes only
 * through it, naming the module(s) they belong to once.
 */
export function tenantRouter(modules: RouteModules) {
  const router = Router();
  const add =
    (method: Method) => (path: `/organizations/:organization${string}`, action: Action, handler: RequestHandler) => {
      tenantRouteRegistry.push({ method, path, action, modules });
      router[method](path, authenticate(), validPathParams, requireMember(action), requireModules(modules), handler);
    };
  return { router, modules, get: add('get'), post: add('post'), put: add('put'), delete: add('delete') };
}
