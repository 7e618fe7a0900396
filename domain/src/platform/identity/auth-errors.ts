// Plain strings, no schema import: the session code that uses these is on every page.
import { WEAK_PASSWORD_MESSAGE } from './messages';

/** Sign-in and registration messages of the spec (section 8), keyed by the identity provider's error code. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'auth/invalid-email': 'El correo electrónico no es válido',
  'auth/user-disabled': 'Esta cuenta ha sido deshabilitada',
  'auth/user-not-found': 'No existe una cuenta con este correo electrónico',
  'auth/wrong-password': 'Contraseña incorrecta',
  'auth/invalid-credential': 'El correo electrónico o la contraseña son incorrectos',
  'auth/invalid-login-credentials': 'El correo electrónico o la contraseña son incorrectos',
  'auth/email-already-in-use': 'Ya existe una cuenta con este correo electrónico',
  'auth/weak-password': WEAK_PASSWORD_MESSAGE,
  'auth/password-does-not-meet-requirements': WEAK_PASSWORD_MESSAGE,
  'auth/too-many-requests': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'auth/expired-action-code': 'El enlace ha caducado. Solicita uno nuevo.',
  'auth/invalid-action-code': 'El enlace no es válido o ya se ha usado. Solicita uno nuevo.',
  'auth/network-request-failed': 'No hay conexión. Comprueba tu red y vuelve a intentarlo.',
};

export const AUTH_FALLBACK_MESSAGE = 'Error al autenticar. Por favor, intenta de nuevo.';

/** Messages of the session flows that are not provider errors (spec section 8). */
export const SESSION_MESSAGES = {
  meNotFound: 'No existe una cuenta con este correo electrónico',
  meFailed: 'Error al obtener datos del usuario',
  registerFailed: 'Error al crear la cuenta',
  organizationsFailed: 'Error al obtener las organizaciones',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
} as const;

/** The Spanish message for an identity provider error (anything with a `code`), or the spec's fallback. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(AUTH_ERROR_MESSAGES, code)
    ? AUTH_ERROR_MESSAGES[code]!
    : AUTH_FALLBACK_MESSAGE;
}

/**
 * The provider's answers to a password that does not match (with e-mail enumeration protection on, a wrong password
 * and an unknown e-mail are both 'invalid-credential').
 */
const WRONG_CREDENTIAL_CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
];

export function isWrongCredential(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRONG_CREDENTIAL_CODES.includes(code);
}

/** A failed password change: a wrong current password says just that (the person typed no e-mail there). */
export function passwordChangeErrorMessage(error: unknown): string {
  return isWrongCredential(error) ? SESSION_MESSAGES.wrongCurrentPassword : authErrorMessage(error);
}

/** Messages of /admin/login (spec sections 5 and 8, and the claim check that replaces the client-side password). */
export const ADMIN_MESSAGES = {
  wrongPassword: 'Contraseña incorrecta',
  notAdmin: 'Esta cuenta no tiene acceso a la administración de la plataforma',
} as const;
