import type { User } from '@plataforma/domain';
import { paths } from '../routing/paths';

/** Where a signed-in user starts: the first of their organizations by name, or creating their first one. */
export function homeOf(user: User): string {
  const [first] = [...user.organizations].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return first ? paths.organization.home(first.slug) : paths.newOrganization();
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
