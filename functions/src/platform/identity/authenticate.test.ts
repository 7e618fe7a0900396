import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import request from 'supertest';
import { createApp } from '../../app';
import { adminAuth } from '../firebase';
import { ApiError } from '../http/api-error';
import { authenticate } from './authenticate';

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

/**
 * The Auth emulator checks revocation on every verification whatever the caller asks (firebase-admin does so in
 * emulator mode), so the API tests cannot tell whether production would: here the verification is observed.
 */
describe('revocation and disabled accounts are checked for every caller', () => {
  beforeEach(() => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.GCLOUD_PROJECT = PROJECT;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env = { ...saved };
  });

  async function run(verify: () => Promise<Partial<DecodedIdToken>>) {
    const spy = vi.spyOn(adminAuth(), 'verifyIdToken').mockImplementation(verify as () => Promise<DecodedIdToken>);
    const req = { get: () => 'Bearer header.payload.signature' } as unknown as Request;
    const next = vi.fn();
    await authenticate()(req, {} as Response, next);
    return { spy, req, next };
  }

  it.each([false, true])('verifies once, with checkRevoked, a caller with platformAdmin %s', async (platformAdmin) => {
    const { spy, req, next } = await run(async () => ({ uid: 'u1', email: 'lola@example.com', platformAdmin }));
    expect(spy.mock.calls).toEqual([['header.payload.signature', true]]);
    expect(req.caller).toEqual({ uid: 'u1', email: 'lola@example.com', platformAdmin });
    expect(next).toHaveBeenCalledWith();
  });

  it.each(['auth/id-token-revoked', 'auth/user-disabled'])('answers 401 when Auth says %s', async (code) => {
    const { req, next } = await run(() => Promise.reject(Object.assign(new Error(code), { code })));
    expect(req.caller).toBeUndefined();
    expect(next).toHaveBeenCalledWith(expect.any(ApiError));
    expect((next.mock.calls[0]![0] as ApiError).code).toBe('unauthenticated');
  });
});
