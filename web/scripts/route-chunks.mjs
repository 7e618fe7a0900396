// Reads a Vite build (dist/.vite/manifest.json and chunk-modules.json) and answers which JS files a route loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url).pathname;

/** Routes whose first load is budgeted, by the source files of their layout and page. */
export const KEY_ROUTES = {
  '/auth/login': ['src/platform/layout/AuthLayout.tsx', 'src/platform/auth/pages/LoginPage.tsx'],
};

export function readBuild(dist = DIST) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const modules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
  const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return { manifest, modules, gzipped };
}

/** The manifest key of the app entry (index.html). */
export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** Files loaded (statically) once the given manifest entries are loaded: themselves and their static imports. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The manifest keys of a route: the entry plus those of its source files that exist in this build. */
export function routeKeys(manifest, sources) {
  return [entryKey(manifest), ...sources.filter((source) => manifest[source])];
}

/** Source module ids (absolute paths or package paths) bundled into the given files. */
export function modulesOf(modules, files) {
  return [...files].flatMap((file) => Object.keys(modules[file] ?? {}));
}
