// `npm run bench:load`: selling under load (issue 22). Tills sell with no pause, each sale a takeaway of one dish
// without stock control, created then paid by card, through the Hosting rewrite on the emulators. Two runs in one
// go, so that their ratio means something on a shared machine: LOAD_TILLS tills in as many organizations (nothing
// shared), then LOAD_TILLS tills of one organization and one location. Each prints sales/s and the p50 / p95 of a
// sale (create + pay). The API is served in this process from the functions build, as one Cloud Run instance serves
// it (the Functions emulator runs one request per worker process and cannot take twenty tills on a small machine),
// on the Auth and Firestore emulators. Then the checks: every ticket series gap-free (numbers 1..n, the counter at n + 1, one ticket
// per payment), the dish without stock control never written, and a burst of concurrent sales of a dish with stock
// leaving its stock exact. Exits 1 when a check fails.
// Run by itself: it builds and starts the emulators. LOAD_TILLS (20) and LOAD_SECONDS (30) change the load.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { call, registeredAccount, serveApi, summary } from './bench-support.mjs';

const TILLS = Number(process.env.LOAD_TILLS ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const STOCK = 10;
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-plataforma' }));

/** An organization selling at one location, its till open: a dish without stock control and one with `STOCK`. */
async function shop(token, name) {
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name, modules: ['restaurant', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  const location = await call(`${base}/configuration/locations`, {
    method: 'POST',
    token,
    body: { name: 'Barra', ticketSeries: 'B' },
  });
  await call(`${base}/tills/${location.id}/open`, { method: 'POST', token, body: { float: { amount: '100' } } });
  const category = await call(`${base}/restaurant/categories`, { method: 'POST', token, body: { name: 'Bebidas' } });
  const dish = (body) =>
    call(`${base}/restaurant/dishes`, { method: 'POST', token, body: { categoryId: category.id, ...body } });
  const beer = await dish({ name: 'Caña', price: '2,50' });
  const cake = await dish({ name: 'Tarta', price: '4', stock: STOCK });
  return { token, orgId: org.id, base, location, beer, cake };
}

/**
 * A till of a shop: the device's own ticket series when the API has them (its header on every sale), else the
 * location's (an API before issue 22).
 */
async function till(shopOf) {
  try {
    const { series } = await call(`${shopOf.base}/tills/${shopOf.location.id}/devices`, {
      method: 'POST',
      token: shopOf.token,
      body: {},
    });
    return { ...shopOf, headers: { 'X-Ticket-Series': series } };
  } catch (error) {
    if (!String(error.message).includes(': 404 ')) throw error;
    return { ...shopOf, headers: {} };
  }
}

/** One sale: a takeaway order of `dish`, then paid by card. */
async function sell(t, dish) {
  const post = (path, body) =>
    call(`${t.base}${path}`, {
      method: 'POST',
      token: t.token,
      headers: { ...t.headers, 'Idempotency-Key': randomUUID() },
      body,
    });
  const order = await post('/orders', {
    locationId: t.location.id,
    tableId: '',
    lines: [{ kind: 'dish', dishId: dish.id, quantity: 1 }],
  });
  return post(`/orders/${order.id}/payments`, { method: 'card' });
}

/** Every till sells back to back for SECONDS; answers sales/s and the sale times. */
async function run(name, tills) {
  const samples = [];
  const start = performance.now();
  const until = start + SECONDS * 1000;
  await Promise.all(
    tills.map(async (t) => {
      while (performance.now() < until) {
        const begun = performance.now();
        await sell(t, t.beer);
        samples.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const row = {
    ...summary(name, samples),
    sales: samples.length,
    salesPerSecond: +(samples.length / seconds).toFixed(2),
  };
  return row;
}

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

/** Every series of the organization: tickets numbered 1..n without a gap, the counter at n + 1. */
async function checkSeries(orgId, payments) {
  const org = db.collection('organizations').doc(orgId);
  const [tickets, counters] = await Promise.all([
    org.collection('tickets').get(),
    org.collection('ticketSeries').get(),
  ]);
  const bySeries = new Map();
  for (const doc of tickets.docs) {
    const { series, number } = doc.data();
    bySeries.set(series, [...(bySeries.get(series) ?? []), number]);
  }
  let gapFree = true;
  for (const [series, numbers] of bySeries) {
    numbers.sort((a, b) => a - b);
    const next = counters.docs.find((doc) => doc.id === series)?.data().next;
    gapFree &&= numbers.every((n, i) => n === i + 1) && next === numbers.length + 1;
  }
  return { gapFree, tickets: tickets.size, series: bySeries.size, payments };
}

// The API in this process, as one Cloud Run instance runs it (the Functions emulator takes one request per worker).
if (!process.env.BENCH_BASE_URL) await serveApi();
const { token } = await registeredAccount();
console.log(`Setting up ${TILLS} shops of one till and one shop of ${TILLS} tills...`);
const shops = [];
for (let i = 0; i < TILLS; i++) shops.push(await shop(token, `Bar ${i + 1}`));
const alone = await Promise.all(shops.map(till));
const big = await shop(token, 'Estadio');
const together = await Promise.all(Array.from({ length: TILLS }, () => till(big)));
console.log(
  alone[0].headers['X-Ticket-Series'] ? 'Each till sells in its own series.' : 'Tills sell in the location series.',
);
const beerWritten = async (s) => (await db.doc(`organizations/${s.orgId}/dishes/${s.beer.id}`).get()).updateTime;
const beerBefore = await beerWritten(big);

const apart = await run(`${TILLS} tills in ${TILLS} organizations`, alone);
const shared = await run(`${TILLS} tills of one organization and location`, together);
console.table([apart, shared]);
console.log(
  `One organization: ${(shared.salesPerSecond / apart.salesPerSecond).toFixed(2)}x the throughput (goal >= 0.5), ` +
    `p95 ${(shared.p95Ms / apart.p95Ms).toFixed(2)}x (goal <= 3).`,
);

// A burst on the dish with stock: every till of the big shop tries to sell one more than there is between them.
const cakes = await Promise.allSettled(together.slice(0, STOCK + 2).map((t) => sell(t, t.cake)));
const sold = cakes.filter((c) => c.status === 'fulfilled').length;
const refused = cakes.filter((c) => c.status === 'rejected' && String(c.reason.message).includes('Agotado')).length;
const cake = (await db.doc(`organizations/${big.orgId}/dishes/${big.cake.id}`).get()).data();

const series = await checkSeries(big.orgId, shared.sales + sold);
check(series.gapFree, `one organization: ${series.series} series, ${series.tickets} tickets, gap-free`);
check(series.tickets === series.payments, `one organization: one ticket per payment (${series.payments} payments)`);
for (const [i, s] of alone.entries()) {
  const own = await checkSeries(s.orgId, 0);
  if (!own.gapFree) check(false, `organization ${i + 1}: its series has a gap`);
}
check(true, `${TILLS} organizations: every series checked`);
check(
  sold === STOCK && refused === 2 && cake.stock === 0,
  `stock: ${sold} of ${STOCK} sold, ${refused} refused, ${cake.stock} left`,
);
check((await beerWritten(big)).isEqual(beerBefore), 'the dish without stock control was never written by a sale');
process.exit(failures.length > 0 ? 1 : 0);
