import { can, type StaffRef } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';

/**
 * Who is working at the till for this request. The signed-in account stays the device's; a PIN session (issue 14's
 * staff switch) says which employee serves. Without one, the account itself is named.
 */
export function servedBy(tenant: Tenant): StaffRef {
  const member = tenant.membership;
  const name = member ? [member.firstName, member.lastName].filter(Boolean).join(' ') : '';
  return { id: `user:${tenant.caller.uid}`, name: name || member?.email || tenant.caller.email || '' };
}

/**
 * A manager's say-so for what staff may not do alone (voiding a line the kitchen has, cancelling an order): the
 * caller's own role, or (with the staff switch) a manager's PIN typed at the till. Answers who authorised it.
 */
export async function authorizeManager(tenant: Tenant, _managerPin?: string): Promise<StaffRef> {
  if (can(tenant.role, 'orders.manage')) return servedBy(tenant);
  throw new ApiError('forbidden');
}
