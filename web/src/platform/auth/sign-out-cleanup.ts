/**
 * Caches of signed-in data register here to be emptied on sign-out (the server-state cache, stores of later
 * modules), without the session code importing them: the auth pages stay light.
 */
const cleanups = new Set<() => void>();

export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Our keys in browser storage share this prefix; signing out removes them. */
export const STORAGE_PREFIX = 'plataforma:';

export function runSignOutCleanups(): void {
  for (const cleanup of cleanups) cleanup();
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
  }
}
