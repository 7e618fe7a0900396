import { resourceListQuerySchema } from '@plataforma/domain';
import { validate } from '../http/validate';
import { tenantOf, type tenantRouter } from '../organizations/tenant-router';
import { registerListPlans } from '../queries/list-plan';
import type { ListedResource, ResourceDefinition } from './definition';
import { everyResourceListPlan } from './list-plan';
import { resourceService } from './service';

type TenantRoutes = ReturnType<typeof tenantRouter>;

const registered: ListedResource[] = [];

/** Every resource whose routes are registered (importing the app registers them all): the index test reads it. */
export const registeredResources = (): readonly ListedResource[] => registered;

/**
 * Registers the REST routes of a resource under `path` (real verbs; `POST` with `_method` works as everywhere):
 * GET path (list), GET path/:id, POST path (201), PUT path/:id, DELETE path/:id (204). Answers the service, for
 * the module's own extra routes.
 */
export function resourceRoutes<Body, Doc extends object, Dto>(
  routes: TenantRoutes,
  path: `/organizations/:organization/${string}`,
  def: ResourceDefinition<Body, Doc, Dto>,
) {
  if (routes.modules === 'platform' || !routes.modules.includes(def.module))
    throw new Error(`Resource ${def.collection} of module ${def.module} registered on another module's router`);
  const service = resourceService(def);
  registered.push(def);
  registerListPlans(() => everyResourceListPlan(def));
  const id = (params: Record<string, string | string[] | undefined>) => String(params.id);

  routes.get(path, def.read, async (req, res) => {
    const query = validate(resourceListQuerySchema, req.query);
    res.json(await service.list(tenantOf(req), query, req.query as Record<string, unknown>));
  });
  routes.get(`${path}/:id`, def.read, async (req, res) => {
    res.json(await service.get(tenantOf(req), id(req.params)));
  });
  routes.post(path, def.create ?? def.manage, async (req, res) => {
    res.status(201).json(await service.create(tenantOf(req), validate(def.body, req.body)));
  });
  routes.put(`${path}/:id`, def.manage, async (req, res) => {
    res.json(await service.replace(tenantOf(req), id(req.params), validate(def.body, req.body)));
  });
  routes.delete(`${path}/:id`, def.manage, async (req, res) => {
    await service.remove(tenantOf(req), id(req.params));
    res.status(204).end();
  });
  return service;
}
