// @ts-expect-error: plain .mjs helper shared with npm start
import { configureAuthLikeProduction } from '../../emulators/auth-config.mjs';

/** As in production: e-mail enumeration protection on (a wrong password and an unknown e-mail answer the same). */
export default async function globalSetup() {
  await configureAuthLikeProduction();
}
