// Shared pieces of the `npm run bench:*` scripts: API calls through the Hosting rewrite on the emulators (or the API
// server `serveApi` starts), a signed-up and registered account, timing and the median / p95 summary.
import { createServer } from 'node:http';

let base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
/** Where the API answers (the Hosting rewrite, or the server `serveApi` started). */
export const baseUrl = () => base;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const RUNS = Number(process.env.BENCH_RUNS ?? 60);
export const WARMUP = 5;

export async function call(path, options = {}) {
  return (await callCounted(path, options)).body;
}

/**
 * A call and the Firestore reads the API counted for it (the X-Firestore-Reads headers, answered on the emulators):
 * { body, reads, rounds }.
 */
export async function callCounted(path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  const count = (name) => Number(response.headers.get(name) ?? NaN);
  return {
    body: text ? JSON.parse(text) : undefined,
    reads: count('x-firestore-reads'),
    rounds: count('x-firestore-read-rounds'),
  };
}

/**
 * Serves the built API (functions/lib) in this process, as one Cloud Run instance serves it (many requests at once),
 * on the emulators the environment names; calls go there from now on. For loads the Functions emulator cannot take:
 * it runs one request per worker process and starts another for each request it cannot serve.
 */
export async function serveApi() {
  const { api } = await import('../functions/lib/index.js');
  const server = createServer(api);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return server;
}

/** A new Auth emulator account with its product record: { uid, token, email, password }. */
export async function registeredAccount() {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'secreto1';
  const signUp = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  }).then((r) => r.json());
  const token = signUp.idToken;
  await call('/auth/register', {
    method: 'POST',
    token,
    body: { firebaseUid: signUp.localId, email, firstName: 'Bench', lastName: 'Mark' },
  });
  return { uid: signUp.localId, token, email, password };
}

export async function time(run) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { name, runs: samples.length, medianMs: +at(0.5).toFixed(1), p95Ms: +at(0.95).toFixed(1) };
}

/**
 * Warms every measured call up, then times them interleaved (so all see the same machine load); prints a table. A
 * case whose run answers `callCounted`'s { reads, rounds } gets them in its row (as the last warm-up counted them).
 */
export async function measure(cases) {
  const counted = cases.map(() => ({}));
  for (let i = 0; i < WARMUP; i++)
    for (const [index, { run }] of cases.entries()) {
      const answer = await run();
      if (answer && typeof answer.reads === 'number') counted[index] = { reads: answer.reads, rounds: answer.rounds };
    }
  const samples = cases.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const [index, { run }] of cases.entries()) samples[index].push(await time(run));
  const rows = cases.map(({ name }, index) => ({ ...summary(name, samples[index]), ...counted[index] }));
  console.table(rows);
  return rows;
}
