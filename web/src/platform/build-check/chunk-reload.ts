import { CHUNK_RELOAD_GUARD_MS } from '@plataforma/domain';

const STORAGE_KEY = 'plataforma:chunk-reload-at';

/** Messages browsers give when a lazily imported chunk is gone (usually: a new build was deployed). */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/**
 * Reloads the page once after a chunk load error. A second failure within the guard window does not reload
 * again (that would loop); the caller then shows the error page. Returns whether a reload was started.
 */
export function reloadOnceAfterChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(STORAGE_KEY) ?? 0);
  const now = deps.now();
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(STORAGE_KEY, String(now));
  deps.reload();
  return true;
}
