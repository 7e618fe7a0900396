// Reads a Vite build (dist/.vite/manifest.json and chunk-modules.json) and answers which JS files a route loads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url).pathname;
const SRC = new URL('../src/', import.meta.url).pathname;

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
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  for (const key of keys) {
    // A key the build does not have would count nothing, silently.
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    visit(key);
  }
  return files;
}

/**
 * The manifest key of the chunk holding a source module: its own when it is an entry of the build, else that of the
 * shared chunk it went into (a module both imported and loaded on demand has no key of its own).
 */
export function chunkKey(manifest, modules, source) {
  if (manifest[source]) return source;
  const file = Object.keys(modules).find((name) =>
    Object.keys(modules[name]).some((id) => id.endsWith(`/web/${source}`)),
  );
  const key = file && Object.keys(manifest).find((name) => manifest[name].file === file);
  if (!key) throw new Error(`${source} is in no chunk of the build`);
  return key;
}

/** The manifest keys of a route: the entry plus those of its source files that exist in this build. */
export function routeKeys(manifest, sources) {
  return [entryKey(manifest), ...sources.filter((source) => manifest[source])];
}

/** Source module ids (absolute paths or package paths) bundled into the given files. */
export function modulesOf(modules, files) {
  return [...files].flatMap((file) => Object.keys(modules[file] ?? {}));
}

/**
 * Firebase Auth, loaded on demand: on no route's first load. A signed-in page restores the session from the stored
 * ID token and loads the SDK when idle (web/src/platform/firebase/load-auth.ts); only a page opened with an expired
 * token waits for it (to refresh the token), once an hour at most.
 */
export const AUTH_CHUNK = 'src/platform/firebase/auth.ts';
const LAYOUTS = {
  auth: 'src/platform/layout/AuthLayout.tsx',
  admin: 'src/platform/layout/AdminLayout.tsx',
  default: 'src/platform/layout/DefaultLayout.tsx',
  fullpage: 'src/platform/layout/FullpageLayout.tsx',
};

const importsIn = (text) => [...text.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
const resolve = (from, path) =>
  join(from, path)
    .replace(/^.*?\/src\//, 'src/')
    .replace(/(\.tsx?)?$/, '');
const withExtension = (source, manifest) =>
  [`${source}.tsx`, `${source}.ts`, `${source}/index.ts`].find((key) => manifest[key]);

/** `const name = ... import('x') ...;` declarations of a file: what a screen refers to by name loads. */
function loaderConstants(text) {
  const constants = new Map();
  for (const match of text.matchAll(/const (\w+)(?::[^=]+)? =([\s\S]*?);\n/g))
    if (match[2].includes('import(')) constants.set(match[1], match[2]);
  return constants;
}

/** The chunks a piece of route code loads: its own imports and those of the constants it names. */
function loadsOf(code, constants) {
  const named = [...constants].filter(([name]) => new RegExp(`\\b${name}\\b`).test(code)).map(([, body]) => body);
  return [code, ...named].flatMap(importsIn);
}

/**
 * Every screen of the app with what its first load needs: its layout, its page, its module's texts (and those a
 * screen loads with it). Read from the route declarations:
 * web/src/app/routes.tsx groups the platform's screens by layout (each `layout(() => import(...Layout))` opens a
 * section), each module's routes.ts lists its screens (`layout: 'fullpage'`, or the default one). tests/build checks
 * that every page chunk of the build is found here.
 */
export function routeTable(manifest, _modules) {
  const routes = [];
  const source = (from, path) => withExtension(resolve(from, path), manifest);
  const add = (page, layout, extra = []) => {
    if (!page) return;
    routes.push({ page, layout, sources: [LAYOUTS[layout], page, ...extra] });
  };
  const isPage = (path) => /\/pages\/|Page(\.tsx)?$|Placeholder(\.tsx)?$/.test(path);

  const appFolder = join(SRC, 'app');
  const app = readFileSync(join(appFolder, 'routes.tsx'), 'utf8');
  const constants = loaderConstants(app);
  const sections = app.split(/lazy: layout\(\(\) => import\('[^']*\/(Auth|Admin|Default|Fullpage)Layout'\)\)/);
  for (let i = 1; i < sections.length; i += 2) {
    const layout = sections[i].toLowerCase();
    for (const path of new Set(loadsOf(sections[i + 1], constants)))
      if (isPage(path) && !path.endsWith('Placeholder')) add(source(appFolder, path), layout);
  }

  for (const module of readdirSync(join(SRC, 'modules'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const folder = join(SRC, 'modules', module.name);
    let text;
    try {
      text = readFileSync(join(folder, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    const moduleConstants = loaderConstants(text);
    const messages = /messages:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(text)?.[1];
    for (const screen of text.split(/\{\s*path:/).slice(1)) {
      const load = /load:([\s\S]*?),?\s*\}/.exec(screen)?.[1];
      if (!load) continue;
      const loads = loadsOf(load, moduleConstants)
        .map((path) => source(folder, path))
        .filter(Boolean);
      // A module index loaded with a page (for its texts) brings its own texts chunk.
      const texts = loads.filter((key) => key.endsWith('/index.ts')).map((key) => key.replace(/index\.ts$/, 'i18n.ts'));
      add(
        loads.find(isPage),
        /layout:\s*'fullpage'/.test(screen) ? 'fullpage' : 'default',
        [messages && source(folder, messages), ...loads.filter((key) => !isPage(key)), ...texts].filter(
          (key) => key && manifest[key],
        ),
      );
    }
  }
  return routes;
}
