import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../firebase';
import type { MediaStore } from './store';

/**
 * The production adapter: the project's default Cloud Storage bucket, through firebase-admin (not testable offline:
 * kept this thin). Objects are private; the API serves them (with its cache headers), so no bucket rule is needed.
 */
export function cloudStorageStore(env: Record<string, string | undefined> = process.env): MediaStore {
  // The default bucket of the project (Cloud Functions describe it in FIREBASE_CONFIG), or MEDIA_BUCKET.
  const name =
    env.MEDIA_BUCKET || (JSON.parse(env.FIREBASE_CONFIG || '{}') as { storageBucket?: string }).storageBucket;
  const bucket = () => getStorage(adminApp()).bucket(name);
  return {
    async put(path, bytes, contentType) {
      await bucket()
        .file(path)
        .save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'private' } });
    },
    async get(path) {
      try {
        const [bytes] = await bucket().file(path).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async delete(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
  };
}
