import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { ModuleRegistry, ModuleRoutes } from './module-routes';
import type { RouteHandle } from './route-handle';

/** Runs `work` once the page has nothing better to do (soon after, where the browser cannot say). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else window.setTimeout(work, 1);
}

const prefetched = new WeakSet<ModuleRoutes>();

/**
 * Loads every screen of a module and its texts, once: moving between the screens of a module then downloads no JS.
 * A failed download is left for the navigation itself to retry (and report).
 */
export function prefetchModule(routes: ModuleRoutes | undefined): void {
  if (!routes || prefetched.has(routes)) return;
  prefetched.add(routes);
  for (const loader of [routes.messages, ...routes.screens.map((screen) => screen.load)])
    void loader?.().catch(() => undefined);
}

/** Once a module's screen is open and the page idle, the module's other screens load too. */
export function usePrefetchOpenModule(registry: ModuleRegistry): void {
  const module = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.module)
    .findLast(Boolean);
  useEffect(() => {
    if (module) whenIdle(() => prefetchModule(registry[module]));
  }, [module, registry]);
}
