// Loads the TypeScript domain (domain/src/index.ts) into a plain Node script: esbuild (the functions' bundler)
// bundles it in memory and the script imports the result, so that the seed and the maintenance scripts use domain's
// own functions (search keys...) instead of copies that could drift.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

const loaded = new Map();

/** domain's exports (loaded once per process), or those of another file of domain/src (`entry`, absolute path). */
export function loadDomain(entry = ENTRY) {
  if (!loaded.has(entry))
    loaded.set(
      entry,
      build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
      }).then(({ outputFiles }) => {
        const code = Buffer.from(outputFiles[0].text).toString('base64');
        return import(`data:text/javascript;base64,${code}`);
      }),
    );
  return loaded.get(entry);
}
