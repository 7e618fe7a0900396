import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFolderStore } from './local-store';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'media-store-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('localFolderStore', () => {
  it('keeps, answers and deletes bytes by path', async () => {
    const store = localFolderStore(root);
    await store.put('organizations/o1/media/m1/160.webp', Buffer.from('abc'), 'image/webp');
    expect((await store.get('organizations/o1/media/m1/160.webp'))?.toString()).toBe('abc');
    expect(await readdir(join(root, 'organizations/o1/media/m1'))).toEqual(['160.webp']); // no leftover part file
    await store.delete('organizations/o1/media/m1/160.webp');
    expect(await store.get('organizations/o1/media/m1/160.webp')).toBeNull();
    await store.delete('organizations/o1/media/m1/160.webp'); // a retried delete is fine
  });

  it('answers null for a missing file and refuses a path out of its folder', async () => {
    const store = localFolderStore(root);
    expect(await store.get('organizations/o1/media/nada/160.webp')).toBeNull();
    await expect(store.get('../fuera.webp')).rejects.toThrow('outside');
    await expect(store.put('a/../../fuera.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('outside');
  });
});
