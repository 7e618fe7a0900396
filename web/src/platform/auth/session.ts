import type { User as AccountUser } from 'firebase/auth';
import {
  ADMIN_MESSAGES,
  authErrorMessage,
  isWrongCredential,
  passwordChangeErrorMessage,
  SESSION_MESSAGES,
  type ProfileBody,
  type RegisterBody,
  type User,
} from '@plataforma/domain';
import { AUTH_INIT_TIMEOUT_MS } from '../constants';
import { ApiRequestError, apiRequest } from '../api/client';
import { loadAuth, mayHaveSession, storedAccount } from '../firebase/load-auth';
import { useAppStage } from '../loading/app-stage';
import { paths } from '../routing/paths';
import { whenIdle } from '../routing/prefetch';
import { useSession } from './session-store';
import { runSignOutCleanups } from './sign-out-cleanup';

/** A failure of a session flow, carrying the Spanish message to show. */
export class SessionError extends Error {
  override name = 'SessionError';
}

type Account = NonNullable<ReturnType<typeof useSession.getState>['account']>;

/** The account as the store keeps it, with the administrator claim read from its ID token. */
async function toAccount(account: AccountUser): Promise<Account> {
  const { claims } = await account.getIdTokenResult();
  return { uid: account.uid, email: account.email, platformAdmin: claims.platformAdmin === true };
}

const fetchMe = () => apiRequest<User>('/auth/me');

/** Empties everything signed-in in the browser: provider session, stores, caches, our storage keys. */
export async function signOut(): Promise<void> {
  const { auth, signOut: providerSignOut } = await loadAuth();
  await providerSignOut(auth);
  useSession.getState().reset();
  runSignOutCleanups();
}

/**
 * Restores a session on page load (spec section 4). A restored account loads its product record; an account without
 * one is signed out. The SDK is not waited for when the browser can tell without it: a stored account whose ID token
 * is still valid (storedAccount) is restored at once, a browser that holds no session (mayHaveSession) is initialized
 * signed out at once, and in both cases the SDK loads when the page is idle (it refreshes the token; its first answer
 * signs out a stored account it no longer has, and restores a session found after all). Otherwise (a token to
 * refresh) the store is initialized on the SDK's first auth state change, or after 5 s.
 */
export function startSession(): () => void {
  const session = useSession.getState();
  const stage = useAppStage.getState();
  const ready = () => {
    session.setInitialized();
    stage.setStage('ready');
  };
  let first = true;
  let stopped = false;
  let unsubscribe: () => void = () => undefined;
  const stored = storedAccount();
  // The account restored from the stored token, until the SDK confirms it.
  const fromStoredToken = stored?.uid;
  let restoring: Promise<void> | undefined;
  const timeout = window.setTimeout(() => {
    if (!useSession.getState().initialized) ready();
  }, AUTH_INIT_TIMEOUT_MS);

  const restore = async (restored: Account) => {
    stage.setStage('authenticating');
    session.setAccount(restored);
    try {
      session.setUser(await fetchMe());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        // An account without a product record is signed out, unless it is an administrator (who needs none).
        if (!restored.platformAdmin) await signOut();
      } else {
        session.setInitialized();
        stage.fail(SESSION_MESSAGES.meFailed);
        return;
      }
    }
    ready();
  };

  const listen = async () => {
    const { auth, onAuthStateChanged } = await loadAuth();
    if (stopped) return;
    unsubscribe = onAuthStateChanged(auth, async (account) => {
      if (!first) {
        // Later changes come from the flows below (which set the user themselves) or from a sign-out elsewhere.
        if (!account) useSession.getState().reset();
        return;
      }
      first = false;
      window.clearTimeout(timeout);
      // A restore from the stored token still loading the product record: the page is not ready before it is.
      await restoring?.catch(() => undefined);
      const current = useSession.getState().account;
      if (account && !current) await restore(await toAccount(account));
      else if (!account && current && current.uid === fromStoredToken) {
        // The stored account the page restored is gone (signed out in another tab, disabled, deleted).
        useSession.getState().reset();
        runSignOutCleanups();
      } else if (!useSession.getState().initialized) ready();
    });
  };

  if (stored) {
    window.clearTimeout(timeout);
    // (A remount finds it restored already.)
    if (!useSession.getState().account)
      restoring = restore({
        uid: stored.uid,
        email: stored.email,
        platformAdmin: stored.claims.platformAdmin === true,
      });
    whenIdle(() => void listen());
  } else if (mayHaveSession()) void listen();
  else {
    window.clearTimeout(timeout);
    // Signed out for now (a store already initialized, as on a remount, keeps its stage).
    if (!useSession.getState().initialized) ready();
    whenIdle(() => void listen());
  }
  return () => {
    stopped = true;
    window.clearTimeout(timeout);
    unsubscribe();
  };
}

/** Login (spec section 5): sign in at the provider, then load the product record; 404 signs out again. */
export async function signIn(email: string, password: string): Promise<User> {
  const { auth, signInWithEmailAndPassword } = await loadAuth();
  let account: AccountUser;
  try {
    account = (await signInWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    throw new SessionError(authErrorMessage(error));
  }
  try {
    const user = await fetchMe();
    useSession.getState().setAccount(await toAccount(account));
    useSession.getState().setUser(user);
    return user;
  } catch (error) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    await signOut();
    throw new SessionError(notFound ? SESSION_MESSAGES.meNotFound : SESSION_MESSAGES.meFailed);
  }
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Opens the session a registration made; a registration whose owner was only e-mailed opens nothing. */
export type EnterRegistration = () => void;

/**
 * Registration (spec section 5): create the provider account, or sign in when it already exists with these
 * credentials, then create the product record and send the address a verification e-mail. An address that already
 * has an account with other credentials gets the same answer, and its owner a password reset e-mail from the
 * provider instead: the form does not tell who is registered (docs/decisions.md). Whether an e-mail went out does not
 * change the answer either. The answer is the step that opens the session, taken after the 'check your e-mail'
 * screen, so that screen is the same for everyone.
 */
export async function register({ firstName, lastName, email, password }: Registration): Promise<EnterRegistration> {
  const {
    auth,
    createUserWithEmailAndPassword,
    sendEmailVerification,
    sendPasswordResetEmail,
    signInWithEmailAndPassword,
  } = await loadAuth();
  let account: AccountUser;
  try {
    account = (await createUserWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/email-already-in-use') {
      throw new SessionError(authErrorMessage(error));
    }
    try {
      account = (await signInWithEmailAndPassword(auth, email, password)).user;
    } catch {
      // The e-mail is taken and these are not its credentials: its owner hears of it, the visitor learns nothing.
      await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}${paths.auth.login()}` }).catch(
        () => undefined,
      );
      return () => undefined;
    }
  }
  let user: User;
  try {
    const body: RegisterBody = { firebaseUid: account.uid, email: account.email ?? email, firstName, lastName };
    user = await apiRequest<User>('/auth/register', { method: 'POST', body });
  } catch {
    throw new SessionError(SESSION_MESSAGES.registerFailed);
  }
  if (!account.emailVerified) await sendEmailVerification(account).catch(() => undefined);
  const signedIn = await toAccount(account);
  return () => {
    useSession.getState().setAccount(signedIn);
    useSession.getState().setUser(user);
  };
}

export async function saveProfile(body: ProfileBody): Promise<User> {
  const user = await apiRequest<User>('/auth/me', { method: 'PUT', body });
  useSession.getState().setUser(user);
  return user;
}

/** Changes the password after proving the current one (the provider requires a recent sign-in). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { auth, EmailAuthProvider, reauthenticateWithCredential, updatePassword } = await loadAuth();
  const account = auth.currentUser;
  if (!account?.email) throw new SessionError(authErrorMessage(null));
  try {
    await reauthenticateWithCredential(account, EmailAuthProvider.credential(account.email, currentPassword));
    await updatePassword(account, newPassword);
  } catch (error) {
    throw new SessionError(passwordChangeErrorMessage(error));
  }
}

/** Reloads the user's organizations (after creating one, or when a slug is not among them yet). */
export async function refreshOrganizations(): Promise<User['organizations']> {
  const organizations = await apiRequest<User['organizations']>('/organizations');
  const { user, setUser } = useSession.getState();
  if (user) setUser({ ...user, organizations });
  return organizations;
}

/**
 * /admin/login: e-mail and password, then the `platformAdmin` claim is required; an account without it is signed
 * out again. A failed sign-in reads 'Contraseña incorrecta' as the spec gives it for the admin login.
 */
export async function signInAdmin(email: string, password: string): Promise<void> {
  const { auth, signInWithEmailAndPassword } = await loadAuth();
  let account: AccountUser;
  try {
    account = (await signInWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    throw new SessionError(isWrongCredential(error) ? ADMIN_MESSAGES.wrongPassword : authErrorMessage(error));
  }
  const signedIn = await toAccount(account);
  if (!signedIn.platformAdmin) {
    await signOut();
    throw new SessionError(ADMIN_MESSAGES.notAdmin);
  }
  useSession.getState().setAccount(signedIn);
  useSession.getState().setUser(await fetchMe().catch(() => null));
}
