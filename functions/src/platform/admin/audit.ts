import { Timestamp, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { AuditEntry } from '@plataforma/domain';
import { db } from '../firebase';
import type { Caller } from '../identity/authenticate';

export const AUDIT_COLLECTION = 'auditLog';

type AuditDraft = Omit<AuditEntry, 'id' | 'at' | 'actor'>;

/**
 * Adds an audit entry to the transaction or batch that makes the change, so the log and the change are
 * committed together or not at all.
 */
export function audit(writer: Transaction | WriteBatch, caller: Caller, draft: AuditDraft): void {
  const ref = db().collection(AUDIT_COLLECTION).doc() as DocumentReference;
  (writer as WriteBatch).set(ref, {
    ...draft,
    at: Timestamp.now(),
    actor: { uid: caller.uid, email: caller.email ?? null },
  });
}

export async function latestAuditEntries(limit: number): Promise<AuditEntry[]> {
  const snapshot = await db().collection(AUDIT_COLLECTION).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      ...(data as Omit<AuditEntry, 'id' | 'at'>),
      id: doc.id,
      at: (data.at as Timestamp).toDate().toISOString(),
    };
  });
}
