import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_TYPES, withRequiredModules, type ModuleType, type Organization } from '@plataforma/domain';
import { tenantRouteRegistry } from '../../functions/src/platform/organizations/tenant-router';
import { api } from '../support/api-app';
import { createOrganization, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

/**
 * The platform checks modules, not each route by hand: every tenant route of a business module is refused with 403
 * 'Este módulo no está activado en la organización' while the organization has none of the route's modules on, and
 * nothing is read or written. Registered routes are taken from the registry, so a new module's routes are covered
 * the day they are added.
 */
let owner: Actor;
let without: Organization;
let withAll: Organization;

const moduleRoutes = tenantRouteRegistry.filter((route) => route.modules !== 'platform');
const hasRoutes = (type: ModuleType) => moduleRoutes.some((route) => route.modules.includes(type));
/** A module without routes yet (nor what it needs): an organization with only it on has every route's module off. */
const routeless = MODULE_TYPES.find((type) => !withRequiredModules([type]).some(hasRoutes))!;

/** A path with placeholder ids that pass validation (the module check comes first anyway). */
const concrete = (path: string, orgId: string) =>
  `/api${path
    .replace(':organization', orgId)
    .replace(':date', '2026-11-20')
    .replace(/:[A-Za-z]+/g, 'abc123')}`;

beforeAll(async () => {
  await clearEmulators();
  owner = await registeredUser('Olga');
  without = await createOrganization(owner, 'Sin módulos', [routeless]);
  withAll = await createOrganization(owner, 'Con todo', [...MODULE_TYPES]);
});

describe('modules checked by the platform', () => {
  it('knows the module of every business route', () => {
    expect(moduleRoutes.length).toBeGreaterThan(30);
    expect(routeless).toBeDefined();
  });

  it.each(moduleRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s is refused while its module is off',
    async (_name, route) => {
      const response = await api()[route.method](concrete(route.path, without.id)).set(owner.auth).send({});
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({
        code: 'module-disabled',
        message: 'Este módulo no está activado en la organización',
      });
      // The same call with the module on gets past the check (to validation, a 404 or an answer).
      const on = await api()[route.method](concrete(route.path, withAll.id)).set(owner.auth).send({});
      expect(on.body?.error?.code).not.toBe('module-disabled');
    },
  );

  it('refuses the routes of an order whose selling module was switched off', async () => {
    const orgId = withAll.id;
    const base = `/api/organizations/${orgId}`;
    const location = await api()
      .post(`${base}/configuration/locations`)
      .set(owner.auth)
      .send({ name: 'Centro', ticketSeries: 'M' });
    const order = await api().post(`${base}/orders`).set(owner.auth).send({ locationId: location.body.id, lines: [] });
    expect(order.status).toBe(201);
    await api().delete(`${base}/modules/restaurant`).set(owner.auth).expect(200);
    for (const call of [
      api().get(`${base}/orders/${order.body.id}`),
      api().post(`${base}/orders/${order.body.id}/bill`),
      api().post(`${base}/orders/${order.body.id}/payments`).send({ method: 'card' }),
    ]) {
      const response = await call.set(owner.auth);
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('module-disabled');
    }
  });
});
