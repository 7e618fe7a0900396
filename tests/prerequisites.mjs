// What `npm test` needs besides node_modules, checked before anything runs so a newcomer reads one message
// instead of minutes of build output and a wall of browser errors.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';

export const MIN_NODE = [20, 19];
export const MIN_JAVA = 17;
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** JUnit 4 and the Hamcrest it needs, as Debian's junit4 package installs them (JUNIT_JAR, HAMCREST_JAR override). */
export const DEFAULT_JUNIT_JAR = '/usr/share/java/junit4.jar';
export const DEFAULT_HAMCREST_JAR = '/usr/share/java/hamcrest-core.jar';
const JDK_PACKAGE = 'openjdk-17-jdk-headless';

/** The class path that runs the Android core's JUnit tests. */
export function junitClasspath(env = process.env) {
  return [env.JUNIT_JAR || DEFAULT_JUNIT_JAR, env.HAMCREST_JAR || DEFAULT_HAMCREST_JAR];
}

/** The major version in `java -version`'s banner ('openjdk version "17.0.15"', or '"1.8.0_392"' for Java 8). */
export function javaMajor(banner) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(banner);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function runBanner(command) {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8' });
  return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
}

/** Whether a command runs (`command --version` or the like exits 0). */
function runs(command, args) {
  return spawnSync(command, args, { encoding: 'utf8' }).status === 0;
}

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isReadableFile(path) {
  try {
    accessSync(path, constants.R_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * What is missing, one line each with how to install it (empty when everything is there). Every probe can be
 * replaced, so tests can describe a machine without touching the real one.
 * @param {{ env?: Record<string, string | undefined>, nodeVersion?: string, javaBanner?: () => string | undefined,
 *   javacBanner?: () => string | undefined, isExecutable?: (path: string) => boolean,
 *   isFile?: (path: string) => boolean, hasXmllint?: () => boolean, hasOpenssl?: () => boolean }} [machine]
 * @returns {string[]}
 */
export function missingPrerequisites({
  env = process.env,
  nodeVersion = process.versions.node,
  javaBanner = () => runBanner('java'),
  javacBanner = () => runBanner('javac'),
  isExecutable = isExecutableFile,
  isFile = isReadableFile,
  hasXmllint = () => runs('xmllint', ['--version']),
  hasOpenssl = () => runs('openssl', ['version']),
} = {}) {
  const missing = [];

  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1]))
    missing.push(`Node.js ${MIN_NODE.join('.')} or newer (this is ${nodeVersion}).`);

  const banner = javaBanner();
  const java = banner === undefined ? undefined : javaMajor(banner);
  if (java === undefined || java < MIN_JAVA)
    missing.push(
      `Java ${MIN_JAVA} or newer for the Firestore emulator (${banner === undefined ? '`java` does not run' : `found Java ${String(java)}`}): ` +
        `Debian package ${JDK_PACKAGE}.`,
    );
  else if (javacBanner() === undefined)
    missing.push(`A JDK's javac for the Android core's tests (\`javac\` does not run): Debian package ${JDK_PACKAGE}.`);

  const jars = junitClasspath(env).filter((jar) => !isFile(jar));
  if (jars.length > 0)
    missing.push(
      `JUnit 4 for the Android core's tests: nothing at ${jars.join(', ')}. ` +
        'Install the Debian package junit4, or set JUNIT_JAR and HAMCREST_JAR to the jars.',
    );

  const chromium = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  if (!isExecutable(chromium))
    missing.push(
      `Chromium for the end-to-end tests: nothing executable at ${chromium}. ` +
        `Install the Debian package chromium, or set CHROMIUM_PATH to a Chromium binary${env.CHROMIUM_PATH ? ' that exists' : ''}.`,
    );

  // VERI*FACTU: its messages are validated against the AEAT's schemas, and the fake agency's certificates are made.
  if (!hasXmllint())
    missing.push('xmllint for the VERI*FACTU messages checked against the schemas: Debian package libxml2-utils.');
  if (!hasOpenssl()) missing.push("openssl for the fake tax agency's test certificates: Debian package openssl.");

  return missing;
}

/** The one message `npm test` stops with. */
export function prerequisitesReport(missing) {
  return [
    'npm test cannot run on this machine yet. Missing:',
    ...missing.map((item) => `  - ${item}`),
    `On Debian or Ubuntu: sudo apt-get install chromium ${JDK_PACKAGE} junit4 libxml2-utils openssl (see README, Prerequisites).`,
  ].join('\n');
}
