import { COLLECTIONS, ROLES, type Role, type UserOrganization } from '@plataforma/domain';
import { db } from '../firebase';

/** A membership document (memberships/{orgId}_{uid}): the one source of truth of who belongs where. */
export interface MembershipDoc {
  organizationId: string;
  userId: string;
  role: Role;
  status: 'active' | 'disabled';
  organizationName: string;
  organizationSlug: string;
}

const byName = (a: UserOrganization, b: UserOrganization) => a.name.localeCompare(b.name, 'es');

/** The organizations a user belongs to (active memberships), sorted by name as the spec asks. */
export async function listUserOrganizations(userId: string): Promise<UserOrganization[]> {
  const snapshot = await db().collection(COLLECTIONS.memberships).where('userId', '==', userId).get();
  return snapshot.docs
    .map((doc) => doc.data() as MembershipDoc)
    .filter((m) => m.status === 'active' && (ROLES as readonly string[]).includes(m.role))
    .map((m) => ({ id: m.organizationId, slug: m.organizationSlug, name: m.organizationName, role: m.role }))
    .sort(byName);
}
