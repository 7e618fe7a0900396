/**
 * First path segments the SPA or the hosting use (routes, static files, well-known names).
 * An organization slug is the first segment of its URLs, so it may never take one of these.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'auth',
  'user',
  'new-organization',
  'test',
  'organizations',
  'api',
  'assets',
  'version.json',
  'favicon.svg',
  'index.html',
  'login',
  'logout',
  'register',
  'settings',
  'static',
  'www',
  'app',
  'help',
  'support',
  'docs',
  'status',
];

export const SLUG_MAX_LENGTH = 60;

// Room for the '-org' that slugify appends to a reserved slug, and for the '-N' of slugCandidates.
const SLUG_ABSOLUTE_MAX_LENGTH = SLUG_MAX_LENGTH + 4;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FALLBACK_SLUG = 'organizacion';
const RESERVED_SUFFIX = '-org';

const reserved = new Set(RESERVED_SLUGS);

function isReserved(value: string): boolean {
  return reserved.has(value);
}

/** The URL slug for an organization name: 'Peluquería Lola' -> 'peluqueria-lola'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    // Combining marks left by NFD: accents, diaeresis, cedilla, the tilde of ñ.
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    // The cut may land right after a hyphen.
    .replace(/-+$/, '');
  if (slug === '') return FALLBACK_SLUG;
  return isReserved(slug) ? slug + RESERVED_SUFFIX : slug;
}

/** Whether a value can be stored as an organization slug. */
export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_ABSOLUTE_MAX_LENGTH && SLUG_PATTERN.test(value) && !isReserved(value);
}

/**
 * Slugs to try in order when the base is taken: base, base-2, base-3, ... (count items).
 * The base is expected to come from slugify; it is shortened where a suffix would make a candidate too long.
 */
export function slugCandidates(base: string, count: number): string[] {
  const candidates: string[] = [];
  for (let i = 0; i < count; i++) {
    const suffix = i === 0 ? '' : `-${String(i + 1)}`;
    let stem = base;
    if (stem.length + suffix.length > SLUG_ABSOLUTE_MAX_LENGTH) {
      stem = stem.slice(0, SLUG_ABSOLUTE_MAX_LENGTH - suffix.length).replace(/-+$/, '');
    }
    candidates.push(stem + suffix);
  }
  return candidates;
}
