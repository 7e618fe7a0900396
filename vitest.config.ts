import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the repo, one project each. `npm run test:unit` runs the offline ones;
 * api, rules and build run inside `firebase emulators:exec` (see tests/run-all.mjs).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'functions', root: './functions', include: ['src/**/*.test.ts'] } },
      './web/vite.config.ts',
      {
        test: {
          name: 'api',
          root: './tests',
          include: ['api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          root: './tests',
          include: ['rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'build', root: './tests', include: ['build/**/*.test.ts'] } },
      // Runs the repo's ESLint config on fixture sources: the import boundaries and cycles really fail.
      { test: { name: 'lint', root: './tests', include: ['lint/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
