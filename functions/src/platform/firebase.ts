import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  getFirestore,
  type Firestore,
  type ReadOnlyTransactionOptions,
  type ReadWriteTransactionOptions,
  type Transaction,
} from 'firebase-admin/firestore';

let app: App | undefined;

/** The admin app, created on first use. The project id comes from the runtime (or the emulators' GCLOUD_PROJECT). */
export function adminApp(): App {
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

/**
 * Every Firestore transaction of the API goes through here. The client library retries a transaction that lost a
 * race (ABORTED) by itself; the Firestore emulator, though, ends a transaction it wounded for another one with
 * INVALID_ARGUMENT 'Transaction is invalid or closed.', which the library does not retry (production says 'transaction
 * has expired', which it does). Such a transaction wrote nothing, so running it again is safe: without this, two
 * tills racing on one table got a 500 on the emulators instead of the winner and a 409.
 */
const CLOSED_TRANSACTION_RETRIES = 5;

export async function transaction<T>(
  work: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(work, options);
    } catch (error) {
      if (attempt > CLOSED_TRANSACTION_RETRIES || !isClosedTransaction(error)) throw error;
    }
  }
}

export function isClosedTransaction(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  return code === 3 && typeof details === 'string' && details.includes('Transaction is invalid or closed');
}
