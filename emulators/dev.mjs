// `npm run dev`: Vite with hot reload at http://127.0.0.1:5173 against the emulators (same data as `npm start`).
// The functions bundle is rebuilt on change and the Functions emulator reloads it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { whenAuthIsUp } from './auth-config.mjs';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnvironment } from './environment.mjs';

const DATA_DIR = join(ROOT, '.emulator-data');
const env = emulatorEnvironment();
// The media store's local folder (functions/src/platform/media/store.ts), beside the emulator data: not inside it,
// since an export on exit replaces that folder.
env.MEDIA_DIR ||= join(ROOT, '.emulator-media');
const emulatorArgs = [
  'emulators:start',
  '--project',
  PROJECT_ID,
  '--only',
  'auth,firestore,functions',
  '--export-on-exit',
  DATA_DIR,
];
if (existsSync(join(DATA_DIR, 'firebase-export-metadata.json'))) emulatorArgs.push('--import', DATA_DIR);

const children = [
  spawn('node', ['functions/build.mjs', '--watch'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn(FIREBASE_BIN, emulatorArgs, { cwd: ROOT, env, stdio: 'inherit', detached: true }),
  spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--mode', 'emulators'], {
    cwd: join(ROOT, 'web'),
    env,
    stdio: 'inherit',
  }),
];
const [, emulators] = children;

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  emulators.kill('SIGINT');
  for (const child of children) if (child !== emulators) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});

whenAuthIsUp().catch((error) => console.error(error.message));
