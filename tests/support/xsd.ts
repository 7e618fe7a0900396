import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../fixtures/verifactu/', import.meta.url));

/**
 * xmllint's verdict on a VERI*FACTU message against the AEAT's schemas (tests/fixtures/verifactu, as the functions'
 * xml.test.ts checks the messages it builds): here for what the API answers. xmllint missing throws.
 */
export function validateAeatMessage(xml: string): { ok: boolean; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'verifactu-')), 'message.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', join(FIXTURES, 'SuministroLR.xsd'), file], {
    env: { ...process.env, XML_CATALOG_FILES: join(FIXTURES, 'catalog.xml') },
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}
