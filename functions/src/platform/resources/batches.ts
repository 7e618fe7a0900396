import type { Query, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';

/** Documents per batch: below Firestore's 500 writes per commit, with room for a write or two per document besides. */
const BATCH_SIZE = 150;

/**
 * Changes every document a query finds, a batch at a time, until it finds none: `write` must take each document out
 * of the query (a merge points records at another client, an erase clears them), so the loop ends; a document found
 * twice is a bug and throws. For work too large for one transaction; each batch is consistent on its own and the
 * whole is idempotent, so an interrupted run is finished by running it again. Answers how many documents it changed.
 * `size`: documents per batch, smaller when each takes several writes (at most 500 per batch).
 */
export async function drainQuery<T>(
  query: Query<T>,
  write: (batch: WriteBatch, doc: QueryDocumentSnapshot<T>) => void,
  size = BATCH_SIZE,
): Promise<number> {
  const seen = new Set<string>();
  for (;;) {
    const snapshot = await query.limit(size).get();
    if (snapshot.empty) return seen.size;
    const batch = db().batch();
    for (const doc of snapshot.docs) {
      if (seen.has(doc.ref.path)) throw new Error(`drainQuery: ${doc.ref.path} still matches its query`);
      seen.add(doc.ref.path);
      write(batch, doc);
    }
    await batch.commit();
  }
}
