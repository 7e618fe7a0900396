import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './api';
import { ERRORS, errorCodes, errorMessage, errorMessages, errorStatus, isErrorCode } from './errors';

describe('error catalogue', () => {
  it('gives every code an HTTP error status and a Spanish message', () => {
    for (const code of errorCodes) {
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(600);
      expect(errorMessage(code).length).toBeGreaterThan(3);
    }
  });

  it('keeps the spec messages exactly as written', () => {
    expect(errorMessage('unauthenticated')).toBe('Usuario no autenticado');
    expect(errorMessage('organization-not-found')).toBe('Organización no encontrada');
    expect(errorMessage('route-not-found')).toBe('Ruta inválida');
    expect(errorMessage('invalid-response-format')).toBe('Formato de respuesta inválido');
    expect(errorMessage('invalid-server-response')).toBe('Respuesta inválida del servidor');
  });

  it('exposes the messages by code for the web catalogue', () => {
    expect(Object.keys(errorMessages).sort()).toEqual(Object.keys(ERRORS).sort());
    expect(errorMessages['not-found']).toBe(ERRORS['not-found'].message);
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode('forbidden')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('api error body', () => {
  it('accepts the shape the API answers', () => {
    const body = { error: { code: 'validation-failed', message: 'x', fields: { price: 'Obligatorio' } } };
    expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
  });

  it('rejects an unknown code or a missing message', () => {
    expect(apiErrorBodySchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ error: { code: 'internal' } }).success).toBe(false);
  });
});
