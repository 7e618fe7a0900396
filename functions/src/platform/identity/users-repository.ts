import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, userSearchTokens } from '@plataforma/domain';
import { db, transaction } from '../firebase';

/** users/{uid}: the product's record of a Firebase Auth account. */
export interface UserDoc {
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Timestamp;
  /**
   * The administrators' search keys (userSearchTokens in domain), rewritten with the names and the e-mail. Users
   * registered before it have none until `scripts/backfill-search-tokens.mjs` runs.
   */
  searchTokens?: string[];
}

const userRef = (uid: string) => db().collection(COLLECTIONS.users).doc(uid);

export async function findUser(uid: string): Promise<UserDoc | undefined> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserDoc) : undefined;
}

/**
 * Creates users/{uid} unless it exists, in one transaction: a repeated or concurrent registration returns the
 * record that is there, never a second one. Returns the stored record and whether this call created it.
 */
export async function createUserOnce(
  uid: string,
  fields: Pick<UserDoc, 'email' | 'firstName' | 'lastName'>,
): Promise<{ user: UserDoc; created: boolean }> {
  return transaction(async (tx: Transaction) => {
    const snapshot = await tx.get(userRef(uid));
    if (snapshot.exists) return { user: snapshot.data() as UserDoc, created: false };
    const user: UserDoc = { ...fields, createdAt: Timestamp.now(), searchTokens: userSearchTokens(fields) };
    tx.create(userRef(uid), user);
    return { user, created: true };
  });
}

/** Changes the names of a user whose record is `before` (their search keys follow). */
export async function updateUserNames(
  uid: string,
  before: UserDoc,
  names: Pick<UserDoc, 'firstName' | 'lastName'>,
): Promise<void> {
  const searchTokens = userSearchTokens({ ...before, ...names });
  await userRef(uid).update({ ...names, searchTokens, updatedAt: FieldValue.serverTimestamp() });
}

/** A registered user by e-mail (stored lowercased at registration). */
export async function findUserByEmail(email: string): Promise<(UserDoc & { id: string }) | undefined> {
  const snapshot = await db().collection(COLLECTIONS.users).where('email', '==', email.toLowerCase()).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? { id: doc.id, ...(doc.data() as UserDoc) } : undefined;
}

/** How many product records there are (a count aggregation). */
export async function countUsers(): Promise<number> {
  return (await db().collection(COLLECTIONS.users).count().get()).data().count;
}
