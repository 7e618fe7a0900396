// `npm run size`: the gzipped JS of every route's first load (entry + layout + page + its module's texts; see
// routeTable: Firebase Auth loads after it), against the budgets of ARCHITECTURE.md: the
// login route at most 170 KB, every other route at most 250 KB. Run after `npm run build`; exits 1 when a route is
// over its ceiling (`--report` only prints). `npm test` runs it.
import { existsSync } from 'node:fs';
import { DIST, entryKey, readBuild, routeTable, staticClosure } from './route-chunks.mjs';

const LOGIN = 'src/platform/auth/pages/LoginPage.tsx';
const LOGIN_BUDGET_KB = 170;
const ROUTE_BUDGET_KB = 250;
/**
 * Routes still over the budget (issue 22, docs/performance.md), each with the ceiling it may not grow past: its size
 * when recorded, rounded up, plus 2 KB. Lower a ceiling when a route gets lighter; remove it once the route is within
 * budget (the report says when). A new route has the budget, no ceiling.
 */
const CEILINGS_KB = {};

if (!existsSync(`${DIST}.vite/manifest.json`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const { manifest, modules, gzipped } = readBuild();
const kb = (bytes) => bytes / 1024;
const size = (keys) => kb([...staticClosure(manifest, keys)].reduce((total, file) => total + gzipped(file), 0));

console.log(`Entry (every page): ${size([entryKey(manifest)]).toFixed(1)} KB gzipped\n`);

const rows = routeTable(manifest, modules)
  .map(({ page, layout, sources }) => {
    const firstLoad = size([entryKey(manifest), ...sources]);
    const budget = page === LOGIN ? LOGIN_BUDGET_KB : ROUTE_BUDGET_KB;
    const ceiling = CEILINGS_KB[page] ?? budget;
    return { page, layout, firstLoad, budget, ceiling };
  })
  .sort((a, b) => b.firstLoad - a.firstLoad);

console.log('Route (page)'.padEnd(64) + 'layout'.padEnd(10) + 'first load KB'.padStart(14) + 'budget'.padStart(8));
const failures = [];
for (const row of rows) {
  const over = row.firstLoad > row.budget;
  const broken = row.firstLoad > row.ceiling;
  if (broken) failures.push(row);
  const note = broken ? '  OVER BUDGET' : over ? `  over budget (ceiling ${row.ceiling} KB)` : '';
  console.log(
    row.page.padEnd(64) +
      row.layout.padEnd(10) +
      row.firstLoad.toFixed(1).padStart(14) +
      String(row.budget).padStart(8) +
      note,
  );
}
for (const [page, ceiling] of Object.entries(CEILINGS_KB)) {
  const row = rows.find((r) => r.page === page);
  if (!row) failures.push({ page, missing: true });
  else if (row.firstLoad <= row.budget)
    console.log(`\n${page} is within budget now: remove its ceiling (${ceiling} KB).`);
}

if (failures.length > 0) {
  console.log(`\n${failures.length} route(s) over budget: ${failures.map((f) => f.page).join(', ')}`);
  if (!process.argv.includes('--report')) process.exit(1);
}
