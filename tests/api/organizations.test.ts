import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationIds } from '../../functions/src/platform/organizations/repository';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

beforeEach(async () => {
  await clearEmulators();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const count = async (collection: string) => (await adminDb().collection(collection).get()).size;

describe('creating organizations', () => {
  it('creates the organization, reserves its slug and makes the creator its owner', async () => {
    const lola = await registeredUser('Lola');
    const response = await api()
      .post('/api/organizations/create')
      .set(lola.auth)
      .send({ name: 'Peluquería Lola', modules: ['beauty', 'pos'] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Peluquería Lola',
      slug: 'peluqueria-lola',
      role: 'owner',
      // The POS sells at a location, and locations are the configuration module's: it comes with it.
      modules: [{ type: 'beauty' }, { type: 'pos' }, { type: 'configuration' }],
    });
    const id = response.body.id;
    expect((await adminDb().doc('slugs/peluqueria-lola').get()).data()).toEqual({ orgId: id });
    expect((await adminDb().doc(`memberships/${id}_${lola.uid}`).get()).data()).toMatchObject({
      role: 'owner',
      status: 'active',
      organizationSlug: 'peluqueria-lola',
      email: lola.email,
      firstName: 'Lola',
    });
  });

  it('keeps slugs unique with a numeric suffix and away from the app’s own routes', async () => {
    const lola = await registeredUser('Lola');
    const first = await createOrganization(lola, 'Peluquería Lola');
    const second = await createOrganization(lola, 'Peluqueria  LOLA!');
    const reserved = await createOrganization(lola, 'Admin');
    expect([first.slug, second.slug, reserved.slug]).toEqual(['peluqueria-lola', 'peluqueria-lola-2', 'admin-org']);
  });

  it('creates distinct slugs under concurrent creations with the same name', async () => {
    const lola = await registeredUser('Lola');
    const created = await Promise.all([1, 2, 3].map(() => createOrganization(lola, 'Bar Pepe')));
    expect(new Set(created.map((o) => o.slug))).toEqual(new Set(['bar-pepe', 'bar-pepe-2', 'bar-pepe-3']));
  });

  it('never gives a new organization a slug that is an existing organization’s id', async () => {
    // Firestore ids are 20 random letters and digits: now and then all lowercase, a name's slug.
    const id = 'k3m9x2p7q4w8z5t1n6r0';
    await adminDb().doc(`organizations/${id}`).set({
      name: 'Bar Antiguo',
      slug: 'bar-antiguo',
      modules: [],
      fiscal: {},
      createdAt: new Date(),
      createdBy: 'x',
    });
    await adminDb().doc('slugs/bar-antiguo').set({ orgId: id });
    const lola = await registeredUser('Lola');
    const created = await createOrganization(lola, id);
    expect(created.slug).toBe(`${id}-2`);
    expect((await adminDb().doc(`slugs/${id}`).get()).exists).toBe(false);
  });

  it('never gives a new organization an id that is an existing slug', async () => {
    const lola = await registeredUser('Lola');
    const pepe = await createOrganization(lola, 'Bar Pepe');
    // The id generator draws an existing slug first (as a random id one day could).
    vi.spyOn(organizationIds, 'next').mockReturnValueOnce('bar-pepe');
    const other = await createOrganization(lola, 'Zapatería Sol');
    expect(other.id).not.toBe('bar-pepe');
    expect(other.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await api().get('/api/organizations/bar-pepe').set(lola.auth)).body.id).toBe(pepe.id);
    expect((await api().get(`/api/organizations/${other.id}`).set(lola.auth)).body.name).toBe('Zapatería Sol');
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const lola = await registeredUser('Lola');
    for (const body of [{}, { name: 'X' }, { name: 'Bar', modules: ['spaceship'] }, { name: 'Bar', slug: 'mine' }]) {
      const response = await api().post('/api/organizations/create').set(lola.auth).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation-failed');
    }
    expect(await count('organizations')).toBe(0);
    expect(await count('slugs')).toBe(0);
  });

  it('lists the caller’s organizations sorted by name, with the role', async () => {
    const lola = await registeredUser('Lola');
    const pepe = await registeredUser('Pepe');
    await createOrganization(lola, 'Zapatería Sol');
    const bar = await createOrganization(pepe, 'Ánfora Bar');
    await addMember(pepe, bar.id, lola, 'staff');
    const response = await api().get('/api/organizations').set(lola.auth);
    expect(response.body.map((o: { name: string; role: string }) => [o.name, o.role])).toEqual([
      ['Ánfora Bar', 'staff'],
      ['Zapatería Sol', 'owner'],
    ]);
  });
});

describe('one organization', () => {
  let owner: Actor;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  beforeEach(async () => {
    owner = await registeredUser('Lola');
    // The website alone: a module that needs no other (beauty brings configuration, as the POS does).
    org = await createOrganization(owner, 'Peluquería Lola', ['cms']);
  });

  it('is found by slug or by id', async () => {
    for (const ref of [org.slug, org.id]) {
      const response = await api().get(`/api/organizations/${ref}`).set(owner.auth);
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(org.id);
    }
  });

  it('updates name and fiscal data (NIF/CIF checked), also as POST with _method PUT', async () => {
    const response = await api()
      .post(`/api/organizations/${org.id}`)
      .set(owner.auth)
      .send({
        _method: 'PUT',
        name: 'Peluquería Lola Centro',
        fiscal: { businessName: 'Lola SL', taxId: 'b-12345674' },
      });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Peluquería Lola Centro',
      slug: 'peluqueria-lola',
      fiscal: { businessName: 'Lola SL', taxId: 'B12345674' },
    });
    expect((await adminDb().doc(`memberships/${org.id}_${owner.uid}`).get()).data()?.organizationName).toBe(
      'Peluquería Lola Centro',
    );

    const bad = await api()
      .put(`/api/organizations/${org.id}`)
      .set(owner.auth)
      .send({ fiscal: { taxId: '12345678A' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'fiscal.taxId': 'El NIF/CIF no es válido' });
    expect((await adminDb().doc(`organizations/${org.id}`).get()).data()?.fiscal.taxId).toBe('B12345674');
  });

  it('enables and disables modules of the spec only', async () => {
    const enabled = await api()
      .post(`/api/organizations/${org.id}/modules`)
      .set(owner.auth)
      .send({ moduleType: 'crm' });
    expect(enabled.body.modules.map((m: { type: string }) => m.type)).toEqual(['cms', 'crm']);
    const again = await api().post(`/api/organizations/${org.id}/modules`).set(owner.auth).send({ moduleType: 'crm' });
    expect(again.body.modules).toHaveLength(2);
    const unknown = await api().post(`/api/organizations/${org.id}/modules`).set(owner.auth).send({ moduleType: 'x' });
    expect(unknown.status).toBe(400);
    const removed = await api()
      .post(`/api/organizations/${org.id}/modules/cms`)
      .set(owner.auth)
      .send({ _method: 'DELETE' });
    expect(removed.body.modules.map((m: { type: string }) => m.type)).toEqual(['crm']);
    const badType = await api().delete(`/api/organizations/${org.id}/modules/spaceship`).set(owner.auth);
    expect(badType.status).toBe(400);
  });

  it('enables the modules a module needs, and keeps them on while it is on', async () => {
    const base = `/api/organizations/${org.id}/modules`;
    const types = (body: { modules: { type: string }[] }) => body.modules.map((m) => m.type);
    const pos = await api().post(base).set(owner.auth).send({ moduleType: 'pos' });
    expect(pos.status).toBe(200);
    expect(types(pos.body)).toEqual(['cms', 'pos', 'configuration']);

    const refused = await api().delete(`${base}/configuration`).set(owner.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'module-required',
      message: 'Otro módulo activo necesita este módulo: desactiva ese primero',
    });
    const stored = (await adminDb().doc(`organizations/${org.id}`).get()).data()?.modules;
    expect(stored.map((m: { type: string }) => m.type)).toEqual(['cms', 'pos', 'configuration']);

    await api().delete(`${base}/pos`).set(owner.auth).expect(200);
    const freed = await api().delete(`${base}/configuration`).set(owner.auth);
    expect(types(freed.body)).toEqual(['cms']);
  });

  it('makes invited people members with the role given; staff can read the organization but not manage it', async () => {
    const ana = await registeredUser('Ana');
    await addMember(owner, org.id, ana, 'staff');
    const members = await api().get(`/api/organizations/${org.id}/users`).set(owner.auth);
    expect(members.body.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [ana.email, 'staff'],
      [owner.email, 'owner'],
    ]);

    expect((await api().get(`/api/organizations/${org.slug}`).set(ana.auth)).status).toBe(200);
    for (const [method, path, body] of [
      ['put', `/api/organizations/${org.id}`, { name: 'Mía' }],
      ['get', `/api/organizations/${org.id}/users`, undefined],
      ['get', `/api/organizations/${org.id}/invitations`, undefined],
      ['post', `/api/organizations/${org.id}/users`, { email: 'amiga@example.com', role: 'staff' }],
      ['post', `/api/organizations/${org.id}/modules`, { moduleType: 'crm' }],
      ['delete', `/api/organizations/${org.id}`, undefined],
    ] as const) {
      const response = await api()[method](path).set(ana.auth).send(body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error.message).toBe('No tienes permiso para realizar esta acción');
    }
  });

  it('never leaves the organization without an owner', async () => {
    const demote = await api()
      .post(`/api/organizations/${org.id}/users/${owner.uid}/role`)
      .set(owner.auth)
      .send({ role: 'admin' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe('La organización debe tener al menos un propietario');
    const leave = await api().delete(`/api/organizations/${org.id}/users/${owner.uid}`).set(owner.auth);
    expect(leave.status).toBe(409);

    const pepe = await registeredUser('Pepe');
    await addMember(owner, org.id, pepe, 'owner');
    const nowAllowed = await api()
      .post(`/api/organizations/${org.id}/users/${owner.uid}/role`)
      .set(owner.auth)
      .send({ role: 'admin' });
    expect(nowAllowed.status).toBe(200);
    expect(nowAllowed.body.role).toBe('admin');
  });

  it('keeps one owner when the last two owners demote each other at the same time', async () => {
    const pepe = await registeredUser('Pepe');
    await addMember(owner, org.id, pepe, 'owner');
    const results = await Promise.all([
      api().post(`/api/organizations/${org.id}/users/${pepe.uid}/role`).set(owner.auth).send({ role: 'staff' }),
      api().post(`/api/organizations/${org.id}/users/${owner.uid}/role`).set(pepe.auth).send({ role: 'staff' }),
    ]);
    const owners = await adminDb()
      .collection('memberships')
      .where('organizationId', '==', org.id)
      .where('role', '==', 'owner')
      .get();
    expect(owners.size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lets an admin manage members but not make, invite or unmake owners', async () => {
    const admin = await registeredUser('Admin');
    const ana = await registeredUser('Ana');
    await addMember(owner, org.id, admin, 'admin');
    const makeOwner = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(admin.auth)
      .send({ email: ana.email, role: 'owner' });
    expect(makeOwner.status).toBe(403);
    const addStaff = await api()
      .post(`/api/organizations/${org.id}/users`)
      .set(admin.auth)
      .send({ email: ana.email, role: 'staff' });
    expect(addStaff.status).toBe(201);
    expect((await api().post(`/api/invitations/${addStaff.body.id}/accept`).set(ana.auth)).status).toBe(200);
    const demoteOwner = await api()
      .post(`/api/organizations/${org.id}/users/${owner.uid}/role`)
      .set(admin.auth)
      .send({ role: 'staff' });
    expect(demoteOwner.status).toBe(403);
    const removeStaff = await api().delete(`/api/organizations/${org.id}/users/${ana.uid}`).set(admin.auth);
    expect(removeStaff.status).toBe(200);
    expect(removeStaff.body.map((m: { userId: string }) => m.userId)).not.toContain(ana.uid);
  });

  it('is deleted by its owner only, with all its data, memberships and slug', async () => {
    const admin = await registeredUser('Admin');
    await addMember(owner, org.id, admin, 'admin');
    await adminDb().doc(`organizations/${org.id}/orders/o1`).set({ total: 1250 });
    expect((await api().delete(`/api/organizations/${org.id}`).set(admin.auth)).status).toBe(403);

    const response = await api().post(`/api/organizations/${org.id}`).set(owner.auth).send({ _method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await adminDb().doc(`organizations/${org.id}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`organizations/${org.id}/orders/o1`).get()).exists).toBe(false);
    expect(await count('memberships')).toBe(0);
    expect((await adminDb().doc(`slugs/${org.slug}`).get()).exists).toBe(false);
    expect((await api().get('/api/organizations').set(owner.auth)).body).toEqual([]);
  });
});
