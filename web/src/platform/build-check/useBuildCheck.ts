import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS } from '@plataforma/domain';
import { CURRENT_BUILD_ID } from './build-id';
import { isNewBuildDeployed } from './check-build';
import { reloadOnceAfterChunkError } from './chunk-reload';

/**
 * Keeps a long-open tab (a till, a kitchen screen) on the deployed build: polls version.json every 5 minutes
 * and when the tab regains focus, and reloads on a mismatch. Also reloads once when Vite fails to preload a chunk.
 */
export function useBuildCheck(): void {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    let stopped = false;
    const check = async () => {
      if (await isNewBuildDeployed(CURRENT_BUILD_ID)) {
        if (!stopped) window.location.reload();
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onPreloadError = (event: Event) => {
      if (reloadOnceAfterChunkError()) event.preventDefault();
    };
    const interval = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      stopped = true;
      window.clearInterval(interval);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}
