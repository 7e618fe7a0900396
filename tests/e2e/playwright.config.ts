import { defineConfig } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

/**
 * End-to-end tests: the built SPA on the Hosting emulator (http://127.0.0.1:5000), with /api through the rewrite
 * to the Functions emulator, driven in the system Chromium. Run inside `firebase emulators:exec` (tests/run-all.mjs).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // On CI a test that fails is run once more: one that then passes is reported as flaky in the list (and still has its
  // trace), one that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.defaultPath,
      args: chromium.args,
    },
  },
});
