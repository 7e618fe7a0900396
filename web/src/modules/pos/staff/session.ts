import { useSyncExternalStore } from 'react';
import { STAFF_SESSION_HEADER, type StaffSession } from '@plataforma/domain';
import { setStandingHeader } from '../../../platform/api/client';

/**
 * The till's staff session (who unlocked it with their PIN), kept for this tab: a reload keeps it, another tab or a
 * closed one does not. While it holds, every API call of the tab names it (`X-Staff-Session`).
 */
const STORAGE_KEY = 'pos.staffSession';

function stored(): StaffSession | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StaffSession | null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let current: StaffSession | null = null;
const listeners = new Set<() => void>();

export function setStaffSession(session: StaffSession | null): void {
  current = session;
  setStandingHeader(STAFF_SESSION_HEADER, session?.sessionId ?? null);
  if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}
setStaffSession(stored());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Who is working at this till now (null: nobody has unlocked it). */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, () => current);
}
