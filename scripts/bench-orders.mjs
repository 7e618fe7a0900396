// `npm run bench:orders`: the API's hot routes through the Hosting rewrite on the emulators, timed in one run beside a
// no-op /api call (what the function and the rewrite cost by themselves): GET /api/auth/me, the organization, a list,
// the POS catalogue and creating an order, with median, p95 and the Firestore reads the API counted. Prints the ratios
// issue 22 sets goals for (a list at most 1.3x auth/me, the catalogue at most 1.5x). Absolute times move with the
// machine's load; ratios measured in one run stay meaningful.
// Run by itself: it starts the emulators (after `npm run build`) unless BENCH_BASE_URL points at running ones.
import { randomUUID } from 'node:crypto';
import { call, callCounted, measure, registeredAccount } from './bench-support.mjs';

async function setup() {
  const { token } = await registeredAccount();
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

const { token, base, location, dish } = await setup();
const rows = await measure([
  { name: 'GET /api/health (no-op)', run: () => call('/health') },
  { name: 'GET /api/auth/me', run: () => callCounted('/auth/me', { token }) },
  { name: 'GET /api/organizations/{id}', run: () => callCounted(base, { token }) },
  { name: 'GET .../restaurant/dishes (a list)', run: () => callCounted(`${base}/restaurant/dishes`, { token }) },
  {
    name: 'GET .../pos/restaurant/catalog',
    run: () => callCounted(`${base}/pos/restaurant/catalog?locationId=${location.id}`, { token }),
  },
  {
    name: 'POST .../orders',
    run: () =>
      callCounted(`${base}/orders`, {
        method: 'POST',
        token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: dish.id, quantity: 2 }] },
      }),
  },
]);
const [noop, me, , list, catalog, create] = rows;
const ratio = (row) => (row.medianMs / me.medianMs).toFixed(2);
console.log(
  `Medians over GET /api/auth/me: a list ${ratio(list)}x (goal <= 1.3), the POS catalogue ${ratio(catalog)}x ` +
    `(goal <= 1.5). Order creation costs ${(create.medianMs - noop.medianMs).toFixed(1)} ms over the no-op call.`,
);
