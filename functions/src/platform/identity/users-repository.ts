import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@plataforma/domain';
import { db } from '../firebase';

/** users/{uid}: the product's record of a Firebase Auth account. */
export interface UserDoc {
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Timestamp;
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
  fields: Omit<UserDoc, 'createdAt'>,
): Promise<{ user: UserDoc; created: boolean }> {
  return db().runTransaction(async (tx: Transaction) => {
    const snapshot = await tx.get(userRef(uid));
    if (snapshot.exists) return { user: snapshot.data() as UserDoc, created: false };
    const user: UserDoc = { ...fields, createdAt: Timestamp.now() };
    tx.create(userRef(uid), user);
    return { user, created: true };
  });
}

export async function updateUserNames(uid: string, names: Pick<UserDoc, 'firstName' | 'lastName'>): Promise<void> {
  await userRef(uid).update({ ...names, updatedAt: FieldValue.serverTimestamp() });
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
