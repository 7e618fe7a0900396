import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from './security-headers';

const hosting = (
  JSON.parse(readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  }
).hosting;
const spa = Object.fromEntries(
  hosting.headers.find((rule) => rule.source === '**')!.headers.map(({ key, value }) => [key, value]),
);
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...v]) => [name, v]),
  );

/** The SPA's headers live in firebase.json, the API's in code: the same set, each CSP fit for what it serves. */
describe('security headers', () => {
  it('the API sends every header Hosting sends the SPA, with the same values but the CSP', () => {
    expect(Object.keys(API_SECURITY_HEADERS).sort()).toEqual(Object.keys(spa).sort());
    for (const [key, value] of Object.entries(API_SECURITY_HEADERS))
      if (key !== 'Content-Security-Policy') expect(value, key).toBe(spa[key]);
    expect(spa['X-Frame-Options']).toBe('DENY');
    expect(spa['X-Content-Type-Options']).toBe('nosniff');
    expect(spa['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it("the SPA's CSP runs only its own scripts and cannot be framed", () => {
    const csp = directives(spa['Content-Security-Policy']!);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
      ]),
    );
  });

  it("the API's CSP allows nothing", () => {
    const csp = directives(API_SECURITY_HEADERS['Content-Security-Policy']!);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});
