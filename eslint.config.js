// ESLint: TypeScript rules everywhere, React hooks in web, and import boundaries between layers and modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The business modules: one folder each under web/src/modules (kept in step with domain's MODULE_TYPES by the
// `Record<ModuleType, ...>` registry in web/src/modules/index.ts).
const MODULES = readdirSync(new URL('./web/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What each layer may never import. */
const LAYER_PATTERNS = {
  domain: [
    {
      regex: '^(firebase|firebase-admin|firebase-functions|@firebase/[^/]+)(/.*)?$',
      message: 'domain/ is pure TypeScript: no Firebase SDK.',
    },
    { regex: '^(react|react-[^/]+|express|@mui/[^/]+)(/.*)?$', message: 'domain/ is pure TypeScript: no framework.' },
    { group: ['**/functions/**', '**/web/**'], message: 'domain/ depends on nothing of the app.' },
  ],
  functions: [
    {
      regex: '^(react|@mui/[^/]+|firebase)(/.*)?$',
      message: 'functions/ uses firebase-admin, never the client SDK or UI code.',
    },
    { group: ['**/web/**'], message: 'functions/ never imports web code.' },
  ],
  web: [
    { regex: '^(firebase-admin|firebase-functions)(/.*)?$', message: 'web/ talks to the server only through /api.' },
    { group: ['**/functions/**'], message: 'web/ talks to the server only through /api.' },
  ],
};

/**
 * A module folder may not reach into another module's files: it uses what the other exports from its `index.ts`
 * (its services, types and components meant for others), imported as the folder itself.
 */
const otherModules = (module) =>
  MODULES.filter((other) => other !== module).map((other) => ({
    group: [`**/modules/${other}/**`, `../${other}/**`],
    message: `Module "${module}" must not reach into module "${other}": import its index (the folder) instead.`,
  }));

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** One config per layer, then one per module folder of that layer (flat config: the later rule replaces the earlier). */
const boundaries = Object.entries(LAYER_PATTERNS).flatMap(([layer, patterns]) => [
  { files: [`${layer}/src/**/*.{ts,tsx}`], rules: restrict(patterns) },
  ...MODULES.map((module) => ({
    files: [`${layer}/src/modules/${module}/**/*.{ts,tsx}`],
    rules: restrict([...patterns, ...otherModules(module)]),
  })),
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/lib/**',
      '.emulator-data/**',
      '.emulators-cache/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
);
