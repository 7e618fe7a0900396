import { execFileSync } from 'node:child_process';
import { FieldValue } from 'firebase-admin/firestore';
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
      ['get', '/api/admin/organizations', undefined],
      ['post', '/api/admin/organizations', { name: `Org ${uniqueEmail('o')}`, modules: ['crm'] }],
      ['get', '/api/admin/stats', undefined],
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

  it('finds a user by any word of the names or the e-mail, or by the address, accents and case ignored', async () => {
    const lucia = await registeredUser('Lucia', 'López Ruiz');
    const luis = await registeredUser('Luis', 'Gil');
    const search = async (q: string) =>
      (await api().get('/api/users').query({ q }).set(admin.auth)).body.items.map((u: { id: string }) => u.id);

    expect(await search('lopez')).toEqual([lucia.uid]);
    expect(await search('RUIZ')).toEqual([lucia.uid]);
    expect(await search('LUCÍA')).toEqual([lucia.uid]);
    expect(await search('lucia lopez')).toEqual([lucia.uid]);
    expect(await search(lucia.email)).toEqual([lucia.uid]);
    expect(await search(luis.email.toUpperCase())).toEqual([luis.uid]);
    expect(await search(luis.email.slice(0, luis.email.indexOf('@') + 3))).toEqual([luis.uid]);
    // Every test e-mail is at example.com: its words find all of them.
    expect(await search('example')).toHaveLength(3);

    // The keys follow the profile, an administrator's changes, and an administrator's new account.
    await api().put('/api/auth/me').set(lucia.auth).send({ firstName: 'Lucía', lastName: 'Márquez' });
    expect(await search('marquez')).toEqual([lucia.uid]);
    expect(await search('lopez')).toEqual([]);
    await api().put(`/api/users/${luis.uid}`).set(admin.auth).send({ email: 'luis.nuevo@bar.example' });
    expect(await search('luis.nuevo@bar')).toEqual([luis.uid]);
    const marta = await api()
      .post('/api/users')
      .set(admin.auth)
      .send({ email: uniqueEmail('marta'), password: 'secreto1', firstName: 'Marta', lastName: 'Iñíguez' });
    expect(await search('iniguez')).toEqual([marta.body.id]);
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

describe('organizations as administrators see them', () => {
  it('lists every organization paged and searched on the server, with member counts and modules', async () => {
    const owner = await registeredUser('Duena');
    const staff = await registeredUser('Empleado');
    const bar = await createOrganization(owner, 'Bar Álvarez', ['restaurant', 'pos']);
    await addMember(owner, bar.id, staff, 'staff');
    await createOrganization(owner, 'Barbería Sol', ['beauty']);
    await createOrganization(owner, 'Tienda Luz');

    const found = await api().get('/api/admin/organizations?q=bar%20alva').set(admin.auth);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, page: 1 });
    expect(found.body.items[0]).toMatchObject({ id: bar.id, name: 'Bar Álvarez', slug: 'bar-alvarez', memberCount: 2 });
    expect(found.body.items[0].modules.map((m: { type: string }) => m.type)).toEqual([
      'restaurant',
      'pos',
      'configuration',
    ]);
    // Case and accents do not matter.
    expect((await api().get('/api/admin/organizations?q=BAR').set(admin.auth)).body.total).toBe(2);

    const first = await api().get('/api/admin/organizations?pageSize=2&page=1').set(admin.auth);
    const second = await api().get('/api/admin/organizations?pageSize=2&page=2').set(admin.auth);
    expect(first.body).toMatchObject({ total: 3, pageSize: 2 });
    expect(first.body.items.map((o: { slug: string }) => o.slug)).toEqual(['bar-alvarez', 'barberia-sol']);
    expect(second.body.items.map((o: { slug: string }) => o.slug)).toEqual(['tienda-luz']);
    expect((await api().get('/api/admin/organizations?page=0').set(admin.auth)).status).toBe(400);
  });

  it('finds an organization by any word of its name, its slug, legal name or NIF, accents and case ignored', async () => {
    const owner = await registeredUser('Duena');
    const lola = await createOrganization(owner, 'Casa Lola');
    const lopez = await createOrganization(owner, 'Bodega López');
    const other = await createOrganization(owner, 'Tienda Luz');
    const fiscal = { businessName: 'Restauración Ibérica SL', taxId: 'B12345674' };
    expect((await api().put(`/api/organizations/${other.id}`).set(owner.auth).send({ fiscal })).status).toBe(200);
    const created = await api().post('/api/admin/organizations').set(admin.auth).send({ name: 'Mesón Ñandú' });
    const search = async (q: string) =>
      (await api().get('/api/admin/organizations').query({ q }).set(admin.auth)).body.items.map(
        (o: { id: string }) => o.id,
      );

    expect(await search('Lola')).toEqual([lola.id]);
    expect(await search('lopez')).toEqual([lopez.id]);
    expect(await search('LÓPEZ')).toEqual([lopez.id]);
    expect(await search('bodega-lopez')).toEqual([lopez.id]);
    expect(await search('B12345674')).toEqual([other.id]);
    expect(await search('b1234')).toEqual([other.id]);
    expect(await search('iberica')).toEqual([other.id]);
    expect(await search('nandu')).toEqual([created.body.id]);
    expect(await search('ola')).toEqual([]);

    // The keys follow a rename; the slug (and so its words) stays.
    await api().put(`/api/organizations/${lola.id}`).set(owner.auth).send({ name: 'Taberna Pepa' });
    expect(await search('pepa')).toEqual([lola.id]);
    expect(await search('casa')).toEqual([lola.id]);
    expect(await search('lola')).toEqual([lola.id]);
  });

  it('finds organizations and users stored before they had search keys once the backfill script has run', async () => {
    const owner = await registeredUser('Duena', 'Sánchez');
    const org = await createOrganization(owner, 'Casa Lola');
    const searchTokens = FieldValue.delete();
    await adminDb().doc(`organizations/${org.id}`).update({ searchTokens });
    await adminDb().doc(`users/${owner.uid}`).update({ searchTokens });
    const found = async () => [
      (await api().get('/api/admin/organizations?q=lola').set(admin.auth)).body.total,
      (await api().get('/api/users?q=sanchez').set(admin.auth)).body.total,
    ];
    expect(await found()).toEqual([0, 0]);

    const run = () => execFileSync('node', ['scripts/backfill-search-tokens.mjs'], { cwd: ROOT, env: process.env });
    expect(run().toString()).toMatch(/organizaciones 1, usuarios 1\./);
    expect(await found()).toEqual([1, 1]);
    // Keys that are right are left alone.
    expect(run().toString()).toMatch(/organizaciones 0, usuarios 0\./);
  });

  it('creates an organization for a registered owner, audited in the same transaction', async () => {
    const owner = await registeredUser('Rosa');
    const response = await api()
      .post('/api/admin/organizations')
      .set(admin.auth)
      .send({ name: 'Floristería Rosa', modules: ['ecommerce'], ownerEmail: owner.email.toUpperCase() });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Floristería Rosa', slug: 'floristeria-rosa', memberCount: 1 });
    const membership = await adminDb().doc(`memberships/${response.body.id}_${owner.uid}`).get();
    expect(membership.data()).toMatchObject({ role: 'owner', status: 'active' });
    const ownView = await api().get('/api/organizations').set(owner.auth);
    expect(ownView.body.map((o: { slug: string }) => o.slug)).toEqual(['floristeria-rosa']);
    const entries = await adminDb().collection('auditLog').where('action', '==', 'organization.create').get();
    expect(entries.docs.map((doc) => doc.data())).toMatchObject([
      {
        actor: { uid: admin.uid, email: admin.email },
        target: { type: 'organization', id: response.body.id, label: 'Floristería Rosa' },
        after: { modules: ['ecommerce'], owner: owner.email },
      },
    ]);

    // Without an owner: an organization with no members yet, to which the administrator then invites people.
    const empty = await api().post('/api/admin/organizations').set(admin.auth).send({ name: 'Sin Dueño' });
    expect(empty.body.memberCount).toBe(0);
    const added = await api()
      .post(`/api/organizations/${empty.body.id}/users`)
      .set(admin.auth)
      .send({ email: owner.email, role: 'owner' });
    expect(added.status).toBe(201);
  });

  it('refuses bad bodies and unknown owners with Spanish messages and creates nothing', async () => {
    const bad = await api()
      .post('/api/admin/organizations')
      .set(admin.auth)
      .send({ name: 'x', modules: ['nope'], ownerEmail: 'no', slug: 'mine' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'Debe tener al menos 2 caracteres',
      ownerEmail: 'El correo electrónico no es válido',
      slug: 'Campo no permitido',
    });
    expect(bad.body.error.fields['modules.0']).toBeDefined();
    const unknown = await api()
      .post('/api/admin/organizations')
      .set(admin.auth)
      .send({ name: 'Nadie', ownerEmail: 'nadie@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No hay ningún usuario registrado con ese correo electrónico');
    expect((await adminDb().collection('organizations').get()).size).toBe(0);
    expect((await adminDb().collection('auditLog').get()).size).toBe(0);
  });

  it('counts organizations, users and enabled modules for the dashboard', async () => {
    const owner = await registeredUser('Duena');
    await createOrganization(owner, 'Uno', ['crm', 'pos']);
    await createOrganization(owner, 'Dos', ['crm']);
    const response = await api().get('/api/admin/stats').set(admin.auth);
    expect(response.status).toBe(200);
    // The POS brings the configuration module (its locations) with it.
    expect(response.body).toMatchObject({ organizations: 2, users: 2, enabledModules: 4 });
    expect(response.body.modulesByType).toMatchObject({ crm: 2, pos: 1, configuration: 1, beauty: 0 });
  });
});

describe('administrators changing organizations they do not own', () => {
  it('writes each change to the audit log; an owner’s own changes are not audited', async () => {
    const owner = await registeredUser('Duena');
    const member = await registeredUser('Miembro');
    const org = await createOrganization(owner, 'Tienda de Ana');
    const base = `/api/organizations/${org.id}`;

    // The owner's own changes are the organization's business, not the platform's.
    expect((await api().put(base).set(owner.auth).send({ name: 'Tienda Ana' })).status).toBe(200);
    expect((await api().post(`${base}/modules`).set(owner.auth).send({ moduleType: 'pos' })).status).toBe(200);
    expect(await auditActions()).toEqual([]);

    const ok = async (call: PromiseLike<{ status: number; body: { id?: string } }>) => {
      const response = await call;
      expect(response.status).toBeLessThan(300);
      return response.body;
    };
    await ok(api().put(base).set(admin.auth).send({ name: 'Tienda de Ana SL' }));
    await ok(api().post(`${base}/modules`).set(admin.auth).send({ moduleType: 'crm' }));
    await ok(api().post(`${base}/modules/crm`).set(admin.auth).send({ _method: 'DELETE' }));
    const invitation = await ok(
      api().post(`${base}/users`).set(admin.auth).send({ email: member.email, role: 'staff' }),
    );
    // Accepting is the invited person's own business: not audited.
    await ok(api().post(`/api/invitations/${invitation.id}/accept`).set(member.auth));
    const other = await ok(
      api().post(`${base}/users`).set(admin.auth).send({ email: 'otra@example.com', role: 'staff' }),
    );
    await ok(api().delete(`${base}/invitations/${other.id}`).set(admin.auth));
    await ok(api().post(`${base}/users/${member.uid}/role`).set(admin.auth).send({ role: 'manager' }));
    await ok(api().delete(`${base}/users/${member.uid}`).set(admin.auth));
    await ok(api().delete(base).set(admin.auth));

    const entries = (await adminDb().collection('auditLog').orderBy('at').get()).docs.map((doc) => doc.data());
    expect(entries.map((e) => e.action)).toEqual([
      'organization.update',
      'organization.module-enable',
      'organization.module-disable',
      'member.invite',
      'member.invite',
      'member.invite-cancel',
      'member.role',
      'member.remove',
      'organization.delete',
    ]);
    expect(entries.every((e) => e.actor.uid === admin.uid)).toBe(true);
    expect(entries[0]).toMatchObject({
      target: { type: 'organization', id: org.id, label: 'Tienda de Ana SL' },
      before: { name: 'Tienda Ana' },
      after: { name: 'Tienda de Ana SL' },
    });
    expect(entries[3]).toMatchObject({
      target: { type: 'invitation', id: invitation.id, label: `${member.email} · Tienda de Ana SL` },
      after: { email: member.email, role: 'staff' },
    });
    expect(entries[5]).toMatchObject({
      target: { type: 'invitation', id: other.id },
      before: { email: 'otra@example.com', role: 'staff' },
    });
    expect(entries[6]).toMatchObject({
      target: { type: 'membership', id: `${org.id}_${member.uid}` },
      before: { role: 'staff' },
      after: { role: 'manager' },
    });
    expect(entries[8]).toMatchObject({ target: { id: org.id }, before: { slug: 'tienda-de-ana' } });
  });

  it('does not audit an administrator acting as the owner of their own organization, but does as a mere member', async () => {
    const own = await createOrganization(admin, 'Mi Tienda');
    expect((await api().put(`/api/organizations/${own.id}`).set(admin.auth).send({ name: 'Mi Tienda 2' })).status).toBe(
      200,
    );
    expect(await auditActions()).toEqual([]);

    const owner = await registeredUser('Duena');
    const other = await createOrganization(owner, 'Ajena');
    await addMember(owner, other.id, admin, 'staff');
    // A staff member may not rename; the administrator's power does, and that is audited.
    expect((await api().put(`/api/organizations/${other.id}`).set(admin.auth).send({ name: 'Ajena 2' })).status).toBe(
      200,
    );
    expect(await auditActions()).toEqual(['organization.update']);
  });

  it('writes nothing, audit included, when the change is refused', async () => {
    const owner = await registeredUser('Duena');
    const org = await createOrganization(owner, 'Tienda');
    const lastOwner = await api().delete(`/api/organizations/${org.id}/users/${owner.uid}`).set(admin.auth);
    expect(lastOwner.status).toBe(409);
    const bad = await api().put(`/api/organizations/${org.id}`).set(admin.auth).send({ name: '' });
    expect(bad.status).toBe(400);
    expect(await auditActions()).toEqual([]);
  });

  it('shows the latest entries of the log, newest first, to administrators only', async () => {
    const user = await registeredUser('Pablo');
    await api().post(`/api/users/${user.uid}/reset-password`).set(admin.auth).send({ newPassword: 'nueva123' });
    await api().put(`/api/users/${user.uid}`).set(admin.auth).send({ firstName: 'Pablito' });
    const log = await api().get('/api/admin/audit-log').set(admin.auth);
    expect(log.status).toBe(200);
    expect(log.body.map((e: { action: string }) => e.action)).toEqual(['user.update', 'user.reset-password']);
    expect(log.body[0]).toMatchObject({ actor: { email: admin.email }, target: { label: user.email } });
    // Not Pablo: resetting his password revoked his session (401 once his token is older than the reset).
    const member = await registeredUser('Luisa');
    expect((await api().get('/api/admin/audit-log').set(member.auth)).status).toBe(403);
  });
});
