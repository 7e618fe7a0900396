import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, membershipId, ROLES, type Member, type Role, type UserOrganization } from '@plataforma/domain';
import { db } from '../firebase';

/** A membership document (memberships/{orgId}_{uid}): the one source of truth of who belongs where. */
export interface MembershipDoc {
  organizationId: string;
  userId: string;
  role: Role;
  status: 'active' | 'disabled';
  organizationName: string;
  organizationSlug: string;
  email: string;
  firstName: string;
  lastName: string;
}

const memberships = () => db().collection(COLLECTIONS.memberships);
export const membershipRef = (organizationId: string, userId: string) =>
  memberships().doc(membershipId(organizationId, userId));

const byName = (a: UserOrganization, b: UserOrganization) => a.name.localeCompare(b.name, 'es');

/** The organizations a user belongs to (active memberships), sorted by name as the spec asks. */
export async function listUserOrganizations(userId: string): Promise<UserOrganization[]> {
  const snapshot = await memberships().where('userId', '==', userId).get();
  return snapshot.docs
    .map((doc) => doc.data() as MembershipDoc)
    .filter((m) => m.status === 'active' && (ROLES as readonly string[]).includes(m.role))
    .map((m) => ({ id: m.organizationId, slug: m.organizationSlug, name: m.organizationName, role: m.role }))
    .sort(byName);
}

/** Every membership of an organization (a query on one field: served by the automatic index). */
export function organizationMemberships(organizationId: string) {
  return memberships().where('organizationId', '==', organizationId);
}

/** How many memberships an organization has (a count aggregation: one read per 1000 entries). */
export async function countMembers(organizationId: string): Promise<number> {
  return (await organizationMemberships(organizationId).count().get()).data().count;
}

/** The active owners of an organization: an organization must always keep one. */
export function activeOwners(organizationId: string) {
  return organizationMemberships(organizationId).where('role', '==', 'owner').where('status', '==', 'active');
}

/** Active owners, read inside a transaction so that two concurrent demotions cannot both pass. */
export async function countActiveOwners(tx: Transaction, organizationId: string): Promise<number> {
  return (await tx.get(activeOwners(organizationId))).size;
}

export function toMember(doc: MembershipDoc): Member {
  return {
    userId: doc.userId,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    role: doc.role,
    status: doc.status,
  };
}
