// `npm start`: builds the product, starts the emulator suite serving it at http://127.0.0.1:5000 and keeps its data.
// The first run loads the demo data of emulators/seed/; every stop exports the data to .emulator-data/ and the next
// start imports it, so what users created survives restarts. Ctrl+C stops it cleanly (the export happens then).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIREBASE_BIN, HOSTING_URL, PROJECT_ID, ROOT, emulatorEnvironment } from './environment.mjs';
import { configureAuthLikeProduction } from './auth-config.mjs';
import { seed } from './seed.mjs';

const DATA_DIR = join(ROOT, '.emulator-data');
const STARTUP_TIMEOUT_MS = 120_000;

const env = emulatorEnvironment();
// The media store's local folder (functions/src/platform/media/store.ts), beside the emulator data: not inside it,
// since an export on exit replaces that folder.
env.MEDIA_DIR ||= join(ROOT, '.emulator-media');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit', env });

const firstRun = !existsSync(join(DATA_DIR, 'firebase-export-metadata.json'));
const args = ['emulators:start', '--project', PROJECT_ID, '--export-on-exit', DATA_DIR];
if (!firstRun) args.push('--import', DATA_DIR);

// Its own process group, so that Ctrl+C reaches it once, through us: a second SIGINT would skip the export.
const emulators = spawn(FIREBASE_BIN, args, { cwd: ROOT, env, stdio: 'inherit', detached: true });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nDeteniendo los emuladores y guardando los datos...');
  emulators.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('exit', () => {
  if (emulators.exitCode === null) emulators.kill('SIGKILL');
});
emulators.on('exit', (code) => process.exit(code ?? 0));

async function waitForProduct() {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${HOSTING_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The product did not answer at ${HOSTING_URL}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

try {
  await waitForProduct();
  await configureAuthLikeProduction();
  if (firstRun) {
    const { documents } = await seed();
    console.log(`Datos de demostración cargados (${documents} documentos).`);
  }
  const users = JSON.parse(readFileSync(join(ROOT, 'emulators', 'seed', 'auth.json'), 'utf8'));
  console.log(`\n  Plataforma lista en ${HOSTING_URL}\n`);
  if (users.length > 0) {
    console.log('  Usuarios de demostración (contraseña / rol):');
    for (const user of users) console.log(`    ${user.email}  ${user.password}  ${user.description ?? ''}`);
    console.log('');
  }
  console.log('  Pulsa Ctrl+C para detener (los datos se guardan en .emulator-data/).\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
}
