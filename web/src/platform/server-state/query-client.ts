import { QueryClient } from '@tanstack/react-query';
import { onSignOut } from '../auth/sign-out-cleanup';

/**
 * The server-state cache of the signed-in app. One instance for the page's life, so that moving between
 * layouts keeps what was fetched. Auth pages do not load it (they fetch nothing cacheable).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// Nothing of one user may be shown to the next one on the same device.
onSignOut(() => queryClient.clear());
