// `npm run bench:orders`: the time to create an order through the Hosting rewrite on the emulators, beside a no-op
// /api call measured in the same run (what the function and the rewrite cost by themselves). Prints median and p95.
// Run by itself: it starts the emulators (after `npm run build`) unless BENCH_BASE_URL points at running ones.
import { randomUUID } from 'node:crypto';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;

async function call(path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${BASE}/api${path}`, {
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
  return text ? JSON.parse(text) : undefined;
}

async function setup() {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto1', returnSecureToken: true }),
  }).then((r) => r.json());
  const token = signUp.idToken;
  await call('/auth/register', {
    method: 'POST',
    token,
    body: { firebaseUid: signUp.localId, email, firstName: 'Bench', lastName: 'Mark' },
  });
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name: 'Bench Bar', modules: ['restaurant', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  const location = await call(`${base}/configuration/locations`, {
    method: 'POST',
    token,
    body: { name: 'Barra', ticketSeries: 'B' },
  });
  const category = await call(`${base}/restaurant/categories`, { method: 'POST', token, body: { name: 'Tapas' } });
  const dish = await call(`${base}/restaurant/dishes`, {
    method: 'POST',
    token,
    body: { name: 'Croquetas', price: '8', categoryId: category.id },
  });
  return { token, base, location, dish };
}

async function time(run) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { name, runs: samples.length, medianMs: +at(0.5).toFixed(1), p95Ms: +at(0.95).toFixed(1) };
}

const { token, base, location, dish } = await setup();
const order = () =>
  call(`${base}/orders`, {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: dish.id, quantity: 2 }] },
  });
const noop = () => call('/health');

for (let i = 0; i < WARMUP; i++) await Promise.all([order(), noop()]);
const orders = [];
const noops = [];
// Interleaved, so both see the same machine load.
for (let i = 0; i < RUNS; i++) {
  noops.push(await time(noop));
  orders.push(await time(order));
}
const rows = [summary('GET /api/health (no-op)', noops), summary('POST /api/organizations/{id}/orders', orders)];
console.table(rows);
console.log(
  `Order creation costs ${(rows[1].medianMs - rows[0].medianMs).toFixed(1)} ms (median) over the no-op call through the same rewrite.`,
);
