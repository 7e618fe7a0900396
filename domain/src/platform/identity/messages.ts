/** The provider's minimum password length (spec sections 5 and 9) and the spec's message for it. */
export const MIN_PASSWORD_LENGTH = 6;
export const WEAK_PASSWORD_MESSAGE = 'La contraseña debe tener al menos 6 caracteres';
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';
