import { beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@plataforma/domain';
import { tenantRouteRegistry } from '../../functions/src/platform/organizations/tenant-router';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

/**
 * Tenant isolation: a member (even the owner) of organization B asking for anything of organization A gets 404
 * 'Organización no encontrada', sees none of A's data, and changes nothing. Every organization-scoped route must be
 * listed here: a route registered without a case fails the first test. Module issues add their routes below.
 */
/** The body a route needs to pass validation, so that only the tenant check can refuse it. */
type Case = { body?: Record<string, unknown> };
interface World {
  a: Organization;
  aMember: Actor;
}

const CASES: Record<string, Case> = {
  'get /organizations/:organization': {},
  'put /organizations/:organization': { body: { name: 'Robada' } },
  'delete /organizations/:organization': {},
  'post /organizations/:organization/modules': { body: { moduleType: 'crm' } },
  'delete /organizations/:organization/modules/:type': {},
  'get /organizations/:organization/users': {},
  'post /organizations/:organization/users': { body: { email: 'intruso@example.com', role: 'owner' } },
  'delete /organizations/:organization/users/:userId': {},
  'post /organizations/:organization/users/:userId/role': { body: { role: 'staff' } },
};

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Fills a registered path with organization A's real ids (by id and by slug). */
function concrete(path: string, world: World, ref: string): string {
  return `/api${path
    .replace(':organization', ref)
    .replace(':type', world.a.modules[0]!.type)
    .replace(':userId', world.aMember.uid)}`;
}

let world: World;
let intruder: Actor;
let snapshotOfA: () => Promise<unknown>;

beforeAll(async () => {
  await clearEmulators();
  const aOwner = await registeredUser('Ana');
  const aMember = await registeredUser('Alba');
  const a = await createOrganization(aOwner, 'Organización A', ['restaurant', 'pos']);
  await addMember(aOwner, a.id, aMember, 'manager');
  intruder = await registeredUser('Beto');
  await createOrganization(intruder, 'Organización B', ['restaurant', 'pos']);
  await adminDb().doc(`organizations/${a.id}/orders/o1`).set({ total: 990 });
  world = { a, aMember };
  snapshotOfA = async () => {
    const db = adminDb();
    const [org, members, order] = await Promise.all([
      db.doc(`organizations/${a.id}`).get(),
      db.collection('memberships').where('organizationId', '==', a.id).get(),
      db.doc(`organizations/${a.id}/orders/o1`).get(),
    ]);
    return { org: org.data(), members: members.docs.map((d) => [d.id, d.data()]).sort(), order: order.data() };
  };
});

describe('tenant isolation', () => {
  it('lists a case for every organization-scoped route', () => {
    const registered = tenantRouteRegistry.map(key).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !(route in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s of organization A answers 404 to a member of B', async (route, testCase) => {
    const [method] = route.split(' ') as ['get' | 'post' | 'put' | 'delete'];
    const path = route.slice(method.length + 1);
    const before = await snapshotOfA();
    for (const ref of [world.a.id, world.a.slug]) {
      const request = api()[method](concrete(path, world, ref));
      const response = await request.set(intruder.auth).send(testCase.body);
      expect(response.status, `${route} via ${ref}`).toBe(404);
      expect(response.body).toEqual({
        error: { code: 'organization-not-found', message: 'Organización no encontrada', requestId: expect.any(String) },
      });
      expect(JSON.stringify(response.body)).not.toContain(world.a.name);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers the same 404 for an organization that does not exist', async () => {
    const response = await api().get('/api/organizations/no-existe').set(intruder.auth);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('organization-not-found');
  });

  it('answers 401 without a token and to a firebase-uid header on every route', async () => {
    for (const route of Object.keys(CASES)) {
      const [method] = route.split(' ') as ['get' | 'post' | 'put' | 'delete'];
      const path = concrete(route.slice(method.length + 1), world, world.a.id);
      const response = await api()[method](path).set('firebase-uid', 'admin');
      expect(response.status, route).toBe(401);
    }
  });
});
