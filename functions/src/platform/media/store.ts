import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProduction } from '../startup-guard';
import { cloudStorageStore } from './cloud-store';
import { localFolderStore } from './local-store';

/**
 * Where the media store keeps bytes (ARCHITECTURE.md, "Files"): Cloud Storage in production, a folder locally
 * (the Storage emulator cannot run offline). Paths are built by the service from checked ids, never from input.
 */
export interface MediaStore {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes at `path`, or null when there is no such file. */
  get(path: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error (a retried delete). */
  delete(path: string): Promise<void>;
}

let store: MediaStore | undefined;

/**
 * The store of this environment, chosen once: MEDIA_DIR (set by emulators/start.mjs beside the emulator data, and by
 * emulators/exec.mjs to a folder per test run) or a temp folder anywhere but production.
 */
export function mediaStore(env: Record<string, string | undefined> = process.env): MediaStore {
  store ??= isProduction(env)
    ? cloudStorageStore()
    : localFolderStore(env.MEDIA_DIR || join(tmpdir(), 'plataforma-media'));
  return store;
}
