import { REQUIRED_MESSAGE } from '../validation';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH } from './messages';

export interface LoginForm {
  email: string;
  password: string;
}
export type LoginFormErrors = Partial<Record<keyof LoginForm, string>>;

/**
 * The login form's checks without zod (the login page's first load has no room for it): the same results as
 * `loginFormSchema` (login-form.test.ts compares them).
 */
export function loginFormErrors({ email, password }: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!EMAIL_PATTERN.test(email) || email.length > MAX_EMAIL_LENGTH) errors.email = INVALID_EMAIL_MESSAGE;
  if (password.length === 0) errors.password = REQUIRED_MESSAGE;
  return errors;
}
