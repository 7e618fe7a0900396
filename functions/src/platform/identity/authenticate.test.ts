import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../app';
import { adminAuth } from '../firebase';

/** An ID token with `alg: none`: what an attacker sends hoping the server skips the signature. */
function unsignedToken(projectId: string, uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    firebase: { sign_in_provider: 'password', identities: {} },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

const PROJECT = 'demo-unit';
const saved = { ...process.env };

describe('ID token verification without the Auth emulator', () => {
  beforeEach(() => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    process.env.GCLOUD_PROJECT = PROJECT;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('rejects an unsigned (alg: none) token with 401', async () => {
    const response = await request(createApp())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${unsignedToken(PROJECT, 'attacker')}`);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthenticated', message: 'Usuario no autenticado' });
  });

  it('fails on the missing signing key id, before any key lookup', async () => {
    await expect(adminAuth().verifyIdToken(unsignedToken(PROJECT, 'attacker'))).rejects.toMatchObject({
      code: 'auth/argument-error',
      message: expect.stringMatching(/has no "kid" claim/),
    });
  });

  it('ignores a firebase-uid header', async () => {
    for (const uid of ['admin', 'someone']) {
      const response = await request(createApp()).get('/api/auth/me').set('firebase-uid', uid);
      expect(response.status).toBe(401);
    }
  });
});
