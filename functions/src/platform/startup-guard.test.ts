import { describe, expect, it } from 'vitest';
import { assertSafeEnvironment, isProduction } from './startup-guard';

describe('startup guard', () => {
  it('refuses to start on Cloud Functions with an emulator variable set', () => {
    expect(() => assertSafeEnvironment({ K_SERVICE: 'api', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(() => assertSafeEnvironment({ NODE_ENV: 'production', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('starts in production without emulator variables', () => {
    expect(() => assertSafeEnvironment({ K_SERVICE: 'api' })).not.toThrow();
  });

  it('starts on the emulators and in tests with emulator variables', () => {
    const emulated = { K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(isProduction(emulated)).toBe(false);
    expect(() => assertSafeEnvironment(emulated)).not.toThrow();
    expect(() => assertSafeEnvironment({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).not.toThrow();
  });
});
