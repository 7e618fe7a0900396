import { beforeEach, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { createOrganization, registeredUser } from '../support/actors';
import { clearEmulators, createAccount, signIn, uniqueEmail, type TestAccount } from '../support/emulators';

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.idToken}` });
const registration = (account: TestAccount) => ({
  firebaseUid: account.uid,
  email: account.email,
  firstName: 'Lola',
  lastName: 'Martínez',
});
const userDocs = async () => (await adminDb().collection('users').get()).docs;

beforeEach(async () => {
  await clearEmulators();
});

describe('POST /api/auth/register', () => {
  it('creates the user once: a repeated call returns the same user, never a duplicate', async () => {
    const account = await createAccount(uniqueEmail('lola'));
    const first = await api().post('/api/auth/register').set(bearer(account)).send(registration(account));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: account.uid,
      email: account.email,
      firstName: 'Lola',
      lastName: 'Martínez',
      createdAt: expect.any(String),
      organizations: [],
    });

    const again = await api()
      .post('/api/auth/register')
      .set(bearer(account))
      .send({ ...registration(account), firstName: 'Otra' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await userDocs()).map((doc) => doc.id)).toEqual([account.uid]);
  });

  it('creates one record under concurrent registrations', async () => {
    const account = await createAccount(uniqueEmail('race'));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        api().post('/api/auth/register').set(bearer(account)).send(registration(account)),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.createdAt)).size).toBe(1);
    expect(await userDocs()).toHaveLength(1);
  });

  it("refuses a uid or e-mail that is not the token's with 403, writing nothing", async () => {
    const account = await createAccount(uniqueEmail('me'));
    const other = await createAccount(uniqueEmail('other'));
    const wrongUid = await api()
      .post('/api/auth/register')
      .set(bearer(account))
      .send({ ...registration(account), firebaseUid: other.uid });
    expect(wrongUid.status).toBe(403);
    expect(wrongUid.body.error.code).toBe('identity-mismatch');
    const wrongEmail = await api()
      .post('/api/auth/register')
      .set(bearer(account))
      .send({ ...registration(account), email: other.email });
    expect(wrongEmail.status).toBe(403);
    expect(await userDocs()).toHaveLength(0);
  });

  it('answers missing or malformed fields with 400 and Spanish field errors, writing nothing', async () => {
    const account = await createAccount(uniqueEmail('bad'));
    const missing = await api().post('/api/auth/register').set(bearer(account)).send({ firebaseUid: account.uid });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'validation-failed',
      message: 'Los datos enviados no son válidos',
      fields: {
        email: 'El correo electrónico no es válido',
        firstName: 'Este campo es obligatorio',
        lastName: 'Este campo es obligatorio',
      },
    });

    const malformed = await api()
      .post('/api/auth/register')
      .set(bearer(account))
      .send({ ...registration(account), email: 'no-es-un-correo', firstName: '  ', role: 'owner' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({
      email: 'El correo electrónico no es válido',
      firstName: 'Este campo es obligatorio',
      role: 'Campo no permitido',
    });
    expect(await userDocs()).toHaveLength(0);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 404 before registration', async () => {
    const account = await createAccount(uniqueEmail('early'));
    const response = await api().get('/api/auth/me').set(bearer(account));
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({
      code: 'user-not-found',
      message: 'No existe una cuenta con este correo electrónico',
    });
  });

  it('lists the active memberships as organizations, sorted by name', async () => {
    const account = await createAccount(uniqueEmail('member'));
    await api().post('/api/auth/register').set(bearer(account)).send(registration(account));
    const membership = (organizationId: string, name: string, status = 'active') => ({
      organizationId,
      userId: account.uid,
      role: 'staff',
      status,
      organizationName: name,
      organizationSlug: name.toLowerCase().replace(/\s+/g, '-'),
    });
    const db = adminDb();
    await db.doc(`memberships/o2_${account.uid}`).set(membership('o2', 'Zapatería Sol'));
    await db.doc(`memberships/o1_${account.uid}`).set(membership('o1', 'Ánfora Bar'));
    await db.doc(`memberships/o3_${account.uid}`).set(membership('o3', 'Baja', 'disabled'));
    await db.doc('memberships/o1_someone-else').set({ ...membership('o1', 'Ánfora Bar'), userId: 'someone-else' });

    const response = await api().get('/api/auth/me').set(bearer(account));
    expect(response.status).toBe(200);
    expect(response.body.organizations).toEqual([
      { id: 'o1', slug: 'ánfora-bar', name: 'Ánfora Bar', role: 'staff' },
      { id: 'o2', slug: 'zapatería-sol', name: 'Zapatería Sol', role: 'staff' },
    ]);
  });
});

describe('PUT /api/auth/me', () => {
  it('updates first and last name, also as POST with _method PUT, and nothing else', async () => {
    const account = await createAccount(uniqueEmail('profile'));
    await api().post('/api/auth/register').set(bearer(account)).send(registration(account));

    const put = await api().put('/api/auth/me').set(bearer(account)).send({ firstName: 'Dolores', lastName: 'Martín' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ firstName: 'Dolores', lastName: 'Martín', email: account.email });

    const override = await api()
      .post('/api/auth/me')
      .set(bearer(account))
      .send({ _method: 'PUT', firstName: 'Lola', lastName: 'Martín' });
    expect(override.status).toBe(200);
    expect(override.body.firstName).toBe('Lola');

    const sneaky = await api()
      .put('/api/auth/me')
      .set(bearer(account))
      .send({ firstName: 'Lola', lastName: 'Martín', email: 'x@y.z' });
    expect(sneaky.status).toBe(400);
    expect((await adminDb().doc(`users/${account.uid}`).get()).data()).toMatchObject({
      firstName: 'Lola',
      lastName: 'Martín',
      email: account.email,
    });
  });
});

describe('identity comes only from a verified token', () => {
  const routes = [
    ['get', '/api/auth/me'],
    ['put', '/api/auth/me'],
    ['post', '/api/auth/register'],
  ] as const;

  it.each(routes)('%s %s answers 401 to a firebase-uid header, whatever its value', async (method, path) => {
    const account = await createAccount(uniqueEmail('victim'));
    for (const uid of [account.uid, 'admin']) {
      const response = await api()[method](path).set('firebase-uid', uid).send(registration(account));
      expect(response.status).toBe(401);
      expect(response.body.error).toMatchObject({ code: 'unauthenticated', message: 'Usuario no autenticado' });
    }
    expect(await userDocs()).toHaveLength(0);
  });

  it('answers 401 to a malformed or forged token', async () => {
    for (const header of ['Bearer not-a-token', 'Basic abc', `Bearer ${'a'.repeat(20)}.${'b'.repeat(20)}.c`]) {
      const response = await api().get('/api/auth/me').set('Authorization', header);
      expect(response.status).toBe(401);
    }
  });
});

/**
 * The Auth emulator makes firebase-admin check revocation on every verification, so these pass whatever the server
 * asks; `functions/src/platform/identity/authenticate.test.ts` checks that production verification asks for it too.
 */
describe('disabled and revoked accounts', () => {
  // Revocation is to the second (token auth_time against tokensValidAfterTime): wait before revoking so that the
  // token in hand is strictly older.
  const pastTheSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

  async function memberWithOrganization() {
    const lola = await registeredUser('Lola');
    const organization = await createOrganization(lola, 'Bar Lola');
    const routes = ['/api/auth/me', `/api/organizations/${organization.id}`, '/api/organizations'];
    for (const path of routes) expect((await api().get(path).set(lola.auth)).status, path).toBe(200);
    return { lola, routes };
  }

  it('refuses a disabled user at once, with the token they still hold', async () => {
    const { lola, routes } = await memberWithOrganization();
    await getAuth().updateUser(lola.uid, { disabled: true });
    for (const path of routes) {
      const response = await api().get(path).set(lola.auth);
      expect(response.status, path).toBe(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });

  it('refuses a user whose sessions were revoked at once; a new sign-in works', async () => {
    const { lola, routes } = await memberWithOrganization();
    await pastTheSecond();
    await getAuth().revokeRefreshTokens(lola.uid);
    for (const path of routes) expect((await api().get(path).set(lola.auth)).status, path).toBe(401);
    const fresh = await signIn(lola.email, lola.password);
    expect((await api().get(routes[1]!).set('Authorization', `Bearer ${fresh}`)).status).toBe(200);
  });
});
