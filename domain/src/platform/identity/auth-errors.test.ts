import { describe, expect, it } from 'vitest';
import { AUTH_FALLBACK_MESSAGE, authErrorMessage, passwordChangeErrorMessage } from './auth-errors';

describe('identity provider error messages (spec section 8)', () => {
  it.each([
    ['auth/invalid-email', 'El correo electrónico no es válido'],
    ['auth/user-disabled', 'Esta cuenta ha sido deshabilitada'],
    ['auth/user-not-found', 'No existe una cuenta con este correo electrónico'],
    ['auth/wrong-password', 'Contraseña incorrecta'],
    ['auth/invalid-credential', 'El correo electrónico o la contraseña son incorrectos'],
    ['auth/email-already-in-use', 'Ya existe una cuenta con este correo electrónico'],
    ['auth/weak-password', 'La contraseña debe tener al menos 6 caracteres'],
  ])('%s -> %s', (code, message) => {
    expect(authErrorMessage({ code })).toBe(message);
  });

  it('falls back for anything else', () => {
    expect(AUTH_FALLBACK_MESSAGE).toBe('Error al autenticar. Por favor, intenta de nuevo.');
    expect(authErrorMessage({ code: 'auth/internal-error' })).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage({ code: 'toString' })).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(new Error('boom'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe(AUTH_FALLBACK_MESSAGE);
  });

  it('a password change with a wrong current password says so, not a word about the e-mail', () => {
    for (const code of ['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password'])
      expect(passwordChangeErrorMessage({ code }), code).toBe('La contraseña actual no es correcta');
    expect(passwordChangeErrorMessage({ code: 'auth/weak-password' })).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(passwordChangeErrorMessage({ code: 'auth/too-many-requests' })).toBe(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
  });
});
