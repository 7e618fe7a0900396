import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The repo's firestore.rules. */
export const rulesSource = () => readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/**
 * A rules test environment on the Firestore emulator with the repo's firestore.rules. Each test file passes its own
 * demo-* project id: rules are loaded per project, so files cannot disturb each other.
 */
export async function rulesEnvironment(projectId: `demo-${string}`): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: { host: host!, port: Number(port), rules: rulesSource() },
  });
}
