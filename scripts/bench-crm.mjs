// `npm run bench:crm`: CRM at the size of a busy business, through the Hosting rewrite on the emulators. (1) Imports
// 10,000 clients from one CSV file (preview, apply, and apply again: nothing new), timing each call once. (2) Searches
// among them (a surname shared by many, an e-mail, a phone, a NIF, a tag) and pages the whole list, each timed
// BENCH_RUNS times interleaved (median and p95; default 5: the emulator answers these in seconds). Runs by itself: it
// starts the emulators (after `npm run build`) unless BENCH_BASE_URL points at running ones. BENCH_CLIENTS sets the
// file's size (default 10,000; at most 19,999).
// The Firestore emulator has no indexes: it scans every client and every search key of each (about 80 a client) for a
// search and again for its count, so its searches take many seconds where production reads one composite index. The
// functions emulator gives up on a call after 60 s, so the searches are timed on the same API (the built functions'
// `api`) served in this process, against the same emulators.
import express from 'express';
import { createServer } from 'node:http';
import { baseUrl, call, registeredAccount, summary, time } from './bench-support.mjs';
import { api } from '../functions/lib/index.js';

const CLIENTS = Math.min(19_999, Number(process.env.BENCH_CLIENTS ?? 10_000));
const FIRST = ['María', 'José', 'Carmen', 'Antonio', 'Lucía', 'Manuel', 'Isabel', 'Francisco', 'Elena', 'David'];
const LAST = ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Muñoz'];
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const TAGS = ['VIP', 'Habitual', 'Terraza', 'Empresa', ''];

/** The i-th client of the file: a unique e-mail and phone; a NIF for one in three; dates dd/mm/yyyy. */
function row(i) {
  const first = FIRST[i % 10];
  const last = `${LAST[Math.floor(i / 10) % 10]} ${LAST[Math.floor(i / 100) % 10]}`;
  const digits = String(20_000_000 + i * 3_001);
  const nif = i % 3 === 0 ? `${digits}${NIF_LETTERS[Number(digits) % 23]}` : '';
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  return [
    first,
    last,
    `cliente${i}@bench.example`,
    `6${String(10_000_000 + i * 7).padStart(8, '0')}`,
    nif,
    `${day}/${month}/19${50 + (i % 50)}`,
    TAGS[i % 5],
    i % 2 ? 'sí' : 'no',
  ];
}

function csvFile() {
  const header = [
    'nombre',
    'apellidos',
    'email',
    'teléfono',
    'nif',
    'fecha de nacimiento',
    'etiquetas',
    'consentimiento',
  ];
  const lines = [header, ...Array.from({ length: CLIENTS }, (_, i) => row(i))].map((cells) => cells.join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Posts the file; answers the body, or undefined when the rewrite gave up on the function (504 after 60 s). */
async function upload(path, token, bytes) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: bytes,
  });
  const text = await response.text();
  if (response.status === 504) return undefined;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/**
 * Times a step; a step that times out is run again (apply is idempotent: a second apply creates what the first did not
 * get to), and each attempt is a row.
 */
async function step(name, run) {
  const rows = [];
  for (let attempt = 1; ; attempt++) {
    let result;
    const ms = await time(async () => (result = await run()));
    rows.push({ name: attempt > 1 ? `${name} (attempt ${attempt})` : name, seconds: +(ms / 1000).toFixed(1) });
    if (result) return { result, rows };
    rows[rows.length - 1].seconds = `${rows[rows.length - 1].seconds} (timeout)`;
    if (attempt === 5) throw new Error(`${name}: timed out 5 times`);
  }
}

const { token } = await registeredAccount();
const org = await call('/organizations/create', {
  method: 'POST',
  token,
  body: { name: 'Bench CRM', modules: ['crm'] },
});
const crm = `/organizations/${org.id}/crm`;
const file = csvFile();

const previewStep = await step(`preview (${CLIENTS} lines, ${(file.length / 1024).toFixed(0)} KB)`, () =>
  upload(`${crm}/clients/import/preview`, token, file),
);
const applyStep = await step('apply', () => upload(`${crm}/clients/import/apply`, token, file));
const created = (await call(`${crm}/clients?pageSize=1`, { token })).total;
const againStep = await step('apply again (creates nothing)', () => upload(`${crm}/clients/import/apply`, token, file));
const preview = previewStep.result;
const applied = applyStep.result;
const again = againStep.result;
console.table([...previewStep.rows, ...applyStep.rows, ...againStep.rows]);
console.table([
  {
    step: 'preview',
    create: preview.create.length,
    duplicates: preview.duplicates.length,
    invalid: preview.invalid.length,
  },
  { step: 'apply (its last attempt)', ...applied },
  { step: 'apply again', ...again },
]);
if (created !== CLIENTS || again.created !== 0) throw new Error('The import did not create what it should');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (RUNS === 0) process.exit(0); // BENCH_RUNS=0: the import only
// The built `api` function behind an Express app of this process (firebase-functions expects Express's request).
const server = createServer(express().use((req, res) => api(req, res)));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const local = `http://127.0.0.1:${server.address().port}/api`;
const list = (query) => async () => {
  const response = await fetch(`${local}${crm}/clients?${new URLSearchParams(query).toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET clients: ${response.status} ${await response.text()}`);
  return (await response.json()).total;
};
const cases = [
  { name: 'list, page 1 of 25 (by name)', run: list({}) },
  { name: 'list, page 200 (offset 4,975)', run: list({ page: '200' }) },
  { name: `search a surname ('martinez', ~${CLIENTS / 5} found)`, run: list({ q: 'martinez' }) },
  { name: "search an e-mail ('cliente4321@bench')", run: list({ q: 'cliente4321@bench' }) },
  { name: "search a phone ('610 030 247')", run: list({ q: '610 030 247' }) },
  { name: `search a NIF ('${row(3000)[4]}')`, run: list({ q: row(3000)[4] }) },
  { name: 'filter by tag (VIP)', run: list({ tag: 'VIP' }) },
];
// One warm-up round, then RUNS rounds interleaved (every case sees the same load).
const samples = cases.map(() => []);
const found = cases.map(() => 0);
for (let round = 0; round <= RUNS; round++)
  for (const [index, { run }] of cases.entries()) {
    const start = performance.now();
    found[index] = await run();
    if (round > 0) samples[index].push(performance.now() - start);
  }
console.table(cases.map(({ name }, index) => ({ ...summary(name, samples[index]), found: found[index] })));
server.close();
process.exit(0);
