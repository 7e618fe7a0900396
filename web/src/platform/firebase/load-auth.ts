/**
 * Firebase Auth is the biggest piece of the first load (~40 KB gzipped) and a signed-out visitor needs it only to
 * sign in: every caller loads it through here (one chunk, fetched once). Whether to wait for it at start is read
 * from the storage its persistence writes (`firebase:authUser:<key>:<app>` in localStorage).
 */
let loaded = false;
export const loadAuth = () =>
  import('./auth').then((sdk) => {
    loaded = true;
    return sdk;
  });

export function mayHaveSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith('firebase:authUser:'));
  } catch {
    // No readable storage: wait for the SDK to say.
    return true;
  }
}

/** The signed-in account's ID token for an /api call, if any (none, without loading the SDK, when none can be). */
export async function currentIdToken(): Promise<string | undefined> {
  if (!loaded && !mayHaveSession()) return undefined;
  const { auth } = await loadAuth();
  return auth.currentUser?.getIdToken();
}
