import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

/**
 * Firebase Auth, loaded on demand (see load-auth.ts): the login page paints without it. Only what the product uses:
 * e-mail and password, the session kept in localStorage (one persistence: no IndexedDB code, and the page can tell
 * from the storage alone whether a session may exist), no popup/redirect resolver.
 */
const app = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
});

export const auth = initializeAuth(app, { persistence: browserLocalPersistence });
auth.languageCode = 'es';

if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
}

export { app as firebaseApp };
/** The SDK calls the session flows make, loaded with the instance. */
export {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
