import type { ClientDuplicateDetails, ClientRef } from '@plataforma/domain';
import { ApiRequestError } from '../../platform/api/client';

/** The existing client a refused create or save duplicates (409 'client-duplicate' names it), if that was the refusal. */
export function duplicateOf(failure: unknown): ClientRef | undefined {
  if (!(failure instanceof ApiRequestError) || failure.code !== 'client-duplicate') return undefined;
  const existing = (failure.details as Partial<ClientDuplicateDetails> | undefined)?.existing;
  return typeof existing?.id === 'string' && typeof existing.name === 'string'
    ? { id: existing.id, name: existing.name }
    : undefined;
}
