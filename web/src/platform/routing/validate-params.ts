import { data, type LoaderFunctionArgs } from 'react-router-dom';

/** Firestore auto-ids and 'new' for create forms. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Organization slugs: lowercase words joined by hyphens (see the organizations issue). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Action codes in e-mailed links (password reset). */
const TOKEN = /^[A-Za-z0-9_-]{1,1024}$/;

const PATTERNS: Record<string, RegExp> = { organization: SLUG, token: TOKEN };

export interface NotFoundData {
  path: string;
}

/**
 * Loader of every route with parameters: a parameter of the wrong shape is a page that cannot exist,
 * so it answers 404 with 'Page Not Found: {path}' before any page code runs.
 */
export function validateParams({ params, request }: LoaderFunctionArgs): null {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || name === '*') continue;
    const pattern = PATTERNS[name] ?? ID;
    if (!pattern.test(value)) {
      const body: NotFoundData = { path: new URL(request.url).pathname };
      throw data(body, { status: 404 });
    }
  }
  return null;
}
