import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceAfterChunkError } from './chunk-reload';

function fakeBrowser(start: number) {
  const store = new Map<string, string>();
  let now = start;
  return {
    deps: {
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      now: () => now,
      reload: vi.fn(),
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('reload after a chunk load error', () => {
  it('reloads once, refuses again within 10 s, and reloads again after', () => {
    const browser = fakeBrowser(1_000_000);
    expect(reloadOnceAfterChunkError(browser.deps)).toBe(true);
    browser.advance(9_999);
    expect(reloadOnceAfterChunkError(browser.deps)).toBe(false);
    browser.advance(2);
    expect(reloadOnceAfterChunkError(browser.deps)).toBe(true);
    expect(browser.deps.reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ chunk errors only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });
});
