// `npm run bench:orders`: the time to create an order through the Hosting rewrite on the emulators, beside a no-op
// /api call measured in the same run (what the function and the rewrite cost by themselves). Prints median and p95.
// Run by itself: it starts the emulators (after `npm run build`) unless BENCH_BASE_URL points at running ones.
import { randomUUID } from 'node:crypto';
import { call, measure, registeredAccount } from './bench-support.mjs';

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
  {
    name: 'POST /api/organizations/{id}/orders',
    run: () =>
      call(`${base}/orders`, {
        method: 'POST',
        token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { locationId: location.id, tableId: '', lines: [{ kind: 'dish', dishId: dish.id, quantity: 2 }] },
      }),
  },
]);
console.log(
  `Order creation costs ${(rows[1].medianMs - rows[0].medianMs).toFixed(1)} ms (median) over the no-op call through the same rewrite.`,
);
