import type { Router } from 'express';
import type { ModuleType } from '@plataforma/domain';

/**
 * How a business module describes itself to the functions layer: its type and its routers (built with
 * `tenantRouter([...modules])`, so every route is checked against the organization's modules; resources registered
 * on them bring their list indexes). Sale preparers are registered by the module's index with the sales core.
 * `functions/src/modules/index.ts` lists every module; `modules.test.ts` fails when a module folder is missing there.
 */
export interface ServerModule {
  type: ModuleType;
  routers: Router[];
}
