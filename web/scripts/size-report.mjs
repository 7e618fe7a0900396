// `npm run size`: gzipped JS of every lazily loaded route chunk, and the first load of the budgeted routes.
// Run after `npm run build`. Budgets (ARCHITECTURE.md): login route <= 170 KB, no route chunk over 250 KB.
import { existsSync } from 'node:fs';
import { DIST, KEY_ROUTES, entryKey, readBuild, routeKeys, staticClosure } from './route-chunks.mjs';

const LOGIN_BUDGET_KB = 170;
const CHUNK_BUDGET_KB = 250;

if (!existsSync(`${DIST}.vite/manifest.json`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const { manifest, gzipped } = readBuild();
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);

const entry = staticClosure(manifest, [entryKey(manifest)]);
console.log(`Entry (every page): ${kb(sum(entry))} KB gzipped in ${entry.size} files\n`);

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([source, chunk]) => {
    const closure = staticClosure(manifest, [entryKey(manifest), source]);
    return { source, own: gzipped(chunk.file), firstLoad: sum(closure) };
  })
  .sort((a, b) => b.firstLoad - a.firstLoad);

console.log('Route chunk'.padEnd(60) + 'own KB'.padStart(10) + 'with entry KB'.padStart(16));
for (const row of rows) {
  console.log(row.source.padEnd(60) + kb(row.own).padStart(10) + kb(row.firstLoad).padStart(16));
}

let overBudget = false;
console.log('\nBudgeted routes (entry + layout + page, gzipped):');
for (const [route, sources] of Object.entries(KEY_ROUTES)) {
  const files = staticClosure(manifest, routeKeys(manifest, sources));
  const size = sum(files);
  const over = route === '/auth/login' && size / 1024 > LOGIN_BUDGET_KB;
  overBudget ||= over;
  console.log(`  ${route}: ${kb(size)} KB (budget ${LOGIN_BUDGET_KB} KB)${over ? '  OVER BUDGET' : ''}`);
}
for (const row of rows) {
  if (row.firstLoad / 1024 > CHUNK_BUDGET_KB) {
    overBudget = true;
    console.log(`  ${row.source}: ${kb(row.firstLoad)} KB over the ${CHUNK_BUDGET_KB} KB route budget`);
  }
}
if (overBudget && process.argv.includes('--check')) process.exit(1);
