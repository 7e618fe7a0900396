import { errorMessage, isErrorCode, type ErrorCode, type FieldErrors } from '@plataforma/domain';
import { currentIdToken } from '../firebase/load-auth';

/** An /api call that failed: the catalogue code, the Spanish message and the field errors, if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return isErrorCode(error?.code) && typeof error?.message === 'string';
}

const failure = (status: number, code: ErrorCode) => new ApiRequestError(status, code, errorMessage(code));

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the `Idempotency-Key` of a create or a payment. */
  headers?: Record<string, string>;
}

/** Headers sent with every call of this tab while they are set (the till's staff session: `X-Staff-Session`). */
const standingHeaders = new Map<string, string>();

/** Sets (or, with null, removes) a header of every call from now on. */
export function setStandingHeader(name: string, value: string | null): void {
  if (value === null) standingHeaders.delete(name);
  else standingHeaders.set(name, value);
}

/**
 * Calls the product's API with the signed-in user's ID token. Answers the parsed JSON, or throws an
 * ApiRequestError with a Spanish message (the server's, or 'Formato de respuesta inválido' /
 * 'Respuesta inválida del servidor' when the answer cannot be read).
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, headers: extra }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...Object.fromEntries(standingHeaders),
    ...extra,
    Accept: 'application/json',
  };
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  // 204: a delete or a reorder, nothing to read.
  if (response.status === 204) return undefined as T;
  if (!response.headers.get('content-type')?.includes('application/json')) {
    throw failure(response.status, 'invalid-response-format');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  if (isErrorBody(data)) {
    throw new ApiRequestError(response.status, data.error.code, data.error.message, data.error.fields);
  }
  throw failure(response.status, 'invalid-server-response');
}
