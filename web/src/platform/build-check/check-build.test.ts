import { describe, expect, it, vi } from 'vitest';
import { isNewBuildDeployed } from './check-build';

const answer = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, json: async () => body }) as Response) as unknown as typeof fetch;

describe('build check', () => {
  it('reports a new build when version.json names another id', async () => {
    await expect(isNewBuildDeployed('old', answer({ buildId: 'new' }))).resolves.toBe(true);
  });

  it('stays when the ids match', async () => {
    await expect(isNewBuildDeployed('same', answer({ buildId: 'same' }))).resolves.toBe(false);
  });

  it('never reloads on a doubt: error status, malformed body or network failure', async () => {
    await expect(isNewBuildDeployed('a', answer({ buildId: 'b' }, false))).resolves.toBe(false);
    await expect(isNewBuildDeployed('a', answer({ version: 'b' }))).resolves.toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(isNewBuildDeployed('a', offline)).resolves.toBe(false);
  });

  it('bypasses caches', async () => {
    const fetcher = answer({ buildId: 'x' });
    await isNewBuildDeployed('x', fetcher);
    expect(fetcher).toHaveBeenCalledWith(expect.stringMatching(/^\/version\.json\?t=\d+$/), { cache: 'no-store' });
  });
});
