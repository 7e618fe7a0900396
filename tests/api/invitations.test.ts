import { beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, invite, platformAdmin, registeredUser, type Actor } from '../support/actors';
import { clearEmulators, createAccount, signIn, uniqueEmail } from '../support/emulators';

let owner: Actor;
let org: Organization;
beforeEach(async () => {
  await clearEmulators();
  owner = await registeredUser('Lola', 'García');
  org = await createOrganization(owner, 'Peluquería Lola');
});

const memberships = async () =>
  (await adminDb().collection('memberships').where('organizationId', '==', org.id).get()).docs.map((d) => d.id).sort();
const mine = async (actor: { auth: Record<string, string> }) =>
  (await api().get('/api/invitations').set(actor.auth)).body;
const accept = (actor: { auth: Record<string, string> }, id: string) =>
  api().post(`/api/invitations/${id}/accept`).set(actor.auth);
const decline = (actor: { auth: Record<string, string> }, id: string) =>
  api().post(`/api/invitations/${id}/decline`).set(actor.auth);

describe('inviting', () => {
  it('answers the same whether or not the e-mail has an account, and makes no one a member', async () => {
    const ana = await registeredUser('Ana');
    const registered = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(owner.auth)
      .send({ email: ana.email, role: 'staff' });
    const unknown = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(owner.auth)
      .send({ email: 'Nadie@Example.com', role: 'staff' });
    for (const [response, email] of [
      [registered, ana.email],
      [unknown, 'nadie@example.com'],
    ] as const) {
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        organizationId: org.id,
        organizationName: 'Peluquería Lola',
        email,
        role: 'staff',
        invitedBy: 'Lola García',
        createdAt: expect.any(String),
      });
    }
    expect(Object.keys(registered.body)).toEqual(Object.keys(unknown.body));
    expect(await memberships()).toEqual([`${org.id}_${owner.uid}`]);
    const pending = await api().get(`/api/organizations/${org.id}/invitations`).set(owner.auth);
    expect(pending.body.map((i: { email: string }) => i.email)).toEqual([ana.email, 'nadie@example.com']);
  });

  it('refuses inviting a member or inviting twice, and bad bodies, writing nothing', async () => {
    const member = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(owner.auth)
      .send({ email: owner.email.toUpperCase(), role: 'staff' });
    expect(member.status).toBe(409);
    expect(member.body.error.message).toBe('Esta persona ya es miembro de la organización');
    await invite(owner, org.id, 'amiga@example.com', 'staff');
    const twice = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(owner.auth)
      .send({ email: 'amiga@example.com', role: 'admin' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Ya hay una invitación pendiente para este correo electrónico');
    const bad = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(owner.auth)
      .send({ email: 'no-es-correo', role: 'jefe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'role']);
    const stored = await adminDb().collection('invitations').get();
    expect(stored.docs.map((d) => d.data())).toMatchObject([{ email: 'amiga@example.com', role: 'staff' }]);
  });

  it('keeps the role rules: an admin invites neither owners nor cancels an owner’s invitation', async () => {
    const admin = await registeredUser('Admin');
    await addMember(owner, org.id, admin, 'admin');
    const asOwner = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(admin.auth)
      .send({ email: 'socia@example.com', role: 'owner' });
    expect(asOwner.status).toBe(403);
    const socia = await invite(owner, org.id, 'socia@example.com', 'owner');
    const staff = await invite(admin, org.id, 'nuevo@example.com', 'staff');
    expect(staff.invitedBy).toBe('Admin Prueba');
    const cancelOwner = await api().delete(`/api/organizations/${org.id}/invitations/${socia.id}`).set(admin.auth);
    expect(cancelOwner.status).toBe(403);
    const cancelStaff = await api()
      .post(`/api/organizations/${org.id}/invitations/${staff.id}`)
      .set(admin.auth)
      .send({ _method: 'DELETE' });
    expect(cancelStaff.status).toBe(200);
    expect(cancelStaff.body.map((i: { id: string }) => i.id)).toEqual([socia.id]);
  });
});

describe('the invited person', () => {
  it('sees the invitation and is a member only after accepting, with the role given', async () => {
    const ana = await registeredUser('Ana');
    const invitation = await invite(owner, org.id, ana.email, 'manager');
    expect(await mine(ana)).toEqual([invitation]);
    expect((await api().get(`/api/organizations/${org.id}`).set(ana.auth)).status).toBe(404);

    const accepted = await accept(ana, invitation.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ id: org.id, slug: org.slug, name: 'Peluquería Lola', role: 'manager' });
    expect((await api().get(`/api/organizations/${org.id}`).set(ana.auth)).body.role).toBe('manager');
    expect((await adminDb().doc(`memberships/${org.id}_${ana.uid}`).get()).data()).toMatchObject({
      role: 'manager',
      status: 'active',
      email: ana.email,
      firstName: 'Ana',
      organizationSlug: org.slug,
    });
    expect((await adminDb().doc(`invitations/${invitation.id}`).get()).data()).toMatchObject({
      status: 'accepted',
      respondedBy: ana.uid,
    });
    expect(await mine(ana)).toEqual([]);
    expect((await accept(ana, invitation.id)).status).toBe(404);
    expect((await api().get(`/api/organizations/${org.id}/invitations`).set(owner.auth)).body).toEqual([]);
  });

  it('finds an invitation sent before they had an account once they register with that e-mail', async () => {
    const email = uniqueEmail('futura');
    const invitation = await invite(owner, org.id, email.toUpperCase(), 'staff');
    const account = await createAccount(email);
    const auth = { Authorization: `Bearer ${account.idToken}` };
    expect(await mine({ auth })).toEqual([{ ...invitation, email }]);
    // Accepting needs the product record (registration) first.
    expect((await accept({ auth }, invitation.id)).status).toBe(404);
    await api()
      .post('/api/auth/register')
      .set(auth)
      .send({ firebaseUid: account.uid, email, firstName: 'Futura', lastName: 'Socia' });
    expect((await accept({ auth }, invitation.id)).body.role).toBe('staff');
    expect(await memberships()).toContain(`${org.id}_${account.uid}`);
  });

  it('declines: no membership, and the organization may invite again', async () => {
    const ana = await registeredUser('Ana');
    const invitation = await invite(owner, org.id, ana.email, 'staff');
    expect((await decline(ana, invitation.id)).status).toBe(204);
    expect(await mine(ana)).toEqual([]);
    expect((await accept(ana, invitation.id)).status).toBe(404);
    expect(await memberships()).toEqual([`${org.id}_${owner.uid}`]);
    const again = await invite(owner, org.id, ana.email, 'admin');
    expect(await mine(ana)).toEqual([again]);
  });

  it('no longer sees an invitation the organization cancelled', async () => {
    const ana = await registeredUser('Ana');
    const invitation = await invite(owner, org.id, ana.email, 'staff');
    expect(
      (await api().delete(`/api/organizations/${org.id}/invitations/${invitation.id}`).set(owner.auth)).body,
    ).toEqual([]);
    expect(await mine(ana)).toEqual([]);
    expect((await accept(ana, invitation.id)).status).toBe(404);
  });

  it('is refused cleanly when accepting an organization they already belong to', async () => {
    // Ana is a member; an administrator then changes her e-mail, and the organization invites the new one.
    const admin = await platformAdmin();
    const ana = await registeredUser('Ana');
    await addMember(owner, org.id, ana, 'staff');
    const newEmail = uniqueEmail('ana-nueva');
    expect((await api().put(`/api/users/${ana.uid}`).set(admin.auth).send({ email: newEmail })).status).toBe(200);
    const auth = { Authorization: `Bearer ${await signIn(newEmail, ana.password)}` };
    const invitation = await invite(owner, org.id, newEmail, 'admin');
    const before = await memberships();
    const refused = await accept({ auth }, invitation.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Ya eres miembro de esta organización');
    expect(await memberships()).toEqual(before);
    expect((await adminDb().doc(`memberships/${org.id}_${ana.uid}`).get()).data()?.role).toBe('staff');
    expect((await adminDb().doc(`invitations/${invitation.id}`).get()).data()?.status).toBe('pending');
  });

  it('is the only one who may accept or decline it', async () => {
    const ana = await registeredUser('Ana');
    const pepe = await registeredUser('Pepe');
    const invitation = await invite(owner, org.id, ana.email, 'owner');
    for (const id of [invitation.id, 'no-existe', 'x%2Fy', `${invitation.id}%2Fz`]) {
      for (const call of [accept(pepe, id), decline(pepe, id), accept(owner, id)]) {
        const response = await call;
        expect(response.status, id).toBe(404);
        expect(response.body.error.message).toBe('Invitación no encontrada');
      }
    }
    expect(await mine(pepe)).toEqual([]);
    expect(await memberships()).toEqual([`${org.id}_${owner.uid}`]);
    expect((await accept(ana, invitation.id)).body.role).toBe('owner');
  });
});

describe('an organization’s invitations', () => {
  it('are listed to owners and admins only, and deleted with the organization', async () => {
    const staff = await registeredUser('Sara');
    await addMember(owner, org.id, staff, 'staff');
    await invite(owner, org.id, 'amiga@example.com', 'staff');
    expect((await api().get(`/api/organizations/${org.id}/invitations`).set(staff.auth)).status).toBe(403);
    expect((await api().delete(`/api/organizations/${org.id}`).set(owner.auth)).status).toBe(204);
    expect((await adminDb().collection('invitations').get()).size).toBe(0);
  });

  it('cannot be cancelled through another organization', async () => {
    const other = await createOrganization(owner, 'Otra');
    const invitation = await invite(owner, org.id, 'amiga@example.com', 'staff');
    const response = await api().delete(`/api/organizations/${other.id}/invitations/${invitation.id}`).set(owner.auth);
    expect(response.status).toBe(404);
    expect((await adminDb().doc(`invitations/${invitation.id}`).get()).data()?.status).toBe('pending');
  });
});
