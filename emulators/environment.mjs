// The offline emulator recipe (see ARCHITECTURE.md): Java is required; the Google Cloud CLI's Firestore emulator
// jar is used through a generated wrapper jar when it is installed, otherwise firebase-tools downloads its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-plataforma';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

const JAR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function assertJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error(
      'Java no está instalado: los emuladores de Firebase (Firestore) necesitan Java 17 o superior.\n' +
        'Java is missing: the Firestore emulator needs Java 17+ (Debian: apt-get install openjdk-17-jre-headless).',
    );
    process.exit(1);
  }
}

function findLocalFirestoreJar() {
  try {
    const listed = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .split('\n')
      .find((line) => line.endsWith('.jar'));
    if (listed && existsSync(listed)) return listed;
  } catch {
    // dpkg or the package is absent: try the usual install locations.
  }
  return JAR_CANDIDATES.find((path) => existsSync(path));
}

/** A stored (uncompressed) zip holding only META-INF/MANIFEST.MF: enough for `java -jar`. */
function manifestOnlyJar(manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** Writes the wrapper jar for a local Firestore emulator jar; returns its path, or undefined when none is installed. */
export function prepareFirestoreWrapper() {
  const jar = findLocalFirestoreJar();
  if (!jar) return undefined;
  const wrapper = join(ROOT, '.emulators-cache', 'firestore-wrapper.jar');
  mkdirSync(dirname(wrapper), { recursive: true });
  const manifest = `Manifest-Version: 1.0\r\nMain-Class: ${FIRESTORE_MAIN_CLASS}\r\nClass-Path: file:${jar}\r\n\r\n`;
  writeFileSync(wrapper, manifestOnlyJar(manifest));
  return wrapper;
}

/** The environment every firebase-tools command of this repo runs with. */
export function emulatorEnvironment() {
  assertJava();
  const env = { ...process.env };
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH) {
    const wrapper = prepareFirestoreWrapper();
    if (wrapper) env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
    else console.warn('No local Firestore emulator jar found: firebase-tools will download its own.');
  }
  return env;
}

// `node emulators/environment.mjs` prepares the wrapper and prints the variable to export (used by .ci/run).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = emulatorEnvironment();
  if (env.FIRESTORE_EMULATOR_BINARY_PATH)
    console.log(`FIRESTORE_EMULATOR_BINARY_PATH=${env.FIRESTORE_EMULATOR_BINARY_PATH}`);
}
