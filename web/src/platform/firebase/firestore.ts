import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './auth';

/**
 * The Firestore web SDK, for the screens that listen live (the kitchen board, the tills' kitchen signal). Created at
 * module scope and loaded on demand once those screens are up: no route loads it first (tests/build checks it).
 * Reads go through the security rules with the signed-in user's token (the Auth instance of the same app).
 */
export const firestore = getFirestore(firebaseApp);

if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectFirestoreEmulator(firestore, '127.0.0.1', 8080);
}

/** The SDK calls of the listeners, for the screens that load this module on demand. */
export { collection, onSnapshot, query, where } from 'firebase/firestore';
