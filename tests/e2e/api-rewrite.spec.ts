import { expect, test } from '@playwright/test';

test.describe('/api through the Hosting rewrite to the Functions emulator', () => {
  test('GET /api/health answers 200 JSON', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('an unknown /api route answers 404 JSON, not the SPA', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'route-not-found', message: 'Ruta inválida' } });
  });

  test('a body over 1 MB is refused with 413 on Cloud Functions too', async ({ request }) => {
    const response = await request.post('/api/anything', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload-too-large' } });
  });

  test('a file over 1 MB (an image upload) is left to its route, not refused as JSON', async ({ request }) => {
    const response = await request.post('/api/organizations/o1/media', {
      headers: { 'Content-Type': 'image/png' },
      data: Buffer.alloc(2 * 1024 * 1024),
    });
    expect(response.status()).toBe(401); // the route's sign-in check, not the JSON limit's 413
  });
});
