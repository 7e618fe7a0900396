// @ts-expect-error: plain .mjs helper shared with npm start
import { configureAuthLikeProduction } from '../../emulators/auth-config.mjs';

import { ensureDemoAdmin } from './demo-admin';

/**
 * As in production: e-mail enumeration protection on (a wrong password and an unknown e-mail answer the same). The
 * demo platform administrator of the seed exists.
 */
export default async function globalSetup() {
  await configureAuthLikeProduction();
  await ensureDemoAdmin();
}
