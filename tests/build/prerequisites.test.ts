import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs script of npm test
import { javaMajor, missingPrerequisites, prerequisitesReport } from '../prerequisites.mjs';

/** A machine with everything `npm test` needs; each test takes one piece away. */
const ready = {
  env: {},
  nodeVersion: '20.19.0',
  javaBanner: () => 'openjdk version "17.0.15" 2025-04-15',
  javacBanner: () => 'javac 17.0.15',
  isExecutable: (path: string) => path === '/usr/bin/chromium',
  isFile: (path: string) => ['/usr/share/java/junit4.jar', '/usr/share/java/hamcrest-core.jar'].includes(path),
  hasXmllint: () => true,
  hasOpenssl: () => true,
};

describe('npm test prerequisites', () => {
  it('finds nothing missing on a ready machine', () => {
    expect(missingPrerequisites(ready)).toEqual([]);
    expect(missingPrerequisites({ ...ready, env: { CHROMIUM_PATH: '' } })).toEqual([]);
  });

  it('reports Chromium missing when CHROMIUM_PATH names nothing, on the real file system', () => {
    const missing = missingPrerequisites({
      ...ready,
      env: { CHROMIUM_PATH: '/nonexistent/chromium-bogus' },
      isExecutable: undefined,
    });
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/Chromium .* \/nonexistent\/chromium-bogus\. .*package chromium.*CHROMIUM_PATH/);
  });

  it('reports Java when it does not run or is too old, and an old Node', () => {
    const missing = missingPrerequisites({ ...ready, javaBanner: () => undefined, nodeVersion: '18.20.4' });
    expect(missing).toEqual([
      'Node.js 20.19 or newer (this is 18.20.4).',
      expect.stringMatching(/^Java 17 or newer .*`java` does not run.*openjdk-17-jdk-headless/),
    ]);
    expect(missingPrerequisites({ ...ready, javaBanner: () => 'java version "1.8.0_392"' })[0]).toMatch(/found Java 8/);
    expect(missingPrerequisites({ ...ready, nodeVersion: '22.1.0' })).toEqual([]);
  });

  it("reports javac and JUnit, which the Android core's tests need", () => {
    expect(missingPrerequisites({ ...ready, javacBanner: () => undefined })).toEqual([
      expect.stringMatching(/^A JDK's javac .*openjdk-17-jdk-headless/),
    ]);
    const noJunit = missingPrerequisites({ ...ready, isFile: () => false });
    expect(noJunit).toEqual([
      expect.stringMatching(/^JUnit 4 .*\/usr\/share\/java\/junit4\.jar.*package junit4.*JUNIT_JAR/),
    ]);
    const elsewhere = { JUNIT_JAR: '/opt/junit.jar', HAMCREST_JAR: '/opt/hamcrest.jar' };
    expect(
      missingPrerequisites({ ...ready, env: elsewhere, isFile: (path: string) => path.startsWith('/opt/') }),
    ).toEqual([]);
  });

  it("reports xmllint and openssl, which VERI*FACTU's tests need", () => {
    expect(missingPrerequisites({ ...ready, hasXmllint: () => false, hasOpenssl: () => false })).toEqual([
      expect.stringMatching(/^xmllint .*libxml2-utils/),
      expect.stringMatching(/^openssl .*package openssl/),
    ]);
  });

  it('reads Java versions old and new', () => {
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('java version "1.8.0_392"')).toBe(8);
    expect(javaMajor('nonsense')).toBeUndefined();
  });

  it('says in one message what to install', () => {
    const report = prerequisitesReport(missingPrerequisites({ ...ready, env: { CHROMIUM_PATH: '/bogus' } }));
    expect(report).toContain('apt-get install chromium openjdk-17-jdk-headless junit4');
    expect(report).toContain('CHROMIUM_PATH');
  });
});
