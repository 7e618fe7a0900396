import { CONFIGURATION_PERMISSIONS } from '../modules/configuration/permissions';
import { RESTAURANT_PERMISSIONS } from '../modules/restaurant/permissions';
import { ORDERS_PERMISSIONS } from '../modules/orders/permissions';
import type { Role } from './roles';

/**
 * What each role may do in its organization: the one table the API enforces and the UI reads to hide
 * what a person cannot use. Module issues add their actions here.
 */
export const PERMISSIONS = {
  'organization.read': ['owner', 'admin', 'manager', 'staff'],
  'organization.update': ['owner', 'admin'],
  'organization.delete': ['owner'],
  'modules.manage': ['owner', 'admin'],
  'members.read': ['owner', 'admin'],
  'members.manage': ['owner', 'admin'],
  ...CONFIGURATION_PERMISSIONS,
  ...RESTAURANT_PERMISSIONS,
  ...ORDERS_PERMISSIONS,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, action: Action): boolean {
  return !!role && (PERMISSIONS[action] as readonly Role[]).includes(role);
}

/** Roles a member may give or take: only an owner makes or unmakes owners. */
export function canAssignRole(actor: Role, target: Role): boolean {
  return actor === 'owner' || (actor === 'admin' && target !== 'owner');
}
