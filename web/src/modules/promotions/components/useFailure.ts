import { useState } from 'react';
import { ApiRequestError } from '../../../platform/api/client';

/** The server's refusal of a dialog's request: its message on top, its field messages under their fields. */
export function useFailure() {
  const [failure, setFailure] = useState<ApiRequestError | null>(null);
  return {
    message: failure?.message ?? null,
    reset: () => setFailure(null),
    onError: (error: Error) => setFailure(error instanceof ApiRequestError ? error : null),
    field: (name: string) => failure?.fields?.[name],
  };
}
