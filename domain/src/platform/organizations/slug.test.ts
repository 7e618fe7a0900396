import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, SLUG_MAX_LENGTH, isValidSlug, slugCandidates, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Peluquería Lola', 'peluqueria-lola'],
    ['Año Nuevo', 'ano-nuevo'],
    ['Çà&Ü', 'ca-u'],
    ['  Bar   El Rincón!! ', 'bar-el-rincon'],
    ['Taller 3 & Hijos, S.L.', 'taller-3-hijos-s-l'],
    ['--ya-tiene-guiones--', 'ya-tiene-guiones'],
  ])('%j -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each(['¡¡!!', '   ', '', '日本'])('falls back to organizacion for %j', (name) => {
    expect(slugify(name)).toBe('organizacion');
  });

  it.each([
    ['Admin', 'admin-org'],
    ['API', 'api-org'],
    ['New Organization', 'new-organization-org'],
    ['Organizations', 'organizations-org'],
    ['  status  ', 'status-org'],
  ])('moves reserved %j to %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('does not touch names that only contain a reserved word', () => {
    expect(slugify('Admin Servicios')).toBe('admin-servicios');
  });

  it('cuts to the maximum length', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });

  it('does not leave a trailing hyphen after the cut', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bcd`);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
    expect(isValidSlug(slug)).toBe(true);
  });
});

describe('isValidSlug', () => {
  it.each(['lola', 'peluqueria-lola', 'a', '3', 'taller-3-hijos', 'admin-org', 'a'.repeat(SLUG_MAX_LENGTH + 4)])(
    'accepts %s',
    (value) => {
      expect(isValidSlug(value)).toBe(true);
    },
  );

  it.each([
    '',
    'Lola',
    '-lola',
    'lola-',
    'pelu--lola',
    'pelu lola',
    'peluquería',
    'lola_2',
    'a'.repeat(SLUG_MAX_LENGTH + 5),
  ])('rejects %j', (value) => {
    expect(isValidSlug(value)).toBe(false);
  });

  it('rejects every reserved slug', () => {
    for (const value of RESERVED_SLUGS) expect(isValidSlug(value)).toBe(false);
  });
});

describe('slugCandidates', () => {
  it('starts with the base and numbers from 2', () => {
    expect(slugCandidates('lola', 4)).toEqual(['lola', 'lola-2', 'lola-3', 'lola-4']);
  });

  it('returns count items', () => {
    expect(slugCandidates('lola', 1)).toEqual(['lola']);
    expect(slugCandidates('lola', 0)).toEqual([]);
    expect(slugCandidates('lola', 25)).toHaveLength(25);
  });

  it('shortens a long base so that every candidate stays valid and distinct', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH + 4);
    const candidates = slugCandidates(base, 12);
    expect(candidates[0]).toBe(base);
    expect(candidates[1]).toBe(`${'a'.repeat(SLUG_MAX_LENGTH + 2)}-2`);
    expect(candidates[11]).toBe(`${'a'.repeat(SLUG_MAX_LENGTH + 1)}-12`);
    for (const candidate of candidates) expect(isValidSlug(candidate)).toBe(true);
    expect(new Set(candidates).size).toBe(candidates.length);
  });

  it('strips the hyphen the shortening may leave before the suffix', () => {
    const base = `${'a'.repeat(SLUG_MAX_LENGTH + 1)}-bc`;
    const candidates = slugCandidates(base, 3);
    expect(candidates).toEqual([base, `${'a'.repeat(SLUG_MAX_LENGTH + 1)}-2`, `${'a'.repeat(SLUG_MAX_LENGTH + 1)}-3`]);
    for (const candidate of candidates) expect(isValidSlug(candidate)).toBe(true);
  });

  it('keeps candidates of any slugified name valid', () => {
    for (const name of ['Peluquería Lola', 'Admin', '¡¡!!', 'x'.repeat(200), `${'b'.repeat(59)} c`]) {
      for (const candidate of slugCandidates(slugify(name), 15)) expect(isValidSlug(candidate)).toBe(true);
    }
  });
});
