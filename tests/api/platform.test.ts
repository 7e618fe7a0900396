import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, REQUEST_ID_HEADER } from '@plataforma/domain';
import { api } from '../support/api-app';

describe('api platform', () => {
  it('GET /api/health answers 200 with the build id', async () => {
    const response = await api().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ status: 'ok', build: expect.any(String) });
    expect(response.body.build.length).toBeGreaterThan(0);
  });

  it('answers unknown /api routes with 404 JSON in Spanish', async () => {
    const response = await api().get('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: 'route-not-found', message: 'Ruta inválida' });
  });

  it('gives every response a request id, keeping a sane one sent by the caller', async () => {
    const generated = await api().get('/api/health');
    expect(generated.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api().get('/api/nope').set(REQUEST_ID_HEADER, 'till-7-req-00042');
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('till-7-req-00042');
    expect(kept.body.error.requestId).toBe('till-7-req-00042');
    const replaced = await api().get('/api/health').set(REQUEST_ID_HEADER, 'bad id with spaces');
    expect(replaced.headers[REQUEST_ID_HEADER]).not.toBe('bad id with spaces');
  });

  it('sends the security headers on every answer, errors included, and no CORS headers', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const response = await api().get(path).set('Origin', 'https://evil.example');
      expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], path).toContain('camera=()');
      expect(response.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('answers malformed JSON with 400 and a Spanish message', async () => {
    const response = await api().post('/api/anything').set('Content-Type', 'application/json').send('{"name": ');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'invalid-json',
      message: 'El cuerpo de la petición no es un JSON válido',
    });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await api().post('/api/anything').set('Content-Type', 'application/json').send(big);
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({
      code: 'payload-too-large',
      message: 'La petición es demasiado grande',
    });
  });
});
