import { readFileSync } from 'node:fs';

/**
 * The demo platform administrator of `emulators/seed/` (admin@demo.example), created on the emulators the tests run
 * on when it is not there yet: `emulators:exec` starts empty, and the API suites wipe the data they make.
 */
const SEED = new URL('../../emulators/seed/', import.meta.url);
const PROJECT_ID = 'demo-plataforma';
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
// The emulators accept this bearer as an administrator (as seed.mjs does).
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  customClaims?: Record<string, unknown>;
}

const accounts = JSON.parse(readFileSync(new URL('auth.json', SEED), 'utf8')) as SeedAccount[];
export const DEMO_ADMIN = accounts.find((account) => account.customClaims?.platformAdmin === true)!;

async function call(url: string, body: unknown, method = 'POST') {
  const response = await fetch(url, { method, headers: OWNER, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

export async function ensureDemoAdmin(): Promise<void> {
  const found = await call(`${AUTH}/projects/${PROJECT_ID}/accounts:lookup`, { email: [DEMO_ADMIN.email] });
  if (!found.users) {
    const { uid, email, password, displayName, customClaims } = DEMO_ADMIN;
    await call(`${AUTH}/projects/${PROJECT_ID}/accounts`, { localId: uid, email, password, displayName });
    await call(`${AUTH}/projects/${PROJECT_ID}/accounts:update`, {
      localId: uid,
      customAttributes: JSON.stringify(customClaims),
    });
  }
  const [firstName, lastName] = DEMO_ADMIN.displayName.split(' ');
  await call(
    `${FIRESTORE}/users/${DEMO_ADMIN.uid}`,
    {
      fields: {
        email: { stringValue: DEMO_ADMIN.email },
        firstName: { stringValue: firstName },
        lastName: { stringValue: lastName },
        createdAt: { timestampValue: new Date().toISOString() },
        platformAdmin: { booleanValue: true },
      },
    },
    'PATCH',
  );
}
