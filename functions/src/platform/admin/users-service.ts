import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  userSearchTokens,
  type AdminUser,
  type CreateUserBody,
  type ListQuery,
  type Page,
  type UpdateUserBody,
} from '@plataforma/domain';
import { adminAuth, db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../identity/authenticate';
import type { UserDoc } from '../identity/users-repository';
import { activeOwners, listUserOrganizations, type MembershipDoc } from '../memberships/repository';
import { readPage } from '../paging';
import { applyListPlan } from '../queries/list-plan';
import { audit } from './audit';
import { adminListPlan } from './list-plans';

/** users/{uid} as administrators keep it: the product record plus the flags mirrored from Auth. */
interface AdminUserDoc extends UserDoc {
  platformAdmin?: boolean;
  disabled?: boolean;
}

const users = () => db().collection(COLLECTIONS.users);

async function toAdminUser(id: string, doc: AdminUserDoc): Promise<AdminUser> {
  return {
    id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    platformAdmin: doc.platformAdmin === true,
    disabled: doc.disabled === true,
    createdAt: doc.createdAt.toDate().toISOString(),
    organizations: await listUserOrganizations(id),
  };
}

/**
 * Paged list by e-mail, searched on the server by any word of the names or the e-mail, or by the address typed
 * (case and accents ignored).
 */
export async function listUsers(query: ListQuery): Promise<Page<AdminUser>> {
  const { docs, ...page } = await readPage(applyListPlan(users(), adminListPlan('users', query.q)), query);
  return { ...page, items: await Promise.all(docs.map((doc) => toAdminUser(doc.id, doc.data() as AdminUserDoc))) };
}

async function getUserDoc(id: string): Promise<AdminUserDoc> {
  const snapshot = await users().doc(id).get();
  if (!snapshot.exists) throw new ApiError('not-found');
  return snapshot.data() as AdminUserDoc;
}

/** Auth refuses an e-mail another account has: answer the catalogue's 409, rethrow anything else. */
function emailTakenOr(error: unknown): never {
  throw (error as { code?: string }).code === 'auth/email-already-exists' ? new ApiError('email-taken') : error;
}

/** Creates the Auth account and the product record; the record and its audit entry are one batch. */
export async function createUser(caller: Caller, body: CreateUserBody): Promise<AdminUser> {
  const email = body.email.toLowerCase();
  const account = await adminAuth()
    .createUser({ email, password: body.password, displayName: `${body.firstName} ${body.lastName}` })
    .catch(emailTakenOr);
  try {
    if (body.platformAdmin) await adminAuth().setCustomUserClaims(account.uid, { platformAdmin: true });
    const names = { email, firstName: body.firstName, lastName: body.lastName };
    const doc: AdminUserDoc = {
      ...names,
      createdAt: Timestamp.now(),
      platformAdmin: body.platformAdmin === true,
      searchTokens: userSearchTokens(names),
    };
    const batch = db().batch();
    batch.create(users().doc(account.uid), doc);
    audit(batch, caller, {
      action: 'user.create',
      target: { type: 'user', id: account.uid, label: email },
      after: { email, firstName: doc.firstName, lastName: doc.lastName, platformAdmin: doc.platformAdmin },
    });
    await batch.commit();
    return toAdminUser(account.uid, doc);
  } catch (error) {
    // No Auth account without its record: undo the account if the record could not be written.
    await adminAuth().deleteUser(account.uid);
    throw error;
  }
}

async function assertAnotherAdminRemains(id: string): Promise<void> {
  const admins = await users().where('platformAdmin', '==', true).get();
  if (admins.docs.every((doc) => doc.id === id)) throw new ApiError('last-admin');
}

/** Changes names, e-mail, disabled and admin flags; revoking admin or disabling also ends the user's sessions. */
export async function updateUser(caller: Caller, id: string, body: UpdateUserBody): Promise<AdminUser> {
  const before = await getUserDoc(id);
  const losesAdmin = before.platformAdmin === true && body.platformAdmin === false;
  if (losesAdmin) await assertAnotherAdminRemains(id);
  const email = body.email?.toLowerCase();
  await adminAuth()
    .updateUser(id, {
      ...(email ? { email } : {}),
      ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
      ...(body.firstName || body.lastName
        ? { displayName: `${body.firstName ?? before.firstName} ${body.lastName ?? before.lastName}` }
        : {}),
    })
    .catch(emailTakenOr);
  if (body.platformAdmin !== undefined)
    await adminAuth().setCustomUserClaims(id, { platformAdmin: body.platformAdmin });
  if (losesAdmin || body.disabled === true) await adminAuth().revokeRefreshTokens(id);

  const changes = { ...body, ...(email ? { email } : {}) };
  const searchTokens = userSearchTokens({ ...before, ...changes });
  const batch = db().batch();
  batch.update(users().doc(id), { ...changes, searchTokens, updatedAt: FieldValue.serverTimestamp() });
  const beforeFields = Object.fromEntries(
    Object.keys(changes).map((key) => [key, before[key as keyof AdminUserDoc] ?? null]),
  );
  audit(batch, caller, {
    action: body.platformAdmin === true ? 'user.grant-admin' : losesAdmin ? 'user.revoke-admin' : 'user.update',
    target: { type: 'user', id, label: email ?? before.email },
    before: beforeFields,
    after: changes,
  });
  await batch.commit();
  return toAdminUser(id, { ...before, ...changes });
}

/** Sets a new password and ends the user's other sessions. */
export async function resetPassword(caller: Caller, id: string, newPassword: string): Promise<void> {
  const doc = await getUserDoc(id);
  await adminAuth().updateUser(id, { password: newPassword });
  await adminAuth().revokeRefreshTokens(id);
  const batch = db().batch();
  audit(batch, caller, { action: 'user.reset-password', target: { type: 'user', id, label: doc.email } });
  await batch.commit();
}

/**
 * Deletes the Auth account, the record and the memberships. Refused for oneself, for the last administrator,
 * and for the last owner of an organization (it would be left without one).
 */
export async function deleteUser(caller: Caller, id: string): Promise<void> {
  if (id === caller.uid) throw new ApiError('cannot-delete-self');
  const doc = await getUserDoc(id);
  if (doc.platformAdmin) await assertAnotherAdminRemains(id);
  const memberships = await db().collection(COLLECTIONS.memberships).where('userId', '==', id).get();
  for (const membership of memberships.docs) {
    const data = membership.data() as MembershipDoc;
    if (data.role !== 'owner') continue;
    const owners = await activeOwners(data.organizationId).get();
    if (owners.size <= 1) throw new ApiError('last-owner');
  }
  await adminAuth().deleteUser(id);
  const batch = db().batch();
  batch.delete(users().doc(id));
  memberships.docs.forEach((membership) => batch.delete(membership.ref));
  audit(batch, caller, {
    action: 'user.delete',
    target: { type: 'user', id, label: doc.email },
    before: { email: doc.email, firstName: doc.firstName, lastName: doc.lastName },
  });
  await batch.commit();
}
