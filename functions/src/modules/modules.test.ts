import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINE_KINDS, MODULE_TYPES } from '@plataforma/domain';
// Importing the app registers every module: its routes, resources and sale preparers.
import '../app';
import { tenantRouteRegistry } from '../platform/organizations/tenant-router';
import { SERVER_MODULES } from '.';
import { registeredLineKinds } from './orders';

const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module that forgets a registration fails here instead of passing silently (see docs/new-module.md). */
describe('module registration (functions)', () => {
  it('lists every module folder once in SERVER_MODULES, each a module type of domain', () => {
    const types = SERVER_MODULES.map((module) => module.type);
    expect([...types].sort()).toEqual([...folders].sort());
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(MODULE_TYPES).toContain(type);
  });

  it('gives every module at least one router, and every route a module check', () => {
    for (const module of SERVER_MODULES) expect(module.routers.length, module.type).toBeGreaterThan(0);
    // Only the organization itself, its modules, members, invitations and media are the platform's; the rest are modules'.
    const platformPath = /^\/organizations\/:organization(\/(modules|users|invitations|media)(\/.*)?)?$/;
    for (const route of tenantRouteRegistry)
      expect(route.modules === 'platform', `${route.method} ${route.path}`).toBe(platformPath.test(route.path));
  });

  it('has a sale preparer for every line kind the sales core accepts', () => {
    expect([...registeredLineKinds()].sort()).toEqual([...LINE_KINDS].sort());
  });
});
