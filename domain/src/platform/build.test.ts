import { describe, expect, it } from 'vitest';
import { isVersionFile } from './build';

describe('version file', () => {
  it('accepts a build id', () => {
    expect(isVersionFile({ buildId: 'abc123-20261122T040000' })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isVersionFile(null)).toBe(false);
    expect(isVersionFile({})).toBe(false);
    expect(isVersionFile({ buildId: '' })).toBe(false);
    expect(isVersionFile({ buildId: 42 })).toBe(false);
    expect(isVersionFile('<!doctype html>')).toBe(false);
  });
});
