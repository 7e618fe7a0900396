import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MediaStore } from './store';

/** The local adapter: one file per path under `root` (a folder beside the emulator data, or a test's temp folder). */
export function localFolderStore(root: string): MediaStore {
  const base = resolve(root);
  const fileOf = (path: string) => {
    const file = resolve(join(base, path));
    // The service builds paths from checked ids; this is the last guard against a path leaving the folder.
    if (!file.startsWith(base + sep)) throw new Error(`Media path outside the store: ${path}`);
    return file;
  };
  return {
    async put(path, bytes) {
      const file = fileOf(path);
      await mkdir(dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(path) {
      try {
        return await readFile(fileOf(path));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(path) {
      await rm(fileOf(path), { force: true });
    },
  };
}
