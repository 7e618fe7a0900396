import type { FullConfig } from '@playwright/test';
// @ts-expect-error: plain .mjs helper shared with npm start
import { configureAuthLikeProduction } from '../../emulators/auth-config.mjs';

import { ensureDemoAdmin } from './demo-admin';

/**
 * Waits until the API answers through Hosting: the Functions emulator loads the API on its first request, which on
 * a busy machine can take longer than a page waits for its session (and a first load that times out fails).
 */
async function warmUpApi(baseURL: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
    if (response?.ok) return;
    if (Date.now() > deadline) throw new Error(`The API did not answer at ${baseURL}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * As in production: e-mail enumeration protection on (a wrong password and an unknown e-mail answer the same). The
 * demo platform administrator of the seed exists. The API is up before the first test.
 */
export default async function globalSetup(config: FullConfig) {
  await configureAuthLikeProduction();
  await ensureDemoAdmin();
  await warmUpApi(config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:5000');
}
