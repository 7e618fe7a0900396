// `npm run analytics:rebuild -- <organization id or slug>`: recomputes the organization's analytics aggregates from its
// orders (functions/src/modules/analytics/rebuild.ts, the same code the tests check against the figures kept sale by
// sale). Runs against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080 by default, as
// `npm start` runs it), otherwise against the project of GOOGLE_CLOUD_PROJECT with the application default credentials.
import { build } from 'esbuild';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run analytics:rebuild -- <organization id or slug>');
  process.exit(2);
}
const production = process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIRESTORE_EMULATOR_HOST;
if (!production) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-plataforma';

// The TypeScript rebuild, bundled inside functions/ so that its packages resolve as the functions' do.
const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const outDir = mkdtempSync(join(functionsDir, '.rebuild-'));
try {
  const entry = join(functionsDir, 'src/modules/analytics/rebuild.ts');
  const outfile = join(outDir, 'rebuild.mjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // As functions/build.mjs: the domain inlined, the functions' runtime dependencies left to Node.
    external: Object.keys(JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')).dependencies),
    define: { __BUILD_ID__: '"rebuild"' },
    logLevel: 'silent',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const { rebuildFigures } = await import(pathToFileURL(outfile).href);
  // The app the rebuild's code takes (it uses the first one there is).
  const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
  const bySlug = await db.doc(`slugs/${argument}`).get();
  const organizationId = bySlug.exists ? bySlug.data().orgId : argument;
  if (!(await db.doc(`organizations/${organizationId}`).get()).exists) {
    // Not process.exit: the bundle's folder is removed below first.
    throw new Error(`No organization '${argument}' (by id or slug).`);
  }
  const started = Date.now();
  const result = await rebuildFigures(organizationId);
  console.log(
    `Rebuilt the figures of ${organizationId}: ${result.orders} orders, ${result.refunds} refunds, ` +
      `${result.soldOut} sold-out events -> ${result.documents} documents in ${Date.now() - started} ms.`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
