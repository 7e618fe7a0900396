// Runs a command with the emulator suite up and torn down after it: `node emulators/exec.mjs --only auth,firestore -- <command>`.
// Used by the tests; the data of `npm start` is not touched (no import, no export).
import { spawnSync } from 'node:child_process';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnvironment } from './environment.mjs';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator === -1 || separator === args.length - 1) {
  console.error('Usage: node emulators/exec.mjs [--only auth,firestore,...] -- <command>');
  process.exit(2);
}
const options = args.slice(0, separator);
const command = args.slice(separator + 1).join(' ');

const result = spawnSync(FIREBASE_BIN, ['emulators:exec', '--project', PROJECT_ID, ...options, command], {
  cwd: ROOT,
  stdio: 'inherit',
  env: emulatorEnvironment(),
});
process.exit(result.status ?? 1);
