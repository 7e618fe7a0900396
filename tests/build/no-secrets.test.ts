import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = new URL('../../web/dist/', import.meta.url).pathname;
const seedPasswords = (
  JSON.parse(readFileSync(new URL('../../emulators/seed/auth.json', import.meta.url), 'utf8')) as {
    password: string;
  }[]
).map((user) => user.password);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The spec's admin gate was a password in the client; nothing secret may ship in the built bundle. */
describe('built web bundle', () => {
  const shipped = files(DIST).filter((file) => /\.(js|html|json|css)$/.test(file));
  const text = shipped.map((file) => readFileSync(file, 'utf8')).join('\n');

  it('has files to check', () => {
    expect(shipped.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it.each([
    ...seedPasswords,
    'firebase-uid',
    'Bearer owner',
    'PRIVATE KEY',
    'private_key',
    'client_secret',
    'adminPassword',
    'ADMIN_PASSWORD',
  ])('does not contain %s', (secret) => {
    expect(text.includes(secret)).toBe(false);
  });
});
