/**
 * Firebase Auth is the biggest piece of the first load (~27 KB gzipped): no page waits for it. A signed-out visitor
 * needs it only to sign in; a signed-in one has a valid ID token stored by its persistence most of the time (an hour
 * after each refresh), which the page uses until the SDK, loaded when the page is idle, takes over (it refreshes the
 * token). Every caller loads it through here (one chunk, fetched once).
 */
let loaded = false;
export const loadAuth = () =>
  import('./auth').then((sdk) => {
    loaded = true;
    return sdk;
  });

/** Where the SDK's persistence (localStorage) keeps the signed-in account: `firebase:authUser:<apiKey>:<app>`. */
const ACCOUNT_PREFIX = 'firebase:authUser:';
const ACCOUNT_KEY = `${ACCOUNT_PREFIX}${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`;
/** A stored token this close to its expiry is not used: the SDK refreshes it (its own margin is 30 s). */
const EXPIRY_MARGIN_MS = 60_000;

export function mayHaveSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(ACCOUNT_PREFIX));
  } catch {
    // No readable storage: wait for the SDK to say.
    return true;
  }
}

/** The signed-in account as the SDK stored it, with its ID token and that token's claims. */
export interface StoredAccount {
  uid: string;
  email: string | null;
  idToken: string;
  claims: Record<string, unknown>;
}

function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  // The claims are UTF-8 (an e-mail address may not be ASCII).
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
  return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
}

/**
 * The stored account while its ID token is valid for a minute more (by the SDK's own expiry time, taken on this
 * device's clock when it got the token), else null: then only the SDK can say (and refresh it). Never once the SDK
 * is loaded: from then on it is the session (a sign-out, a refresh, another tab's change).
 */
export function storedAccount(now = Date.now()): StoredAccount | null {
  if (loaded) return null;
  try {
    const raw = window.localStorage.getItem(ACCOUNT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as {
      uid?: unknown;
      email?: unknown;
      stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
    };
    const idToken = stored.stsTokenManager?.accessToken;
    const expiresAt = stored.stsTokenManager?.expirationTime;
    if (typeof stored.uid !== 'string' || typeof idToken !== 'string' || typeof expiresAt !== 'number') return null;
    if (expiresAt - EXPIRY_MARGIN_MS <= now) return null;
    const claims = tokenClaims(idToken);
    if (!claims || claims.sub !== stored.uid) return null;
    return { uid: stored.uid, email: typeof stored.email === 'string' ? stored.email : null, idToken, claims };
  } catch {
    return null;
  }
}

/**
 * The signed-in account's ID token for an /api call, if any: the stored one while it is valid and the SDK not loaded
 * yet, none when no session can exist, else the SDK's (once it has read its persistence).
 */
export async function currentIdToken(): Promise<string | undefined> {
  const stored = storedAccount();
  if (stored) return stored.idToken;
  if (!loaded && !mayHaveSession()) return undefined;
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser?.getIdToken();
}
