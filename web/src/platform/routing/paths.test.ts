import { describe, expect, it } from 'vitest';
import { buildPath, NEW_ID, paths, screenPath } from './paths';

describe('buildPath', () => {
  it('fills the parameters, URL-encoded, and appends the search parameters that have a value', () => {
    expect(buildPath('restaurant/menu/dish/:id', { id: 'd1' })).toBe('restaurant/menu/dish/d1');
    expect(buildPath('/:organization/x/:id', { organization: 'casa-lola', id: 'a b/c?' })).toBe(
      '/casa-lola/x/a%20b%2Fc%3F',
    );
    expect(buildPath('pos/restaurant/order', {}, { table: 't1', order: undefined })).toBe(
      'pos/restaurant/order?table=t1',
    );
    expect(buildPath('auth/login', {}, { redirect: '/casa-lola/pos?table=t1' })).toBe(
      'auth/login?redirect=%2Fcasa-lola%2Fpos%3Ftable%3Dt1',
    );
  });

  it('makes a missing parameter a type error', () => {
    // @ts-expect-error: 'id' is missing.
    expect(() => buildPath('restaurant/menu/dish/:id', {})).toThrow('needs its parameter id');
    // @ts-expect-error: the pattern has no 'slug'.
    buildPath('restaurant/menu/dish/:id', { id: 'd1', slug: 'x' });
  });
});

describe('screenPath', () => {
  const dish = screenPath('restaurant/menu/dish/:id');
  const menu = screenPath('restaurant/menu');

  it('keeps the pattern for the route and builds links under the organization', () => {
    expect(dish.pattern).toBe('restaurant/menu/dish/:id');
    expect(dish('casa-lola', 'd1')).toBe('/casa-lola/restaurant/menu/dish/d1');
    expect(dish('casa-lola', NEW_ID)).toBe('/casa-lola/restaurant/menu/dish/new');
    expect(menu('casa-lola')).toBe('/casa-lola/restaurant/menu');
    expect(menu('casa-lola', { tab: 'categories' })).toBe('/casa-lola/restaurant/menu?tab=categories');
    expect(screenPath('a/:x/b/:y')('o', '1', '2', { q: 'z' })).toBe('/o/a/1/b/2?q=z');
  });

  it('takes exactly the parameters of its pattern', () => {
    // @ts-expect-error: the dish's id is missing.
    expect(() => dish('casa-lola')).toThrow('needs its parameter id');
    // @ts-expect-error: the menu has no parameter.
    menu('casa-lola', 'd1');
  });
});

describe('platform paths', () => {
  it('builds the platform pages', () => {
    expect(paths.auth.login()).toBe('/auth/login');
    expect(paths.auth.login('/user/profile')).toBe('/auth/login?redirect=%2Fuser%2Fprofile');
    expect(paths.admin.login('/admin')).toBe('/admin/login?redirect=%2Fadmin');
    expect(paths.switchOrganization('o1')).toBe('/organizations/o1');
    expect(paths.organization.home('casa-lola')).toBe('/casa-lola');
    expect(paths.organization.settings('casa-lola')).toBe('/casa-lola/configuration');
    expect(paths.organization.screen('casa-lola', 'pos/restaurant')).toBe('/casa-lola/pos/restaurant');
  });
});
