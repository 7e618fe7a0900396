import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulators';

/** Firestore as the server sees it (rules bypassed), to check what an API call wrote or did not write. */
export function adminDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}
