// `npm run test:android-core` (part of `npm test`): compiles the Android app's plain-Java core
// (android-webview/core: the print bridge without Android, so no Android SDK is needed) with the JDK's javac, for
// Java 8 as the app builds it, and runs its JUnit 4 tests on the contract fixtures of tests/fixtures/print-bridge.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { junitClasspath } from '../tests/prerequisites.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORE = path.join(ROOT, 'android-webview', 'core');
const OUT = path.join(CORE, 'build', 'npm-test');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'print-bridge');

/** The .java files under a folder. */
const sources = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : name.endsWith('.java') ? [file] : [];
  });

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', cwd: ROOT });

const main = path.join(OUT, 'main');
const test = path.join(OUT, 'test');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(main, { recursive: true });
mkdirSync(test, { recursive: true });

const junit = junitClasspath();
// The core must build for the app (Java 8 API and language, Android 8.0's Java library): warnings are errors.
run('javac', [
  '--release',
  '8',
  '-Xlint:all',
  '-Werror',
  '-encoding',
  'UTF-8',
  '-d',
  main,
  ...sources(path.join(CORE, 'src', 'main')),
]);
const testSources = sources(path.join(CORE, 'src', 'test'));
run('javac', [
  '--release',
  '8',
  '-encoding',
  'UTF-8',
  '-d',
  test,
  '-cp',
  [main, ...junit].join(path.delimiter),
  ...testSources,
]);

const classes = testSources
  .filter((file) => file.endsWith('Test.java'))
  .map((file) =>
    path
      .relative(path.join(CORE, 'src', 'test', 'java'), file)
      .replace(/\.java$/, '')
      .split(path.sep)
      .join('.'),
  );
run('java', [
  '-cp',
  [main, test, ...junit].join(path.delimiter),
  `-Dplataforma.fixtures=${FIXTURES}`,
  'org.junit.runner.JUnitCore',
  ...classes,
]);
