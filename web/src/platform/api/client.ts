import { CLIENT_ERRORS, type ClientErrorCode, type ErrorCode, type FieldErrors } from '@plataforma/domain';
import { currentIdToken } from '../firebase/load-auth';

/** An /api call that failed: the catalogue code, the Spanish message and the field errors, if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** What the error names beyond fields (a 409 duplicate: the existing record). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors; details?: unknown };
}

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  // The server speaks the catalogue: its code and Spanish message are taken as they come (the whole catalogue is not
  // loaded here, on every page's first load, to check them again).
  return typeof error?.code === 'string' && typeof error?.message === 'string';
}

const failure = (status: number, code: ClientErrorCode) =>
  new ApiRequestError(status, code, CLIENT_ERRORS[code].message);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is instead, with its content type (the bytes of a CSV file being imported). */
  raw?: { body: BodyInit; type: string };
  signal?: AbortSignal;
  /** Extra headers, e.g. the `Idempotency-Key` of a create or a payment. */
  headers?: Record<string, string>;
}

/**
 * Headers sent with every call of this tab while they are set (the till's staff session `X-Staff-Session`, its
 * device's ticket series `X-Ticket-Series`). A value still being fetched (a promise) holds the calls that change
 * something until it is known (a null answer: sent without it); reads go without it meanwhile.
 */
const standingHeaders = new Map<string, string | Promise<string | null>>();

/** Sets (or, with null, removes) a header of every call from now on. */
export function setStandingHeader(name: string, value: string | null | Promise<string | null>): void {
  if (value === null) standingHeaders.delete(name);
  else standingHeaders.set(name, value);
}

/** Whoever wants to know when an answer carries a header (the server saying a standing header is stale). */
const headerListeners = new Map<string, Set<(value: string) => void>>();

/** Calls `listener` with the header's value whenever an answer carries it; answers the unsubscribe. */
export function onResponseHeader(name: string, listener: (value: string) => void): () => void {
  const set = headerListeners.get(name) ?? new Set();
  headerListeners.set(name, set.add(listener));
  return () => set.delete(listener);
}

/** The standing headers of a call (taken when it is made: a value set afterwards is not waited for). */
async function standing(method: string): Promise<Record<string, string>> {
  const entries = [...standingHeaders].filter(([, value]) => typeof value === 'string' || method !== 'GET');
  const values = await Promise.all(entries.map(async ([name, value]) => [name, await value] as const));
  return Object.fromEntries(values.filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Sends a call with the signed-in user's ID token; a failure (not 2xx) is thrown as an ApiRequestError. */
async function send(
  path: string,
  accept: string,
  { method = 'GET', body, raw, signal, headers: extra }: RequestOptions,
): Promise<Response> {
  const held = standing(method);
  const headers: Record<string, string> = { ...(await held), ...extra, Accept: accept };
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (raw) headers['Content-Type'] = raw.type;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: raw ? raw.body : body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  for (const [name, listeners] of headerListeners) {
    const value = response.headers.get(name);
    if (value !== null) listeners.forEach((listener) => listener(value));
  }
  if (response.ok) return response;
  if (!isJson(response)) throw failure(response.status, 'invalid-response-format');
  const data: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(data)) {
    const { code, message, fields, details } = data.error;
    throw new ApiRequestError(response.status, code, message, fields, details);
  }
  throw failure(response.status, 'invalid-server-response');
}

const isJson = (response: Response) => !!response.headers.get('content-type')?.includes('application/json');

/**
 * Calls the product's API with the signed-in user's ID token. Answers the parsed JSON, or throws an
 * ApiRequestError with a Spanish message (the server's, or 'Formato de respuesta inválido' /
 * 'Respuesta inválida del servidor' when the answer cannot be read).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, 'application/json', options);
  // 204: a delete or a reorder, nothing to read.
  if (response.status === 204) return undefined as T;
  if (!isJson(response)) throw failure(response.status, 'invalid-response-format');
  return (await response.json().catch(() => undefined)) as T;
}

/** A file the API answers (a CSV export): its bytes, the name the server gives it if any, and the headers. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName?: string; headers: Headers }> {
  const response = await send(path, '*/*', options);
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), headers: response.headers, ...(fileName ? { fileName } : {}) };
}
