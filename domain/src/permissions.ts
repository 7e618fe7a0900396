import { CONFIGURATION_PERMISSIONS } from './modules/configuration';
import { RESTAURANT_PERMISSIONS } from './modules/restaurant';
import { ORDERS_PERMISSIONS } from './modules/orders';
import { CRM_PERMISSIONS } from './modules/crm';
import { PROMOTIONS_PERMISSIONS } from './modules/promotions';
import { BEAUTY_PERMISSIONS } from './modules/beauty';
import { ANALYTICS_PERMISSIONS } from './modules/analytics';
import { ECOMMERCE_PERMISSIONS } from './modules/ecommerce';
import { ELEARNING_PERMISSIONS } from './modules/elearning';
import type { Role } from './platform/roles';

/**
 * What each role may do in its organization: the one table the API enforces and the UI reads to hide
 * what a person cannot use. The platform's own actions, then each module's (from its index). It lives above
 * platform/ and modules/ because it assembles both.
 */
export const PERMISSIONS = {
  'organization.read': ['owner', 'admin', 'manager', 'staff'],
  'organization.update': ['owner', 'admin'],
  'organization.delete': ['owner'],
  'modules.manage': ['owner', 'admin'],
  'members.read': ['owner', 'admin'],
  'members.manage': ['owner', 'admin'],
  /** Issue 23: the VERI*FACTU settings (mode, environment, later the certificate) are the owners' alone. */
  'verifactu.manage': ['owner'],
  /** The billing records and their chain check. */
  'verifactu.read': ['owner', 'admin', 'manager'],
  /**
   * Issue 19: uploading and deleting images of the media store (dish and product photos). Those who edit the
   * catalogues may; serving an image needs no permission (an <img> sends no token; ids are unguessable).
   */
  'media.manage': ['owner', 'admin', 'manager'],
  ...CONFIGURATION_PERMISSIONS,
  ...RESTAURANT_PERMISSIONS,
  ...ORDERS_PERMISSIONS,
  ...CRM_PERMISSIONS,
  ...PROMOTIONS_PERMISSIONS,
  ...BEAUTY_PERMISSIONS,
  ...ANALYTICS_PERMISSIONS,
  ...ECOMMERCE_PERMISSIONS,
  ...ELEARNING_PERMISSIONS,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, action: Action): boolean {
  return !!role && (PERMISSIONS[action] as readonly Role[]).includes(role);
}

/** Roles a member may give or take: only an owner makes or unmakes owners. */
export function canAssignRole(actor: Role, target: Role): boolean {
  return actor === 'owner' || (actor === 'admin' && target !== 'owner');
}
