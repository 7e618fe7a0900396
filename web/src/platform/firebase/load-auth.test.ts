import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK module itself: what matters here is whether it is used, and the token it answers with.
const sdkLoads = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./auth', () => ({
  auth: { authStateReady: sdkLoads, currentUser: { getIdToken: async () => 'token-from-the-sdk' } },
}));

const KEY = `firebase:authUser:${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`;
const NOW = Date.parse('2026-11-26T10:00:00Z');

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const idToken = (claims: Record<string, unknown>) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

/** An account as the SDK's localStorage persistence writes it. */
function storeAccount({
  uid = 'u1',
  sub = undefined as string | undefined,
  expiresInMs = 3_600_000,
  claims = {} as Record<string, unknown>,
} = {}) {
  const accessToken = idToken({ sub: sub ?? uid, user_id: uid, email: 'núria@example.com', ...claims });
  const stsTokenManager = { refreshToken: 'r', accessToken, expirationTime: NOW + expiresInMs };
  window.localStorage.setItem(KEY, JSON.stringify({ uid, email: 'núria@example.com', stsTokenManager }));
  return accessToken;
}

describe('the stored session, before the Auth SDK loads', () => {
  beforeEach(() => {
    vi.resetModules();
    sdkLoads.mockClear();
    window.localStorage.clear();
  });
  afterEach(() => window.localStorage.clear());

  it('reads the account, its ID token and claims while the token is valid for a minute more', async () => {
    const { storedAccount } = await import('./load-auth');
    const token = storeAccount({ claims: { platformAdmin: true } });
    expect(storedAccount(NOW)).toEqual({
      uid: 'u1',
      email: 'núria@example.com',
      idToken: token,
      claims: expect.objectContaining({ sub: 'u1', email: 'núria@example.com', platformAdmin: true }),
    });
    expect(storedAccount(NOW + 3_600_000 - 61_000)).not.toBeNull();
    expect(storedAccount(NOW + 3_600_000 - 60_000)).toBeNull();
  });

  it('is none without an account, with a token of another account, or with unreadable storage', async () => {
    const { storedAccount } = await import('./load-auth');
    expect(storedAccount(NOW)).toBeNull();
    storeAccount({ sub: 'someone-else' });
    expect(storedAccount(NOW)).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(storedAccount(NOW)).toBeNull();
  });

  it('answers API calls with the stored token without loading the SDK, then with the SDK once loaded', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const { currentIdToken, loadAuth, storedAccount } = await import('./load-auth');
      const token = storeAccount();
      expect(await currentIdToken()).toBe(token);
      expect(sdkLoads).not.toHaveBeenCalled();

      await loadAuth();
      expect(storedAccount()).toBeNull();
      // From then on the SDK is the session (its refreshes, a sign-out).
      expect(await currentIdToken()).toBe('token-from-the-sdk');
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the SDK for a token about to expire (it refreshes it), and not at all when no session can exist', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const { currentIdToken } = await import('./load-auth');
      expect(await currentIdToken()).toBeUndefined();
      expect(sdkLoads).not.toHaveBeenCalled();

      storeAccount({ expiresInMs: 30_000 });
      expect(await currentIdToken()).toBe('token-from-the-sdk');
      expect(sdkLoads).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
