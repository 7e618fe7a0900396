import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n';
import { queryClient } from '../platform/server-state/query-client';

// Each test starts with an empty server-state cache (it is a module-level singleton, as in the app).
afterEach(() => {
  cleanup();
  queryClient.clear();
});

// Pages load lazily (route chunks) and fetch their organization first: give them time under a busy CI.
configure({ asyncUtilTimeout: 15_000 });
