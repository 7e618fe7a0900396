import { useParams } from 'react-router-dom';

/**
 * Typed paths: every link of the app is built here or by a module's `paths.ts` from the same pattern its route is
 * declared with, so a link cannot drift from its route and a missing parameter is a type error.
 */

/** The names of a pattern's parameters: 'restaurant/menu/dish/:id' -> 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a pattern's parameters by name. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string };

/** The values of a pattern's parameters in their order: 'a/:x/b/:y' -> [string, string]. */
export type PathParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathParamValues<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** Query parameters of a link; those without a value are left out. */
export type SearchParams = Record<string, string | undefined>;

const PARAM = /:(\w+)/g;

function withSearch(path: string, search: SearchParams | undefined): string {
  const defined = Object.entries(search ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length ? `${path}?${new URLSearchParams(defined).toString()}` : path;
}

function fill(pattern: string, params: Record<string, string | undefined>, search?: SearchParams): string {
  const path = pattern.replace(PARAM, (_match, name: string) => {
    const value = params[name];
    // Only an untyped pattern (a screen read from the module registry) can get here without its value.
    if (value === undefined) throw new Error(`Path ${pattern} needs its parameter ${name}`);
    return encodeURIComponent(value);
  });
  return withSearch(path, search);
}

/** Fills a pattern's parameters (URL-encoded) and appends the search parameters that have a value. */
export const buildPath = <P extends string>(pattern: P, params: PathParams<P>, search?: SearchParams): string =>
  fill(pattern, params, search);

/** The id segment of a detail route that opens the create form. */
export const NEW_ID = 'new';

/** The anchor of the fiscal data in the organization's settings. */
export const FISCAL_DATA_HASH = 'datos-fiscales';

/** Where the sign-in pages send the user back to. */
export const REDIRECT_PARAM = 'redirect';

/** A link under /{organization}/ (the organization's slug), to a pattern that needs no other parameter. */
const organizationLink = (organization: string, pattern: string, search?: SearchParams) =>
  fill(`/:organization/${pattern}`, { organization }, search);

/** A module screen's path: its pattern (for its route) and the builder of its links. */
export interface ScreenPath<P extends string> {
  /** organization: the organization's slug; then the pattern's parameters in order, then search parameters. */
  (organization: string, ...args: [...PathParamValues<P>, search?: SearchParams]): string;
  /** The route's path below /{organization}/, e.g. 'restaurant/menu/dish/:id'. */
  readonly pattern: P;
}

/** Declares a module screen's path once: its route uses `.pattern`, its links call it. */
export function screenPath<P extends string>(pattern: P): ScreenPath<P> {
  const names = [...pattern.matchAll(PARAM)].map((match) => match[1]!);
  const build = (organization: string, ...args: unknown[]) => {
    const params = Object.fromEntries(names.map((name, index) => [name, args[index] as string]));
    return fill(`/:organization/${pattern}`, { ...params, organization }, args[names.length] as SearchParams);
  };
  return Object.assign(build, { pattern }) as ScreenPath<P>;
}

/** The platform's own pages (spec section 2); module screens have their paths in their module's `paths.ts`. */
export const paths = {
  home: () => '/',
  auth: {
    login: (redirect?: string) => buildPath('/auth/login', {}, { [REDIRECT_PARAM]: redirect }),
    register: () => '/auth/register',
    forgotPassword: () => '/auth/forgot-password',
  },
  admin: {
    dashboard: () => '/admin',
    login: (redirect?: string) => buildPath('/admin/login', {}, { [REDIRECT_PARAM]: redirect }),
    organizations: () => '/admin/organizations',
    users: () => '/admin/users',
  },
  user: {
    profile: () => '/user/profile',
    settings: () => '/user/settings',
    invitations: () => '/user/invitations',
  },
  newOrganization: () => '/new-organization',
  /** Choosing one of one's organizations (or creating one). */
  organizations: () => '/organizations',
  /** The spec's switch action: goes to that organization's home. */
  switchOrganization: (id: string) => buildPath('/organizations/:id', { id }),
  organization: {
    home: (organization: string) => buildPath('/:organization', { organization }),
    settings: (organization: string) => organizationLink(organization, 'configuration'),
    /** The settings' fiscal data: the page focuses the first one missing. */
    fiscalData: (organization: string) => `${organizationLink(organization, 'configuration')}#${FISCAL_DATA_HASH}`,
    /** A module screen read from the module registry (sidebar, home cards): a pattern without parameters. */
    screen: organizationLink,
  },
} as const;

/** The slug of the organization in the current URL, for the links of its screens. */
export function useOrganizationSlug(): string {
  return useParams().organization ?? '';
}
