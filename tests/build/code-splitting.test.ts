import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs helper of the web build
import * as chunks from '../../web/scripts/route-chunks.mjs';

const { KEY_ROUTES, modulesOf, readBuild, routeKeys, routeTable, staticClosure } = chunks;

/** Runs after `npm run build`: checks what the built login route really loads. */
describe('route-level code splitting', () => {
  const { manifest, modules } = readBuild();
  const loginSources: string[] = KEY_ROUTES['/auth/login'];
  const loginModules: string[] = modulesOf(modules, staticClosure(manifest, routeKeys(manifest, loginSources)));

  it('finds the login route in the build', () => {
    for (const source of loginSources) expect(manifest[source], source).toBeDefined();
    expect(loginModules.some((id) => id.includes('react-dom'))).toBe(true);
  });

  it('keeps Firestore out of the login route', () => {
    expect(loginModules.filter((id) => id.includes('@firebase/firestore'))).toEqual([]);
  });

  it('keeps Firebase Auth out of the login route: it loads when the page is idle, or to sign in', () => {
    expect(loginModules.filter((id) => id.includes('@firebase/auth'))).toEqual([]);
  });

  it('keeps Firebase Auth off every route: a signed-in page starts from the stored token, the SDK loads when idle', () => {
    const routes = routeTable(manifest, modules) as { page: string; sources: string[] }[];
    const loading = routes.filter((route) =>
      modulesOf(modules, staticClosure(manifest, routeKeys(manifest, route.sources))).some((id: string) =>
        id.includes('@firebase/auth'),
      ),
    );
    expect(loading.map((route) => route.page)).toEqual([]);
  });

  it('keeps module code out of the login route (only their route descriptors and paths are in the entry)', () => {
    const moduleCode = loginModules.filter(
      (id) => id.includes('/web/src/modules/') && !/\/web\/src\/modules\/(index|[a-z]+\/(routes|paths))\.ts$/.test(id),
    );
    expect(moduleCode).toEqual([]);
  });

  it('keeps the platform administration screens and store out of the login route', () => {
    expect(loginModules.filter((id) => id.includes('/web/src/platform/admin/'))).toEqual([]);
  });

  it('loads each layout only where it is used', () => {
    const loaded = loginModules.filter((id) => /(Default|Admin|Fullpage)Layout\.tsx$/.test(id));
    expect(loaded).toEqual([]);
  });

  it("knows every page of the build, for the size report's budgets (npm run size)", () => {
    const known = new Set((routeTable(manifest, modules) as { page: string }[]).map((route) => route.page));
    const pages = Object.entries(manifest as Record<string, { isDynamicEntry?: boolean }>)
      .filter(([source, chunk]) => chunk.isDynamicEntry && /\/pages\/.*Page\.tsx$|Page\.tsx$/.test(source))
      .map(([source]) => source);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => !known.has(page))).toEqual([]);
  });

  it.each([
    ['the POS order screen (the kitchen signal loads after it)', 'pos/restaurant/pages/OrderPage.tsx'],
    ['the kitchen board (it paints from the API, then listens)', 'orders/pages/KitchenBoardPage.tsx'],
  ])('keeps the Firestore SDK off the first load of %s', (_name, page) => {
    const route = (routeTable(manifest, modules) as { page: string; sources: string[] }[]).find((r) =>
      r.page.endsWith(page),
    )!;
    const loaded = modulesOf(modules, staticClosure(manifest, routeKeys(manifest, route.sources)));
    expect(loaded.filter((id: string) => id.includes('@firebase/firestore'))).toEqual([]);
  });
});
