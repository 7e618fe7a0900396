/** The provider's minimum password length (spec sections 5 and 9) and the spec's message for it. */
export const MIN_PASSWORD_LENGTH = 6;
export const WEAK_PASSWORD_MESSAGE = 'La contraseña debe tener al menos 6 caracteres';
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';

export const INVALID_EMAIL_MESSAGE = 'El correo electrónico no es válido';
/** The longest e-mail address a form takes (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** What an e-mail address must look like: zod's practical e-mail pattern, written here so forms without zod share it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
