import { describe, expect, it } from 'vitest';
import { parseWith } from './validation';
import {
  changePasswordFormSchema,
  newPasswordFormSchema,
  profileBodySchema,
  registerBodySchema,
} from './identity/schemas';

const valid = { firebaseUid: 'u1', email: 'ana@example.com', firstName: ' Ana ', lastName: 'López' };

describe('parseWith', () => {
  it('returns the parsed, trimmed data', () => {
    expect(parseWith(registerBodySchema, valid)).toEqual({
      success: true,
      data: { ...valid, firstName: 'Ana' },
    });
  });

  it('names every bad field with a Spanish message', () => {
    const result = parseWith(registerBodySchema, { email: 'not-an-email', firstName: '   ', lastName: 7 });
    expect(result).toEqual({
      success: false,
      fields: {
        firebaseUid: 'Este campo es obligatorio',
        email: 'El correo electrónico no es válido',
        firstName: 'Este campo es obligatorio',
        lastName: 'El valor no es válido',
      },
    });
  });

  it('rejects unknown fields one by one (no mass assignment)', () => {
    const result = parseWith(profileBodySchema, { firstName: 'Ana', lastName: 'López', role: 'owner', admin: true });
    expect(result).toEqual({ success: false, fields: { role: 'Campo no permitido', admin: 'Campo no permitido' } });
  });

  it('reports a body that is not an object', () => {
    expect(parseWith(profileBodySchema, 'hola')).toEqual({ success: false, fields: { _: 'El valor no es válido' } });
    expect(parseWith(profileBodySchema, undefined)).toEqual({
      success: false,
      fields: { _: 'Este campo es obligatorio' },
    });
  });

  it('limits lengths', () => {
    const result = parseWith(profileBodySchema, { firstName: 'a'.repeat(81), lastName: 'b' });
    expect(result).toEqual({ success: false, fields: { firstName: 'Debe tener como máximo 80 caracteres' } });
  });
});

describe('password forms', () => {
  it('require both typings of the new password to match, also when changing it', () => {
    expect(parseWith(newPasswordFormSchema, { password: 'secreto1', confirm: 'secreto2' })).toEqual({
      success: false,
      fields: { confirm: 'Las contraseñas no coinciden' },
    });
    expect(parseWith(changePasswordFormSchema, { current: 'viejo', password: 'abc', confirm: 'abd' })).toEqual({
      success: false,
      fields: { password: 'La contraseña debe tener al menos 6 caracteres', confirm: 'Las contraseñas no coinciden' },
    });
    expect(parseWith(newPasswordFormSchema, { password: 'secreto1', confirm: 'secreto1' }).success).toBe(true);
  });
});
