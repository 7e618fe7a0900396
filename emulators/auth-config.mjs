// Makes the Auth emulator behave like the production project: e-mail enumeration protection on, so a wrong
// password and an unknown e-mail give the same answer (the spec's 'invalid-credential' message).
import { PROJECT_ID } from './environment.mjs';

export async function configureAuthLikeProduction(authHost = '127.0.0.1:9099') {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok)
    throw new Error(`Could not configure the Auth emulator: ${response.status} ${await response.text()}`);
}

/** Waits until the Auth emulator answers, then configures it. */
export async function whenAuthIsUp(timeoutMs = 120_000, authHost = '127.0.0.1:9099') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await configureAuthLikeProduction(authHost);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`The Auth emulator at ${authHost} did not answer within ${timeoutMs / 1000} s`);
}
