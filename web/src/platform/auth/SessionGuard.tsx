import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { isNotFoundMatch } from '../routing/route-handle';
import { startSession } from './session';
import { isAuthenticated, useSession } from './session-store';
import { homeOf, isAuthPagePath, isPublicPath, REDIRECT_PARAM, safeRedirect } from './destinations';

/**
 * The session rules of spec section 4, applied to every route: signed out on a private page -> /auth/login
 * (remembering where they wanted to go); signed in on an auth page -> back there, or their home.
 * A path that is no route at all shows the 404 page to everyone.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const initialized = useSession((s) => s.initialized);
  const user = useSession((s) => s.user);
  const authenticated = useSession(isAuthenticated);
  const notFound = isNotFoundMatch(useMatches());

  useEffect(() => startSession(), []);

  if (!initialized) return null;
  if (notFound) return <>{children}</>;
  const { pathname, search } = location;

  if (!authenticated && !isPublicPath(pathname)) {
    const login = pathname.startsWith('/admin') ? '/admin/login' : '/auth/login';
    if (pathname === login) return <>{children}</>;
    const back = `${pathname}${search}`;
    return <Navigate to={`${login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`} replace />;
  }
  if (authenticated && user && isAuthPagePath(pathname)) {
    const wanted = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
    return <Navigate to={wanted ?? homeOf(user)} replace />;
  }
  return <>{children}</>;
}
