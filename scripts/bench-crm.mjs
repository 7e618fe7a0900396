// `npm run bench:crm`: CRM at the size of a busy business, through the Hosting rewrite on the emulators. (1) Imports
// 10,000 clients from one CSV file (preview, apply, and apply again: nothing new), timing each call once. (2) Searches
// among them (a surname shared by many, an e-mail, a phone, a NIF, a tag) and pages the whole list, each timed
// BENCH_RUNS times interleaved (median and p95). Runs by itself: it starts the emulators (after `npm run build`) unless
// BENCH_BASE_URL points at running ones. BENCH_CLIENTS sets the file's size (default 10,000; at most 19,999).
import { BASE, call, measure, registeredAccount, time } from './bench-support.mjs';

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

async function upload(path, token, bytes) {
  const response = await fetch(`${BASE}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: bytes,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const { token } = await registeredAccount();
const org = await call('/organizations/create', {
  method: 'POST',
  token,
  body: { name: 'Bench CRM', modules: ['crm'] },
});
const crm = `/organizations/${org.id}/crm`;
const file = csvFile();

let preview;
let applied;
let again;
const importRows = [
  {
    name: `preview (${CLIENTS} lines, ${(file.length / 1024).toFixed(0)} KB)`,
    ms: await time(async () => (preview = await upload(`${crm}/clients/import/preview`, token, file))),
  },
  { name: 'apply', ms: await time(async () => (applied = await upload(`${crm}/clients/import/apply`, token, file))) },
  {
    name: 'apply again (creates nothing)',
    ms: await time(async () => (again = await upload(`${crm}/clients/import/apply`, token, file))),
  },
];
console.table(importRows.map(({ name, ms }) => ({ name, seconds: +(ms / 1000).toFixed(1) })));
console.table([
  {
    step: 'preview',
    create: preview.create.length,
    duplicates: preview.duplicates.length,
    invalid: preview.invalid.length,
  },
  { step: 'apply', ...applied },
  { step: 'apply again', ...again },
]);
if (applied.created !== CLIENTS || again.created !== 0) throw new Error('The import did not create what it should');

const list = (query) => () => call(`${crm}/clients?${new URLSearchParams(query).toString()}`, { token });
await measure([
  { name: 'list, page 1 of 25 (by name)', run: list({}) },
  { name: 'list, page 200 (offset 4,975)', run: list({ page: '200' }) },
  { name: `search a surname ('martinez', ~${CLIENTS / 5} found)`, run: list({ q: 'martinez' }) },
  { name: "search an e-mail ('cliente4321@bench')", run: list({ q: 'cliente4321@bench' }) },
  { name: "search a phone ('610 030 247')", run: list({ q: '610 030 247' }) },
  { name: `search a NIF ('${row(3000)[4]}')`, run: list({ q: row(3000)[4] }) },
  { name: 'filter by tag (VIP)', run: list({ tag: 'VIP' }) },
]);
