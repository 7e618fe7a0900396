import type { ProfileBody, RegisterBody, User } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { listUserOrganizations } from '../memberships/repository';
import type { Caller } from './authenticate';
import { createUserOnce, findUser, updateUserNames, type UserDoc } from './users-repository';

async function toUser(uid: string, doc: UserDoc): Promise<User> {
  return {
    id: uid,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    createdAt: doc.createdAt.toDate().toISOString(),
    organizations: await listUserOrganizations(uid),
  };
}

const sameEmail = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Creates the product's record of the caller's account. The body must name the caller's own uid and e-mail. */
export async function registerUser(caller: Caller, body: RegisterBody): Promise<{ user: User; created: boolean }> {
  if (body.firebaseUid !== caller.uid || !sameEmail(body.email, caller.email)) {
    throw new ApiError('identity-mismatch');
  }
  const { user, created } = await createUserOnce(caller.uid, {
    email: caller.email!.toLowerCase(),
    firstName: body.firstName,
    lastName: body.lastName,
  });
  return { user: await toUser(caller.uid, user), created };
}

/** The caller with their organizations; 404 when they have an account but no record (never registered). */
export async function getCurrentUser(caller: Caller): Promise<User> {
  const doc = await findUser(caller.uid);
  if (!doc) throw new ApiError('user-not-found');
  return toUser(caller.uid, doc);
}

export async function updateProfile(caller: Caller, body: ProfileBody): Promise<User> {
  const doc = await findUser(caller.uid);
  if (!doc) throw new ApiError('user-not-found');
  await updateUserNames(caller.uid, doc, body);
  return toUser(caller.uid, { ...doc, ...body });
}
