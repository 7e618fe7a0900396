// `npm test`: every test of the repo, offline. Build, then the suites that need nothing running (unit, component,
// build output, the Android wrapper's Java core), then the ones that need the emulators (API integration, rules, end-to-end) inside one
// `firebase emulators:exec`, so the emulators start once.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites, prerequisitesReport } from './prerequisites.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = (title, command) => {
  console.log(`\n=== ${title} ===\n`);
  execSync(command, { cwd: ROOT, stdio: 'inherit', env: process.env });
};

const missing = missingPrerequisites();
if (missing.length > 0) {
  console.error(prerequisitesReport(missing));
  process.exit(1);
}

try {
  run('Build', 'npm run build');
  run('Bundle budgets of every route (npm run size)', 'npm run size');
  run(
    'Unit (domain, functions) and web component tests, lint fixtures, build output checks',
    'npx vitest run --project domain --project functions --project web --project lint --project build',
  );
  run('Android wrapper core (plain Java, JUnit) on the print bridge contract fixtures', 'npm run test:android-core');
  run(
    'API integration, Firestore rules and end-to-end tests on the emulators',
    'node emulators/exec.mjs --only auth,firestore,functions,hosting --log-verbosity QUIET -- "npx vitest run --project api --project rules && npx playwright test -c tests/e2e/playwright.config.ts"',
  );
  console.log('\nAll tests passed.');
} catch {
  console.error('\nTests failed.');
  process.exit(1);
}
