import { createHash } from 'node:crypto';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type Invitation, type Role } from '@plataforma/domain';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';

/**
 * invitations/{id}: an invitation to join an organization, to an e-mail whether or not it has an account yet.
 * Written and read only by the API (the rules give clients no access).
 */
export interface InvitationDoc {
  organizationId: string;
  /** Lowercased: matched against the e-mail of the verified token of whoever signs in with it. */
  email: string;
  role: Role;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  /** The uid of who invited, and their name (or e-mail) as the invited person reads it. */
  invitedBy: string;
  invitedByName: string;
  createdAt: Timestamp;
  /** When it stopped being pending, and by whom (the invited person, or who cancelled it). */
  respondedAt?: Timestamp;
  respondedBy?: string;
}

const invitations = () => db().collection(COLLECTIONS.invitations);

/**
 * One invitation per organization and e-mail, at an id computed from both: two invitations of the same person
 * cannot race each other into two documents. The e-mail is hashed (an id must not carry '/').
 */
export function invitationId(organizationId: string, email: string): string {
  return `${organizationId}_${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
}

const ID = /^[A-Za-z0-9_-]{1,200}$/;

/** The invitation with an id from a URL: anything that cannot be one is not found (never a 500 on a crafted id). */
export function invitationRef(id: string): DocumentReference<InvitationDoc> {
  if (!ID.test(id)) throw new ApiError('invitation-not-found');
  return invitations().doc(id) as DocumentReference<InvitationDoc>;
}

/** The pending invitations of an organization (equality filters only: served by the automatic indexes). */
export const pendingOfOrganization = (organizationId: string) =>
  invitations().where('organizationId', '==', organizationId).where('status', '==', 'pending');

/** The pending invitations to an e-mail (lowercased), of any organization. */
export const pendingForEmail = (email: string) =>
  invitations().where('email', '==', email.toLowerCase()).where('status', '==', 'pending');

/** Every invitation of an organization, whatever its status (deleted with the organization). */
export const invitationsOfOrganization = (organizationId: string) =>
  invitations().where('organizationId', '==', organizationId);

export function toInvitation(id: string, doc: InvitationDoc, organizationName: string): Invitation {
  return {
    id,
    organizationId: doc.organizationId,
    organizationName,
    email: doc.email,
    role: doc.role,
    invitedBy: doc.invitedByName,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}
