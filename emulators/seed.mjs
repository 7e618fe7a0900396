// Loads the demo data of emulators/seed/ into running Auth and Firestore emulators (first `npm start`).
// firestore.json: { "<collection path>": { "<doc id>": { ...fields } } }; "$serverTime" (and in module files, a Date)
// becomes a timestamp.
// modules/<module>.mjs: a module's demo data (the restaurant's dated menus and search keys are computed), each file's
// default export returning the same shape as firestore.json. Every file of that folder is loaded: a module adds its own.
// auth.json: [{ uid, email, password, displayName, description, customClaims? }].
// The users' and organizations' search keys are computed by domain, as the API stores them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDomain } from '../scripts/domain.mjs';
import { PROJECT_ID, ROOT } from './environment.mjs';

const SEED_DIR = join(ROOT, 'emulators', 'seed');
const AUTH = 'http://127.0.0.1:9099';
const FIRESTORE = 'http://127.0.0.1:8080';
// The emulators accept this bearer as an administrator: it bypasses rules, like firebase-admin.
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const BATCH = 500;
const PARALLEL_COMMITS = 4;

const read = (file) => JSON.parse(readFileSync(join(SEED_DIR, file), 'utf8'));

/** The demo data of every module that has some (emulators/seed/modules/<module>.mjs), merged by collection. */
export async function moduleSeeds(now = new Date()) {
  const files = readdirSync(join(SEED_DIR, 'modules')).filter((file) => file.endsWith('.mjs'));
  const seeds = await Promise.all(
    files.map(async (file) => (await import(pathToFileURL(join(SEED_DIR, 'modules', file)).href)).default(now)),
  );
  const merged = {};
  for (const collections of seeds)
    for (const [collection, docs] of Object.entries(collections))
      merged[collection] = { ...merged[collection], ...docs };
  return { files, collections: merged };
}

/** firestore.json with the administrators' search keys of its users and organizations. */
export async function platformSeed() {
  const { organizationSearchTokens, userSearchTokens } = await loadDomain();
  const collections = read('firestore.json');
  const withKeys = (docs, keysOf) =>
    Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, { ...doc, searchTokens: keysOf(doc) }]));
  return {
    ...collections,
    users: withKeys(collections.users, userSearchTokens),
    organizations: withKeys(collections.organizations, organizationSearchTokens),
  };
}

function toFirestoreValue(value) {
  if (value === '$serverTime') return { timestampValue: new Date().toISOString() };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value === null) return { nullValue: null };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  return { mapValue: { fields: toFirestoreFields(value) } };
}

function toFirestoreFields(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toFirestoreValue(value)]));
}

async function call(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function seed() {
  const users = read('auth.json');
  for (const user of users) {
    await call(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({
        localId: user.uid,
        email: user.email,
        password: user.password,
        displayName: user.displayName,
        emailVerified: true,
      }),
    });
    if (user.customClaims) {
      await call(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({ localId: user.uid, customAttributes: JSON.stringify(user.customClaims) }),
      });
    }
  }

  const collections = { ...(await platformSeed()), ...(await moduleSeeds()).collections };
  const writes = Object.entries(collections).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, fields]) => ({
      update: {
        name: `projects/${PROJECT_ID}/databases/(default)/documents/${collection}/${id}`,
        fields: toFirestoreFields(fields),
      },
    })),
  );
  // Commits of at most 500 writes (Firestore's limit), a few at a time: analytics' demo year is thousands of orders.
  const batches = [];
  for (let start = 0; start < writes.length; start += BATCH) batches.push(writes.slice(start, start + BATCH));
  const commit = (batch) =>
    call(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`, {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ writes: batch }),
    });
  await Promise.all(
    Array.from({ length: PARALLEL_COMMITS }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) await commit(batch);
    }),
  );
  return { users, documents: writes.length };
}
