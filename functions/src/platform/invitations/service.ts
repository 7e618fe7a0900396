import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { AddMemberBody, Invitation, UserOrganization } from '@plataforma/domain';
import { db, transaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../identity/authenticate';
import { findUser } from '../identity/users-repository';
import { membershipRef, organizationMemberships, type MembershipDoc } from '../memberships/repository';
import { organizationRef } from '../organizations/repository';
import { assertMayAssign, auditIfAdmin } from '../organizations/service';
import type { Tenant } from '../organizations/tenant-router';
import {
  invitationId,
  invitationRef,
  pendingForEmail,
  pendingOfOrganization,
  toInvitation,
  type InvitationDoc,
} from './repository';

const oldestFirst = (a: Invitation, b: Invitation) => a.createdAt.localeCompare(b.createdAt);

const invitationTarget = (tenant: Tenant, id: string, email: string) =>
  ({ type: 'invitation', id, label: `${email} · ${tenant.organization.data.name}` }) as const;

/**
 * Invites a person by e-mail with a role. The answer is the same whether or not the e-mail has an account (an
 * invitation to one without is kept until someone registers with it); the person is a member only once they accept.
 * Refused when the e-mail is already a member's or already invited: both are facts of this organization, which the
 * inviter manages and sees, not of the account.
 */
export async function invite(tenant: Tenant, body: AddMemberBody): Promise<Invitation> {
  assertMayAssign(tenant.role, body.role);
  const email = body.email.toLowerCase();
  const { organization, caller } = tenant;
  const inviter = await findUser(caller.uid);
  const ref = invitationRef(invitationId(organization.id, email));
  return transaction(async (tx) => {
    const [existing, members] = await Promise.all([
      tx.get(ref),
      tx.get(organizationMemberships(organization.id).where('email', '==', email).limit(1)),
    ]);
    if (!members.empty) throw new ApiError('member-exists');
    if (existing.data()?.status === 'pending') throw new ApiError('invitation-exists');
    const doc: InvitationDoc = {
      organizationId: organization.id,
      email,
      role: body.role,
      status: 'pending',
      invitedBy: caller.uid,
      invitedByName: inviter ? `${inviter.firstName} ${inviter.lastName}` : (caller.email ?? ''),
      createdAt: Timestamp.now(),
    };
    // An earlier invitation of the same person (declined, cancelled or accepted and later removed) is replaced.
    tx.set(ref, doc);
    auditIfAdmin(tenant, tx, {
      action: 'member.invite',
      target: invitationTarget(tenant, ref.id, email),
      after: { email, role: body.role },
    });
    return toInvitation(ref.id, doc, organization.data.name);
  });
}

/** The organization's pending invitations, oldest first. */
export async function listForOrganization(tenant: Tenant): Promise<Invitation[]> {
  const snapshot = await pendingOfOrganization(tenant.organization.id).get();
  return snapshot.docs
    .map((doc) => toInvitation(doc.id, doc.data() as InvitationDoc, tenant.organization.data.name))
    .sort(oldestFirst);
}

/** Cancels a pending invitation of the organization (the role rules apply as to a member). Answers the rest. */
export async function cancel(tenant: Tenant, id: string): Promise<Invitation[]> {
  const ref = invitationRef(id);
  await transaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (doc?.organizationId !== tenant.organization.id || doc.status !== 'pending') {
      throw new ApiError('invitation-not-found');
    }
    assertMayAssign(tenant.role, doc.role);
    tx.update(ref, { status: 'cancelled', respondedAt: Timestamp.now(), respondedBy: tenant.caller.uid });
    auditIfAdmin(tenant, tx, {
      action: 'member.invite-cancel',
      target: invitationTarget(tenant, id, doc.email),
      before: { email: doc.email, role: doc.role },
    });
  });
  return listForOrganization(tenant);
}

/** The e-mail of the caller's verified token, lowercased: whoever holds the account holds its invitations. */
const emailOf = (caller: Caller) => caller.email?.toLowerCase();

/** The caller's pending invitations, with the organizations' current names, oldest first. */
export async function listMine(caller: Caller): Promise<Invitation[]> {
  const email = emailOf(caller);
  if (!email) return [];
  const { docs } = await pendingForEmail(email).get();
  if (docs.length === 0) return [];
  const invitations = docs.map((doc) => ({ id: doc.id, doc: doc.data() as InvitationDoc }));
  const organizations = await db().getAll(...invitations.map(({ doc }) => organizationRef(doc.organizationId)));
  return invitations
    .flatMap(({ id, doc }, i) => {
      const organization = organizations[i]!.data();
      return organization ? [toInvitation(id, doc, organization.name)] : [];
    })
    .sort(oldestFirst);
}

/** Reads, in the transaction, an invitation that is pending and to the caller's e-mail; any other is not found. */
async function pendingInvitationOf(tx: Transaction, caller: Caller, id: string) {
  const ref = invitationRef(id);
  const doc = (await tx.get(ref)).data();
  const email = emailOf(caller);
  if (!doc || doc.status !== 'pending' || !email || doc.email !== email) throw new ApiError('invitation-not-found');
  return { ref, doc };
}

/**
 * Accepts an invitation: the membership (with the role the inviter gave) is created in the same transaction that
 * closes the invitation. Refused when the caller already belongs to the organization. Answers the organization as
 * the caller's organizations list it.
 */
export async function accept(caller: Caller, id: string): Promise<UserOrganization> {
  const user = await findUser(caller.uid);
  if (!user) throw new ApiError('user-not-found');
  return transaction(async (tx) => {
    const { ref, doc } = await pendingInvitationOf(tx, caller, id);
    const membership = membershipRef(doc.organizationId, caller.uid);
    const [organization, existing] = await Promise.all([
      tx.get(organizationRef(doc.organizationId)),
      tx.get(membership),
    ]);
    const org = organization.data();
    if (!org) throw new ApiError('invitation-not-found');
    if (existing.exists) throw new ApiError('already-member');
    const member: MembershipDoc = {
      organizationId: doc.organizationId,
      userId: caller.uid,
      role: doc.role,
      status: 'active',
      organizationName: org.name,
      organizationSlug: org.slug,
      email: doc.email,
      firstName: user.firstName,
      lastName: user.lastName,
    };
    tx.create(membership, member);
    tx.update(ref, { status: 'accepted', respondedAt: Timestamp.now(), respondedBy: caller.uid });
    return { id: doc.organizationId, slug: org.slug, name: org.name, role: doc.role };
  });
}

export async function decline(caller: Caller, id: string): Promise<void> {
  await transaction(async (tx) => {
    const { ref } = await pendingInvitationOf(tx, caller, id);
    tx.update(ref, { status: 'declined', respondedAt: Timestamp.now(), respondedBy: caller.uid });
  });
}
