// `npm run bench:verifactu`: what the VERI*FACTU record adds to a sale (issue 23). Two organizations alike but for
// VERI*FACTU (off in one, on in the other, its fiscal data filled in), each selling a takeaway of one dish without
// stock control (create, then pay by card) from a till device of its own series. First one till each, sales
// interleaved (BENCH_RUNS each after warm-ups): the median and p95 of a sale. Then LOAD_TILLS tills of each
// organization selling back to back for LOAD_SECONDS, after a warm-up, in the order off, on, on, off: sales/s. The API is served
// in this process from the functions build (as bench:load); at the end every VERI*FACTU chain is checked.
import { randomUUID } from 'node:crypto';
import { call, measure, registeredAccount, serveApi, summary } from './bench-support.mjs';

const TILLS = Number(process.env.LOAD_TILLS ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);

async function shop(token, name, verifactu) {
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name, modules: ['restaurant', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  if (verifactu) {
    await call(base, { method: 'PUT', token, body: { fiscal: { businessName: `${name} S.L.`, taxId: 'B12345674' } } });
    await call(`${base}/verifactu/settings`, {
      method: 'PUT',
      token,
      body: { mode: 'verifactu', environment: 'pruebas' },
    });
  }
  const location = await call(`${base}/configuration/locations`, {
    method: 'POST',
    token,
    body: { name: 'Barra', ticketSeries: 'B' },
  });
  await call(`${base}/tills/${location.id}/open`, { method: 'POST', token, body: { float: { amount: '100' } } });
  const category = await call(`${base}/restaurant/categories`, { method: 'POST', token, body: { name: 'Bebidas' } });
  const beer = await call(`${base}/restaurant/dishes`, {
    method: 'POST',
    token,
    body: { categoryId: category.id, name: 'Caña', price: '2,50' },
  });
  return { token, base, location, beer };
}

async function till(s) {
  const { series } = await call(`${s.base}/tills/${s.location.id}/devices`, {
    method: 'POST',
    token: s.token,
    body: {},
  });
  return { ...s, series };
}

async function sell(t) {
  const post = (path, body) =>
    call(`${t.base}${path}`, {
      method: 'POST',
      token: t.token,
      headers: { 'X-Ticket-Series': t.series, 'Idempotency-Key': randomUUID() },
      body,
    });
  const order = await post('/orders', {
    locationId: t.location.id,
    tableId: '',
    lines: [{ kind: 'dish', dishId: t.beer.id, quantity: 1 }],
  });
  return post(`/orders/${order.id}/payments`, { method: 'card' });
}

async function load(name, tills) {
  const samples = [];
  const start = performance.now();
  const until = start + SECONDS * 1000;
  await Promise.all(
    tills.map(async (t) => {
      while (performance.now() < until) {
        const begun = performance.now();
        await sell(t);
        samples.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { ...summary(name, samples), sales: samples.length, salesPerSecond: +(samples.length / seconds).toFixed(2) };
}

await serveApi();
const { token } = await registeredAccount();
const off = await shop(token, 'Bar sin VERI*FACTU', false);
const on = await shop(token, 'Bar con VERI*FACTU', true);
const [offTill, onTill] = [await till(off), await till(on)];
console.log('One till each, sales interleaved:');
const [plain, recorded] = await measure([
  { name: 'sale (create + pay), VERI*FACTU off', run: () => sell(offTill) },
  { name: 'sale (create + pay), VERI*FACTU on', run: () => sell(onTill) },
]);
console.log(
  `Added by the record: median ${(recorded.medianMs - plain.medianMs).toFixed(1)} ms, p95 ${(recorded.p95Ms - plain.p95Ms).toFixed(1)} ms.`,
);

console.log(`${TILLS} tills of one organization, ${SECONDS} s each:`);
const offTills = await Promise.all(Array.from({ length: TILLS }, () => till(off)));
const onTills = await Promise.all(Array.from({ length: TILLS }, () => till(on)));
// Warm both up, then off, on, on, off (ABBA): a drift of the machine over the run weighs on both alike.
await load('warm-up off', offTills);
await load('warm-up on', onTills);
const rows = [];
for (const [name, tills] of [
  ['VERI*FACTU off', offTills],
  ['VERI*FACTU on', onTills],
  ['VERI*FACTU on', onTills],
  ['VERI*FACTU off', offTills],
])
  rows.push(await load(name, tills));
console.table(rows);
const rate = (name) => rows.filter((row) => row.name === name).reduce((sum, row) => sum + row.salesPerSecond, 0) / 2;
console.log(
  `Sales/s, ${TILLS} tills of one organization: off ${rate('VERI*FACTU off').toFixed(2)}, on ${rate('VERI*FACTU on').toFixed(2)}.`,
);

let broken = 0;
for (const chain of await call(`${on.base}/verifactu/chains`, { token })) {
  const check = await call(`${on.base}/verifactu/chains/${chain.chain}/check`, { token });
  if (!check.ok) broken++;
}
console.log(broken ? `FAIL ${broken} chains broken` : 'ok   every chain verifies');
process.exit(broken ? 1 : 0);
