import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api-app';
import { clearEmulators, signIn } from '../support/emulators';
// @ts-expect-error: plain .mjs script of npm start
import { seed } from '../../emulators/seed.mjs';
import demoUsers from '../../emulators/seed/auth.json';

/** The demo data `npm start` loads must work with the real API: every demo user signs in and sees Casa Lola. */
describe('demo seed', () => {
  beforeAll(async () => {
    await clearEmulators();
    await seed();
  });

  it('has one demo user of each role, all members of Casa Lola with every module', async () => {
    const roles: string[] = [];
    for (const user of demoUsers.filter((u) => !u.customClaims)) {
      const token = await signIn(user.email, user.password);
      const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
      expect(me.body.organizations).toHaveLength(1);
      expect(me.body.organizations[0]).toMatchObject({ slug: 'casa-lola', name: 'Casa Lola' });
      roles.push(me.body.organizations[0].role);
      const organization = await api().get('/api/organizations/casa-lola').set('Authorization', `Bearer ${token}`);
      expect(organization.body.modules).toHaveLength(12);
    }
    expect(roles.sort()).toEqual(['admin', 'manager', 'owner', 'staff']);
  });

  it('has a platform administrator who may call the admin routes', async () => {
    const admin = demoUsers.find((u) => u.customClaims?.platformAdmin)!;
    const token = await signIn(admin.email, admin.password);
    const response = await api().get('/api/users').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(demoUsers.length);
  });
});
