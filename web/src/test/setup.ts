import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../i18n';
import { queryClient } from '../platform/server-state/query-client';

// Firebase Auth loads lazily when a page's session starts listening: loaded up front, so that a test that ends before
// that import settles does not have it land after the environment is torn down (an unhandled error failing the run).
beforeAll(async () => {
  await import('../platform/firebase/auth');
});

// Each test starts with an empty server-state cache (it is a module-level singleton, as in the app). React's scheduler
// runs its work in a later macrotask (setImmediate in Node, which runs before the next timer): one still queued when
// a file's last test ends would run after the environment is torn down ('window is not defined', an unhandled error
// failing the run), so it is let run first.
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

// Pages load lazily (route chunks) and fetch their organization first: give them time under a busy CI.
configure({ asyncUtilTimeout: 15_000 });
