import { create } from 'zustand';
import type { User } from '@plataforma/domain';

/** The signed-in person: the provider account and the product's record of it (with their organizations). */
interface SessionState {
  /** False until the provider has said whether a session exists (or 5 s have passed). */
  initialized: boolean;
  /** The provider account; `platformAdmin` is the server-set custom claim of its ID token. */
  account: { uid: string; email: string | null; platformAdmin: boolean } | null;
  user: User | null;
  setInitialized: () => void;
  setAccount: (account: SessionState['account']) => void;
  setUser: (user: User | null) => void;
  reset: () => void;
}

export const useSession = create<SessionState>((set) => ({
  initialized: false,
  account: null,
  user: null,
  setInitialized: () => set({ initialized: true }),
  setAccount: (account) => set(account ? { account } : { account: null, user: null }),
  setUser: (user) => set({ user }),
  reset: () => set({ account: null, user: null }),
}));

/** Signed in, as far as the product is concerned: an account with a product record. */
export const isAuthenticated = (state: Pick<SessionState, 'account' | 'user'>) => !!state.account && !!state.user;

/** A platform administrator (they may have no product record: /admin needs none). */
export const isPlatformAdmin = (state: Pick<SessionState, 'account'>) => state.account?.platformAdmin === true;
