import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { isNotFoundMatch } from '../routing/route-handle';
import { startSession } from './session';
import { isAuthenticated, isPlatformAdmin, useSession } from './session-store';
import { paths, REDIRECT_PARAM } from '../routing/paths';
import { homeOf, isAuthPagePath, isPublicPath, safeRedirect } from './destinations';

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
  const admin = useSession(isPlatformAdmin);
  const notFound = isNotFoundMatch(useMatches());

  useEffect(() => startSession(), []);

  if (!initialized) return null;
  if (notFound) return <>{children}</>;
  const { pathname, search } = location;
  const wanted = () => safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));

  // Administration (spec section 2): only platform administrators; the login page sends them on to /admin.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    if (pathname === '/admin/login')
      return admin ? <Navigate to={wanted() ?? paths.admin.dashboard()} replace /> : <>{children}</>;
    if (admin) return <>{children}</>;
    return <Navigate to={paths.admin.login(`${pathname}${search}`)} replace />;
  }

  if (!authenticated && !isPublicPath(pathname)) {
    return <Navigate to={paths.auth.login(`${pathname}${search}`)} replace />;
  }
  if (authenticated && user && isAuthPagePath(pathname)) {
    return <Navigate to={wanted() ?? homeOf(user)} replace />;
  }
  return <>{children}</>;
}
