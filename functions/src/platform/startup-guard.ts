/** Variables that make firebase-admin talk to the emulators, where it accepts unsigned ID tokens. */
export const EMULATOR_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
] as const;

type Env = Record<string, string | undefined>;

/** True on real Cloud Functions (Cloud Run sets K_SERVICE; the emulator sets FUNCTIONS_EMULATOR). */
export function isProduction(env: Env): boolean {
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return env.K_SERVICE !== undefined || env.NODE_ENV === 'production';
}

/** Refuses to start in production with an emulator variable set: that would let forged tokens in. */
export function assertSafeEnvironment(env: Env = process.env): void {
  if (!isProduction(env)) return;
  const set = EMULATOR_VARIABLES.filter((name) => env[name]);
  if (set.length > 0) {
    throw new Error(`Refusing to start in production with emulator variables set: ${set.join(', ')}`);
  }
}
