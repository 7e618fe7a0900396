// `npm run fixtures:print-bridge`: writes the print bridge's contract fixtures (tests/fixtures/print-bridge/*.json)
// from the domain (domain/src/modules/orders/tickets/print-bridge-fixtures.ts), formatted by Prettier. The domain's
// tests fail while the files differ from what the domain makes; the Android core's JUnit tests read them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { loadDomain } from './domain.mjs';

const SOURCE = fileURLToPath(new URL('../domain/src/modules/orders/tickets/print-bridge-fixtures.ts', import.meta.url));
const FOLDER = fileURLToPath(new URL('../tests/fixtures/print-bridge/', import.meta.url));

const { printBridgeFixtures } = await loadDomain(SOURCE);
const files = printBridgeFixtures();
mkdirSync(FOLDER, { recursive: true });
for (const stale of readdirSync(FOLDER).filter((name) => name.endsWith('.json') && !(name in files)))
  rmSync(path.join(FOLDER, stale));
for (const [name, value] of Object.entries(files)) {
  const file = path.join(FOLDER, name);
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(value), options));
}
console.log(`Wrote ${Object.keys(files).length} fixtures to ${path.relative(process.cwd(), FOLDER) || '.'}`);
