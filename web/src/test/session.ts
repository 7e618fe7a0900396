import { vi } from 'vitest';
import { MODULE_TYPES, type Organization, type User } from '@plataforma/domain';
import { useSession } from '../platform/auth/session-store';
import { useAppStage } from '../platform/loading/app-stage';

export const testUser = (organizations: User['organizations'] = []): User => ({
  id: 'u1',
  email: 'lola@example.com',
  firstName: 'Lola',
  lastName: 'Martínez',
  createdAt: '2026-11-22T10:00:00.000Z',
  organizations,
});

/** Puts the session store in a state, as the session flows would (the provider itself is not involved). */
export function setSession(user: User | null, { platformAdmin = false } = {}) {
  useSession.setState({
    initialized: true,
    account: user ? { uid: user.id, email: user.email, platformAdmin } : null,
    user,
  });
  useAppStage.setState({ stage: 'ready', errorMessage: null, failure: null });
}

/** An organization with every module, as the API answers it. */
export const testOrganization = (summary: User['organizations'][number]): Organization => ({
  id: summary.id,
  name: summary.name,
  slug: summary.slug,
  modules: MODULE_TYPES.map((type) => ({ type, enabledAt: '2026-11-22T10:00:00.000Z' })),
  fiscal: {},
  verifactu: { mode: 'off', environment: 'pruebas' },
  createdAt: '2026-11-22T10:00:00.000Z',
  role: summary.role,
});

/**
 * Answers the web app's /api calls from a table (component tests run without a server; the real API is covered
 * by the API and end-to-end suites).
 */
export function stubApi(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      // An answer may be null (a day without a menú del día): only a path left out is unknown.
      const known = Object.hasOwn(answers, path);
      const body = known ? answers[path] : { error: { code: 'route-not-found', message: 'Ruta inválida' } };
      return new Response(JSON.stringify(body), {
        status: known ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
