import { execFileSync } from 'node:child_process';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, platformAdmin, registeredUser, type Actor } from '../support/actors';
import { clearEmulators, signIn, uniqueEmail } from '../support/emulators';

const ROOT = new URL('../../', import.meta.url).pathname;
const auditActions = async () =>
  (await adminDb().collection('auditLog').orderBy('at').get()).docs.map((doc) => doc.data().action as string);

let admin: Actor;
beforeEach(async () => {
  await clearEmulators();
  admin = await platformAdmin();
});

describe('who may call the admin routes', () => {
  const routes = (id: string) =>
    [
      ['get', '/api/users', undefined],
      ['post', '/api/users', { email: uniqueEmail('nuevo'), password: 'secreto1', firstName: 'N', lastName: 'U' }],
      ['put', `/api/users/${id}`, { firstName: 'Cambiado' }],
      ['post', `/api/users/${id}/reset-password`, { newPassword: 'nueva123' }],
      ['get', '/api/admin/audit-log', undefined],
      ['delete', `/api/users/${id}`, undefined],
    ] as const;

  it('answers 401 to firebase-uid: admin, 403 to a valid non-admin token and 2xx to an admin', async () => {
    const target = await registeredUser('Objetivo');
    const someone = await registeredUser('Cualquiera');
    for (const [method, path, body] of routes(target.uid)) {
      const forged = await api()[method](path).set('firebase-uid', 'admin').send(body);
      expect(forged.status, `${method} ${path} forged`).toBe(401);
      const user = await api()[method](path).set(someone.auth).send(body);
      expect(user.status, `${method} ${path} non-admin`).toBe(403);
    }
    for (const [method, path, body] of routes(target.uid)) {
      const response = await api()[method](path).set(admin.auth).send(body);
      expect(response.status, `${method} ${path} admin`).toBeLessThan(300);
    }
  });

  it('refuses the next call of an admin revoked with npm run admin:revoke', async () => {
    const second = await platformAdmin('Segundo');
    expect((await api().get('/api/users').set(second.auth)).status).toBe(200);
    // Revocation is to the second: tokens issued in the same second as the revocation stay valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    execFileSync('node', ['scripts/admin-claims.mjs', 'revoke', second.email], { cwd: ROOT, env: process.env });
    expect((await api().get('/api/users').set(second.auth)).status).toBe(401);
    const fresh = await signIn(second.email, second.password);
    expect((await api().get('/api/users').set('Authorization', `Bearer ${fresh}`)).status).toBe(403);
    expect(await auditActions()).toContain('user.revoke-admin');
  });
});

describe('managing users', () => {
  it('creates an account that can sign in, and logs it', async () => {
    const email = uniqueEmail('marta');
    const created = await api()
      .post('/api/users')
      .set(admin.auth)
      .send({ email, password: 'secreto1', firstName: 'Marta', lastName: 'Gil' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, firstName: 'Marta', platformAdmin: false, organizations: [] });
    await signIn(email, 'secreto1');
    const entry = (await adminDb().collection('auditLog').where('action', '==', 'user.create').get()).docs[0]?.data();
    expect(entry).toMatchObject({
      actor: { uid: admin.uid },
      target: { type: 'user', id: created.body.id, label: email },
    });

    const again = await api()
      .post('/api/users')
      .set(admin.auth)
      .send({ email, password: 'secreto1', firstName: 'Marta', lastName: 'Gil' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Ya existe una cuenta con este correo electrónico');
  });

  it('refuses bad bodies with Spanish field errors and creates nothing', async () => {
    const response = await api()
      .post('/api/users')
      .set(admin.auth)
      .send({ email: 'no', password: '123', firstName: '', role: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      email: 'El correo electrónico no es válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
      role: 'Campo no permitido',
    });
    const reset = await api()
      .post(`/api/users/${admin.uid}/reset-password`)
      .set(admin.auth)
      .send({ newPassword: '12' });
    expect(reset.body.error.fields).toEqual({ newPassword: 'La contraseña debe tener al menos 6 caracteres' });
    expect((await adminDb().collection('users').get()).size).toBe(1);
  });

  it('lists users paged and searched on the server', async () => {
    for (const name of ['zoe', 'zara', 'luis']) await registeredUser(name);
    const page = await api().get('/api/users?q=ZA&pageSize=10').set(admin.auth);
    expect(page.body.total).toBe(1);
    expect(page.body.items[0].email).toMatch(/^zara-/);
    const firstPage = await api().get('/api/users?pageSize=2&page=1').set(admin.auth);
    const secondPage = await api().get('/api/users?pageSize=2&page=2').set(admin.auth);
    expect(firstPage.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(secondPage.body.items).toHaveLength(2);
    expect(firstPage.body.items.map((u: { id: string }) => u.id)).not.toContain(secondPage.body.items[0].id);
    expect((await api().get('/api/users?pageSize=1000').set(admin.auth)).status).toBe(400);
  });

  it('resets a password: the new one works, the old one no longer does', async () => {
    const user = await registeredUser('Pablo');
    const response = await api()
      .post(`/api/users/${user.uid}/reset-password`)
      .set(admin.auth)
      .send({ newPassword: 'nueva123' });
    expect(response.status).toBe(200);
    await signIn(user.email, 'nueva123');
    await expect(signIn(user.email, user.password)).rejects.toThrow(/INVALID/);
    expect(await auditActions()).toContain('user.reset-password');
  });

  it('never deletes oneself, the last administrator, or the last owner of an organization', async () => {
    const self = await api().delete(`/api/users/${admin.uid}`).set(admin.auth);
    expect(self.status).toBe(409);
    const revokeSelf = await api().put(`/api/users/${admin.uid}`).set(admin.auth).send({ platformAdmin: false });
    expect(revokeSelf.status).toBe(409);
    expect(revokeSelf.body.error.message).toBe('Debe quedar al menos un administrador de la plataforma');

    const owner = await registeredUser('Duena');
    const staff = await registeredUser('Empleado');
    const org = await createOrganization(owner, 'Tienda');
    await addMember(owner, org.id, staff, 'staff');
    const lastOwner = await api().delete(`/api/users/${owner.uid}`).set(admin.auth);
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.error.message).toBe('La organización debe tener al menos un propietario');

    const removed = await api().post(`/api/users/${staff.uid}`).set(admin.auth).send({ _method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await adminDb().doc(`users/${staff.uid}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`memberships/${org.id}_${staff.uid}`).get()).exists).toBe(false);
    await expect(signIn(staff.email, staff.password)).rejects.toThrow();
    expect(await auditActions()).toContain('user.delete');
  });
});

describe('administrators and organizations', () => {
  it('may call the organization routes of any organization', async () => {
    const owner = await registeredUser('Duena');
    const org = await createOrganization(owner, 'Tienda de Ana');
    expect((await api().get(`/api/organizations/${org.slug}`).set(admin.auth)).status).toBe(200);
    const modules = await api()
      .post(`/api/organizations/${org.id}/modules`)
      .set(admin.auth)
      .send({ moduleType: 'crm' });
    expect(modules.body.modules.map((m: { type: string }) => m.type)).toEqual(['crm']);
    const member = await registeredUser('Nuevo');
    const added = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(admin.auth)
      .send({ email: member.email, role: 'manager' });
    expect(added.status).toBe(201);
  });
});
