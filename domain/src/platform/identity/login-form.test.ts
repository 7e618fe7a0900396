import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseWith } from '../validation';
import { loginFormErrors } from './login-form';
import { loginFormSchema } from './schemas';

const withSchema = (values: { email: string; password: string }) => {
  const result = parseWith(loginFormSchema, values);
  return result.success ? {} : result.fields;
};

describe('login form checks', () => {
  it('names an empty form in Spanish', () => {
    expect(loginFormErrors({ email: '', password: '' })).toEqual({
      email: 'El correo electrónico no es válido',
      password: 'Este campo es obligatorio',
    });
    expect(loginFormErrors({ email: 'lola@example.com', password: 'x' })).toEqual({});
  });

  it('refuses an address past 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(190)}.es`;
    expect(loginFormErrors({ email: long, password: 'x' })).toEqual({ email: 'El correo electrónico no es válido' });
    expect(loginFormErrors({ email: long.slice(4), password: 'x' })).toEqual({});
  });

  it('gives the messages loginFormSchema gives, for any input', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.\- ]{0,12}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.\- ]{0,12}$/);
    const email = fc.oneof(
      fc.string(),
      fc.tuple(local, domain, fc.constantFrom('', 'es', 'c', 'com ')).map(([a, b, c]) => `${a}@${b}.${c}`),
      fc.tuple(fc.integer({ min: 1, max: 300 })).map(([n]) => `${'a'.repeat(n)}@example.es`),
    );
    fc.assert(
      fc.property(email, fc.string({ maxLength: 3 }), (e, password) => {
        expect(loginFormErrors({ email: e, password })).toEqual(withSchema({ email: e, password }));
      }),
      { numRuns: 2000 },
    );
  });
});
