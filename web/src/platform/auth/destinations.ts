import type { User } from '@plataforma/domain';
import { lastOrganizationOf } from '../organizations/last-organization';
import { paths } from '../routing/paths';

/**
 * Where a signed-in user starts: the organization they last used on this device if they still belong to it, else
 * the first of theirs by name (the spec's default), or creating their first. Switching is the user menu's.
 */
export function homeOf(user: User): string {
  const { organizations } = user;
  if (organizations.length === 0) return paths.newOrganization();
  const first = [...organizations].sort((a, b) => a.name.localeCompare(b.name, 'es'))[0]!;
  return paths.organization.home((lastOrganizationOf(user) ?? first).slug);
}

/** Paths anyone may open signed out: the landing page and the auth pages. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/auth/');
}

/** Public pages a signed-in user is sent away from (the landing page is reachable without any check). */
export function isAuthPagePath(pathname: string): boolean {
  return pathname.startsWith('/auth/');
}

/** The page to return to after signing in, only if it is a path of this site (no open redirect). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return isAuthPagePath(value) ? null : value;
}
