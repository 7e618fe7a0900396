// The import boundaries of the repo, decided by folder rather than by glob: each relative import (static, `export
// ... from`, dynamic `import()` and `import('...')` types) is resolved against the importing file and both ends are
// placed in their layer, area and module.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LAYERS = new Set(['domain', 'functions', 'web']);
/** Areas that never import the business modules: the shell receives the module registry instead. */
const SHELL_AREAS = new Set(['platform', 'ui']);
const SOURCE_EXTENSION = /\.(ts|tsx|js|jsx|mjs)$/;
/** Data shared by the tests of every layer (the print bridge's contract fixtures...): only test files read it. */
const TEST_FIXTURES = path.join(ROOT, 'tests', 'fixtures') + path.sep;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Where a path lies: `{layer}/src/{area}/...`; under `modules`, the module is the first folder and `entry` tells
 * whether the path is the module's public surface (the folder itself or its index).
 */
export function place(file) {
  const [layer, src, area, ...rest] = path.relative(ROOT, file).split(path.sep);
  if (!LAYERS.has(layer) || src !== 'src') return { layer: LAYERS.has(layer) ? layer : undefined };
  if (area !== 'modules' || rest.length === 0) return { layer, area };
  const [first, ...inside] = rest.map((part) => part.replace(SOURCE_EXTENSION, ''));
  // modules/index is the registry of the layer's modules, not a module.
  if (inside.length === 0 && first === 'index') return { layer, area };
  return { layer, area, module: first, entry: inside.length === 0 || (inside.length === 1 && inside[0] === 'index') };
}

/** The reason an import breaks a boundary, or undefined. Only relative specifiers name files of the repo. */
export function violation(importer, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const from = place(importer);
  if (!from.layer || !from.area) return undefined;
  const target = path.resolve(path.dirname(importer), specifier);
  if (TEST_FILE.test(importer) && target.startsWith(TEST_FIXTURES)) return undefined;
  const to = place(target);
  if (to.layer !== from.layer || !to.area) return { messageId: 'layer', data: { layer: from.layer } };
  if (to.area !== 'modules') return undefined;
  if (SHELL_AREAS.has(from.area)) return { messageId: 'shell', data: { area: from.area } };
  if (from.module && to.module && to.module !== from.module && !to.entry) {
    return { messageId: 'deep', data: { module: from.module, other: to.module } };
  }
  return undefined;
}

const imports = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer, shell and module import boundaries, resolved by folder.' },
    schema: [],
    messages: {
      layer:
        '{{layer}}/src imports only its own files: other layers are separate packages (domain is @plataforma/domain).',
      shell:
        '{{area}}/ never imports modules/: modules build on the platform, not the reverse (the app hands the shell the module registry; tables of both are assembled above them).',
      deep: 'Module "{{module}}" must not reach into module "{{other}}": import its index (the folder) instead.',
    },
  },
  create(context) {
    const check = (source) => {
      const specifier =
        source?.type === 'Literal'
          ? source.value
          : source?.type === 'TemplateLiteral' && source.expressions.length === 0
            ? source.quasis[0].value.cooked
            : undefined;
      if (typeof specifier !== 'string') return;
      const found = violation(context.filename, specifier);
      if (found) context.report({ node: source, ...found });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

/**
 * The value imports of a source file (static, `export ... from`, side-effect and dynamic), read from its text:
 * type-only imports and exports are left out, since they vanish at build time and cannot make a runtime cycle.
 */
const IMPORT_PATTERNS = [
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const RESOLVE = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const importCache = new Map();

/** The files of the repo that `file` imports for their values, resolved (cached by modification time). */
export function valueImports(file, text) {
  const stamp = text === undefined ? statSync(file).mtimeMs : undefined;
  const cached = text === undefined ? importCache.get(file) : undefined;
  if (cached && cached.stamp === stamp) return cached.targets;
  const source = text ?? readFileSync(file, 'utf8');
  const targets = new Set();
  for (const pattern of IMPORT_PATTERNS)
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), specifier);
      const found = RESOLVE.map((suffix) => base + suffix).find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      if (found) targets.add(found);
    }
  if (text === undefined) importCache.set(file, { stamp, targets: [...targets] });
  return [...targets];
}

/** A chain of value imports from `file` back to itself, or undefined (depth-first over the import graph). */
export function cycleFrom(file, text) {
  const seen = new Set();
  const walk = (current, chain) => {
    for (const next of current === file ? valueImports(file, text) : valueImports(current)) {
      if (next === file) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...chain, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(file, [file]);
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles: a chain of value imports never leads back to the file.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    return {
      'Program:exit'(node) {
        const chain = cycleFrom(context.filename, context.sourceCode.text);
        if (chain)
          context.report({
            node,
            messageId: 'cycle',
            data: { chain: chain.map((f) => path.relative(path.dirname(context.filename), f) || '.').join(' -> ') },
          });
      },
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { imports, 'no-cycle': noCycle } };
