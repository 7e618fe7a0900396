// Shared by the maintenance scripts (backfills): the database they work on, and paging through a query. They run
// against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080 by default), otherwise against
// the project of GOOGLE_CLOUD_PROJECT with the application default credentials.
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';

const production = process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIRESTORE_EMULATOR_HOST;
if (!production) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
export const db = getFirestore(initializeApp({ projectId: process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-plataforma' }));

const PAGE = 200;

/**
 * Pages through a query by document id, calling `each` on every document: one after another, or (`parallel`) the
 * documents of a page at once.
 */
export async function forEachDoc(query, each, { parallel = false } = {}) {
  let last;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (page.empty) return;
    if (parallel) await Promise.all(page.docs.map(each));
    else for (const doc of page.docs) await each(doc);
    last = page.docs[page.docs.length - 1];
  }
}
