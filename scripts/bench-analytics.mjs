// `npm run bench:analytics`: a year's dashboard (issue 24) for an organization with ORDERS (100,000) paid orders over
// the last 365 days in 3 locations (60 dishes, 12 employees, 2,000 clients, tables with diners, 1 % refunded).
// The orders are generated in this process and their aggregates written as the rebuild computes them (the domain's
// saleEvent / refundEvent / addFigures): the dashboard reads only the aggregates, never the orders, so writing the
// 100,000 order documents themselves would change nothing it reads. Then, interleaved after 5 warm-ups (BENCH_RUNS
// each): the year by month, the year by day, this month by day, one location's year, beside a no-op API call. Each row
// says the Firestore documents the API read. Served in this process from the functions build, on the emulators.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { call, callCounted, measure, registeredAccount, serveApi } from './bench-support.mjs';
import { loadDomain } from './domain.mjs';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-plataforma' }));
const { addDays, addFigures, computeTotals, dayFigureId, monthFigureId, refundEvent, saleEvent, todayIn } =
  await loadDomain();

await serveApi();
const { token } = await registeredAccount();
const org = await call('/organizations/create', {
  method: 'POST',
  token,
  body: { name: 'Cifras', modules: ['restaurant', 'pos', 'orders', 'configuration', 'analytics'] },
});
const base = `/organizations/${org.id}`;
const locations = [];
for (const name of ['Centro', 'Playa', 'Puerto'])
  locations.push(
    await call(`${base}/configuration/locations`, {
      method: 'POST',
      token,
      body: { name, ticketSeries: name.slice(0, 2).toUpperCase() },
    }),
  );

// A seeded sequence, so that every run generates the same year.
let seed = 2026;
const random = (n) => {
  // mulberry32: 32-bit integer steps, exact in a double.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) % n;
};
const dishes = Array.from({ length: 60 }, (_, i) => ({
  id: `dish${i}`,
  name: `Plato ${i + 1}`,
  priceCents: 150 + random(2200),
  vatRate: i % 6 === 0 ? 21 : 10,
  category: `Categoría ${(i % 8) + 1}`,
  station: i % 3 === 0 ? 'Barra' : 'Cocina',
}));
const employees = Array.from({ length: 12 }, (_, i) => ({ id: `emp${i}`, name: `Empleado ${i + 1}` }));
const today = todayIn('Europe/Madrid');
const started = performance.now();
const docs = new Map();
const firstDates = new Map();
function add(event) {
  for (const [id, period, key] of [
    [dayFigureId(event.date, event.locationId), 'day', event.date],
    [monthFigureId(event.month, event.locationId), 'month', event.month],
  ]) {
    const doc = docs.get(id) ?? { period, key, locationId: event.locationId, figures: {} };
    addFigures(doc.figures, event.delta);
    docs.set(id, doc);
  }
  if (event.clientId && !(firstDates.get(event.clientId) <= event.date)) firstDates.set(event.clientId, event.date);
}
for (let i = 0; i < ORDERS; i++) {
  const date = addDays(today, -random(365));
  const hour = random(2) ? 13 + random(3) : 20 + random(3);
  const at = new Date(`${date}T${String(hour - 1).padStart(2, '0')}:${String(random(60)).padStart(2, '0')}:00Z`);
  const lines = Array.from({ length: 1 + random(4) }, (_, n) => {
    const dish = dishes[random(dishes.length)];
    const quantity = 1 + random(3);
    return {
      id: `l${n}`,
      kind: 'dish',
      refId: dish.id,
      name: dish.name,
      quantity,
      unitPriceCents: dish.priceCents,
      vatRate: dish.vatRate,
      totalCents: dish.priceCents * quantity,
      category: dish.category,
      station: dish.station,
      round: 1,
    };
  });
  const totals = computeTotals(lines);
  const employee = employees[random(employees.length)];
  const card = random(3) > 0;
  const table = random(3) > 0 ? { id: `t${random(20)}`, name: 'Mesa', zone: 'Sala' } : null;
  const order = {
    id: `o${i}`,
    module: 'restaurant',
    locationId: locations[random(3)].id,
    table,
    diners: table ? 1 + random(6) : null,
    lines,
    totals,
    payments: [
      {
        id: `p${i}`,
        method: card ? 'card' : 'cash',
        amountCents: totals.totalCents,
        cashCents: card ? 0 : totals.totalCents,
        cardCents: card ? totals.totalCents : 0,
        at: at.toISOString(),
        employee,
      },
    ],
    refunds: [],
    employee,
    client: random(4) === 0 ? { id: `c${random(2000)}`, name: 'Cliente' } : null,
    createdAt: new Date(at.getTime() - (20 + random(70)) * 60_000).toISOString(),
    statusAt: at.toISOString(),
    kitchenRounds: [
      { round: 1, sentAt: at.toISOString(), readyAt: new Date(at.getTime() + random(25) * 60_000).toISOString() },
    ],
  };
  add(saleEvent(order, 'Europe/Madrid'));
  if (random(100) === 0) {
    const line = lines[0];
    const refund = { id: `r${i}`, lines: [{ lineId: line.id, quantity: 1, amountCents: line.unitPriceCents }] };
    Object.assign(refund, { amountCents: line.unitPriceCents, cashCents: 0, cardCents: line.unitPriceCents });
    add(refundEvent(order, { ...refund, at: new Date(at.getTime() + 86_400_000).toISOString() }, 'Europe/Madrid'));
  }
}
const writer = db.bulkWriter();
const now = Timestamp.now();
for (const [id, doc] of docs)
  void writer.set(db.doc(`organizations/${org.id}/analyticsFigures/${id}`), { ...doc, updatedAt: now });
for (const [id, firstDate] of firstDates)
  void writer.set(db.doc(`organizations/${org.id}/analyticsClients/${id}`), { firstDate });
await writer.close();
const sizes = [...docs.values()].map((doc) => JSON.stringify(doc).length);
console.log(
  `${ORDERS} orders -> ${docs.size} aggregate documents (largest ${Math.max(...sizes)} bytes as JSON), ` +
    `generated and written in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

const yearAgo = addDays(today, -364);
const get = (query) => () => callCounted(`${base}/analytics?${new URLSearchParams(query)}`, { token });
await measure([
  { name: 'GET /api/health (no-op)', run: () => callCounted('/health') },
  { name: 'year, by month (3 locations)', run: get({ from: yearAgo, to: today, granularity: 'month' }) },
  { name: 'year, by day (3 locations)', run: get({ from: yearAgo, to: today, granularity: 'day' }) },
  { name: 'this month, by day', run: get({ from: `${today.slice(0, 7)}-01`, to: today }) },
  {
    name: 'year, by month, one location',
    run: get({ from: yearAgo, to: today, granularity: 'month', locationId: locations[0].id }),
  },
]);
process.exit(0);
