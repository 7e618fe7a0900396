import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { moduleRoutes } from '../modules';
import { buildPath, paths } from '../platform/routing/paths';
import type { RouteHandle } from '../platform/routing/route-handle';
import { routes } from './routes';

/** The screen the route tree opens for a link (the search part plays no role in matching). */
function screenOf(link: string): string | undefined {
  const matches = matchRoutes(routes, new URL(link, 'https://example.test').pathname);
  return (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.screen;
}

describe('paths and the route tree', () => {
  it.each([
    [paths.home(), 'platform.home'],
    [paths.auth.login('/casa-lola'), 'auth.login'],
    [paths.auth.register(), 'auth.register'],
    [paths.auth.forgotPassword(), 'auth.forgotPassword'],
    [paths.admin.dashboard(), 'admin.dashboard'],
    [paths.admin.login('/admin'), 'admin.login'],
    [paths.admin.organizations(), 'admin.organizations'],
    [paths.admin.users(), 'admin.users'],
    [paths.user.profile(), 'user.profile'],
    [paths.user.invitations(), 'user.invitations'],
    [paths.user.settings(), 'user.settings'],
    [paths.newOrganization(), 'platform.newOrganization'],
    [paths.organizations(), 'platform.organizations'],
    [paths.switchOrganization('o1'), 'platform.switchOrganization'],
    [paths.organization.home('casa-lola'), 'organization.home'],
    [paths.organization.settings('casa-lola'), 'organization.settings'],
  ])('%s opens %s', (link, screen) => {
    expect(screenOf(link)).toBe(screen);
  });

  it('opens every module screen from a link built with its pattern', () => {
    for (const module of Object.values(moduleRoutes))
      for (const screen of module.screens) {
        const params = Object.fromEntries([...screen.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x1']));
        expect(screenOf(buildPath(`/casa-lola/${screen.path}`, params))).toBe(screen.screen);
      }
  });
});
