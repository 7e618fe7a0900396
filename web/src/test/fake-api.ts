import { vi } from 'vitest';
import type { ModuleType, Role } from '@plataforma/domain';
import { setSession, testOrganization, testUser } from './session';

/** A call the page made to the API, below /api/organizations/o1 (the test organization). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed; a raw body (a file) as sent. */
  body: unknown;
  contentType: string | undefined;
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey?: string;
}

/** What the fake server answers to a call: a JSON body with a status (200 by default). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

const json = ({ status = 200, body }: FakeAnswer) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Signs in as a member of Casa Lola (o1, 'casa-lola') with a role and answers the page's /api calls: the
 * organization (with `modules`, all by default), then whatever `answer` gives, else an empty page. Returns the
 * calls made, to assert what the page asked for.
 */
export function fakeApi(
  role: Role,
  answer: (call: ApiCall) => FakeAnswer | undefined,
  { modules }: { modules?: ModuleType[] } = {},
): ApiCall[] {
  const lola = { id: 'o1', slug: 'casa-lola', name: 'Casa Lola', role };
  setSession(testUser([lola]));
  const organization = testOrganization(lola);
  if (modules) organization.modules = organization.modules.filter((module) => modules.includes(module.type));
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [route = '', query = ''] = String(input).split('?');
      if (route === '/api/organizations/o1') return json({ body: organization });
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const raw = init?.body;
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: route.replace('/api/organizations/o1', ''),
        query: new URLSearchParams(query),
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
        contentType: headers['Content-Type'],
        idempotencyKey: headers['Idempotency-Key'],
      };
      calls.push(call);
      return json(answer(call) ?? { body: { items: [], total: 0, page: 1, pageSize: 25 } });
    }),
  );
  return calls;
}

/** A list page of the resource layer. */
export const page = <T>(items: T[]) => ({ body: { items, total: items.length, page: 1, pageSize: 25 } });
