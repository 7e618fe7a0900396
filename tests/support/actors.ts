import type { Invitation, Organization } from '@plataforma/domain';
import { api } from './api-app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './admin';
import { createAccount, signIn, uniqueEmail, type TestAccount } from './emulators';

/** A registered user (Auth account + product record) with a real ID token. */
export interface Actor extends TestAccount {
  auth: { Authorization: string };
}

export async function registeredUser(firstName: string, lastName = 'Prueba'): Promise<Actor> {
  const account = await createAccount(uniqueEmail(firstName.toLowerCase()));
  const auth = { Authorization: `Bearer ${account.idToken}` };
  const response = await api()
    .post('/api/auth/register')
    .set(auth)
    .send({ firebaseUid: account.uid, email: account.email, firstName, lastName });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...account, auth };
}

export async function createOrganization(owner: Actor, name: string, modules: string[] = []): Promise<Organization> {
  const response = await api().post('/api/organizations/create').set(owner.auth).send({ name, modules });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Organization;
}

/** Invites `email` to the organization with a role: the invitation the API answers. */
export async function invite(by: Actor, organizationId: string, email: string, role: string): Promise<Invitation> {
  const response = await api().post(`/api/organizations/${organizationId}/users`).set(by.auth).send({ email, role });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Invitation;
}

/** Makes a registered user a member the way people do it: the owner invites them and they accept. */
export async function addMember(owner: Actor, organizationId: string, member: Actor, role: string): Promise<void> {
  const invitation = await invite(owner, organizationId, member.email, role);
  const response = await api().post(`/api/invitations/${invitation.id}/accept`).set(member.auth);
  if (response.status !== 200) throw new Error(`accept failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** A registered user made platform administrator the way the CLI does it (claim + flag), with a fresh token. */
export async function platformAdmin(firstName = 'Admin'): Promise<Actor> {
  const user = await registeredUser(firstName);
  await getAuth().setCustomUserClaims(user.uid, { platformAdmin: true });
  await adminDb().doc(`users/${user.uid}`).set({ platformAdmin: true }, { merge: true });
  const idToken = await signIn(user.email, user.password);
  return { ...user, idToken, auth: { Authorization: `Bearer ${idToken}` } };
}

/** An organization with the given modules, its owner, and an admin and a staff member who joined by invitation. */
export async function organizationTeam(name: string, modules: string[]) {
  const [owner, admin, staff] = [
    await registeredUser('Lola'),
    await registeredUser('Ana'),
    await registeredUser('Sara'),
  ];
  const org = await createOrganization(owner, name, modules);
  await addMember(owner, org.id, admin, 'admin');
  await addMember(owner, org.id, staff, 'staff');
  return { owner, admin, staff, org };
}
