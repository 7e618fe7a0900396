import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { SESSION_MESSAGES } from '@plataforma/domain';
import { refreshOrganizations } from '../auth/session';
import { isAuthenticated, useSession } from '../auth/session-store';
import { useAppStage } from '../loading/app-stage';
import { isNotFoundMatch } from '../routing/route-handle';
import { NO_ORGANIZATION_SEGMENTS } from './current';
import { rememberOrganization } from './last-organization';

/** The first path segment when it names an organization; undefined where the spec skips the check. */
function organizationSegment(pathname: string): string | undefined {
  if (pathname.startsWith('/auth/') || pathname.startsWith('/admin')) return undefined;
  const [first] = pathname.split('/').filter(Boolean);
  return first && !NO_ORGANIZATION_SEGMENTS.has(first) ? first : undefined;
}

/**
 * The organization check of spec section 4: on an organization's pages, its slug must be one of the user's
 * organizations. The list is reloaded once when it is empty or the slug is not in it (the user may have just been
 * added); otherwise the stage becomes error with 'Organización no encontrada' (and the user's organizations).
 */
export function OrganizationGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const notFound = isNotFoundMatch(useMatches());
  const authenticated = useSession(isAuthenticated);
  const slug = notFound || !authenticated ? undefined : organizationSegment(pathname);
  const id = useSession((s) => (slug ? s.user?.organizations.find((o) => o.slug === slug)?.id : undefined));
  const known = !!id;
  const [reloadedFor, setReloadedFor] = useState<string | null>(null);

  // The organization opened last on this device is where the next sign-in starts (homeOf).
  useEffect(() => {
    if (id) rememberOrganization(id);
  }, [id]);

  useEffect(() => {
    if (!slug || known) return;
    const stage = useAppStage.getState();
    if (reloadedFor === slug) {
      stage.failOrganizationNotFound();
      return;
    }
    stage.setStage('loading-organization');
    refreshOrganizations().then(
      () => {
        setReloadedFor(slug);
        stage.setStage('ready');
      },
      () => stage.fail(SESSION_MESSAGES.organizationsFailed),
    );
  }, [slug, known, reloadedFor]);

  if (slug && !known) return null;
  return <>{children}</>;
}
