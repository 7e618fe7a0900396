// Runs a command with the emulator suite up and torn down after it: `node emulators/exec.mjs --only auth,firestore -- <command>`.
// Used by the tests; the data of `npm start` is not touched (no import, no export).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnvironment } from './environment.mjs';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator === -1 || separator === args.length - 1) {
  console.error('Usage: node emulators/exec.mjs [--only auth,firestore,...] -- <command>');
  process.exit(2);
}
const options = args.slice(0, separator);
const command = args.slice(separator + 1).join(' ');

// The VERI*FACTU e2e's fake agency (tests/support/fake-agency.ts): the functions send to a fixed port and trust the
// CA in a folder named here (one per run: runs in other network namespaces share the temp dir). The functions read
// the CA file when they send, so the spec makes it there before its first send; the spec reads both from these
// variables (the emulators pass their environment on to it and to the functions).
const env = emulatorEnvironment();
env.VERIFACTU_ENDPOINT_PRUEBAS ||= 'https://127.0.0.1:18443/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
env.VERIFACTU_AGENCY_CA ||= join(tmpdir(), `plataforma-fake-agency-${process.pid}`, 'server.pem');
// The media store's local folder (functions/src/platform/media/store.ts): one per run, removed after it.
const mediaDir = join(tmpdir(), `plataforma-media-${process.pid}`);
env.MEDIA_DIR ||= mediaDir;

const result = spawnSync(FIREBASE_BIN, ['emulators:exec', '--project', PROJECT_ID, ...options, command], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
rmSync(mediaDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
