import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';
import { onSignOut } from '../auth/sign-out-cleanup';

/**
 * The server-state cache of the signed-in app. One instance for the page's life, so that moving between
 * layouts keeps what was fetched. Auth pages do not load it (they fetch nothing cacheable).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // An answer of 4xx (not found, forbidden) will not change by asking again; a network or server failure might.
      retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// Nothing of one user may be shown to the next one on the same device.
onSignOut(() => queryClient.clear());
