import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let app: App | undefined;

/** The admin app, created on first use. The project id comes from the runtime (or the emulators' GCLOUD_PROJECT). */
function adminApp(): App {
  if (app) return app;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  app = getApps()[0] ?? initializeApp(projectId ? { projectId } : undefined);
  return app;
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
