import { useState } from 'react';
import { authErrorMessage } from '@plataforma/domain';
import { SessionError } from '../auth/session';
import { ApiRequestError } from '../api/client';

/** Runs a form action, keeping the Spanish message of its failure for the form to show. */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const run = async (...args: A) => {
    setError(null);
    try {
      await action(...args);
      return true;
    } catch (failure) {
      const known = failure instanceof SessionError || failure instanceof ApiRequestError;
      setError(known ? failure.message : authErrorMessage(failure));
      return false;
    }
  };
  return { error, setError, run };
}
