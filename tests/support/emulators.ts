/**
 * Direct access to the Auth and Firestore emulators for tests: real accounts and real ID tokens through the
 * emulators' REST APIs (what the web SDK does), and wiping data between tests.
 */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-plataforma';
const AUTH_HOST = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const FIRESTORE_HOST = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const IDENTITY = `${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/**
 * Creates an e-mail/password account and signs it in: a real ID token for `Authorization: Bearer`. The token comes
 * from a sign-in, not from the sign-up: the Auth emulator stamps a sign-up's token with the request's start second
 * and the account's 'valid since' a moment later, so a sign-up that straddles a second gets a token the server
 * rightly refuses as revoked (an occasional 401 on register).
 */
export async function createAccount(email: string, password = 'secreto123'): Promise<TestAccount> {
  const created = await call<{ localId: string }>(
    `${IDENTITY}/accounts:signUp?key=test`,
    json({ email, password, returnSecureToken: true }),
  );
  return { uid: created.localId, email, password, idToken: await signIn(email, password) };
}

/** Signs in again: a fresh ID token carries the account's current custom claims. */
export async function signIn(email: string, password: string): Promise<string> {
  const signedIn = await call<{ idToken: string }>(
    `${IDENTITY}/accounts:signInWithPassword?key=test`,
    json({ email, password, returnSecureToken: true }),
  );
  return signedIn.idToken;
}

export async function clearEmulators(): Promise<void> {
  await call(`${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  await call(`${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

let counter = 0;
/** A unique e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
