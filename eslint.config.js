// ESLint: TypeScript rules everywhere, React hooks in web, and import boundaries between layers and modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

/** The packages each layer may never import (its own files and the other layers: `eslint/boundaries.js`). */
const LAYER_PATTERNS = {
  domain: [
    {
      regex: '^(firebase|firebase-admin|firebase-functions|@firebase/[^/]+)(/.*)?$',
      message: 'domain/ is pure TypeScript: no Firebase SDK.',
    },
    { regex: '^(react|react-[^/]+|express|@mui/[^/]+)(/.*)?$', message: 'domain/ is pure TypeScript: no framework.' },
  ],
  functions: [
    {
      regex: '^(react|@mui/[^/]+|firebase)(/.*)?$',
      message: 'functions/ uses firebase-admin, never the client SDK or UI code.',
    },
  ],
  web: [
    { regex: '^(firebase-admin|firebase-functions)(/.*)?$', message: 'web/ talks to the server only through /api.' },
  ],
};

/** Toasts go through one helper, which collapses repeats of a message; only it and the toaster import sonner. */
const TOASTS = {
  regex: '^sonner(/.*)?$',
  message: 'Show toasts with `toast` of web/src/platform/layout/toast.ts (one toast per message).',
};
const TOAST_FILES = ['web/src/platform/layout/toast.ts', 'web/src/platform/layout/Toasts.tsx'];

const layers = Object.entries(LAYER_PATTERNS).map(([layer, patterns]) => ({
  files: [`${layer}/src/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: layer === 'web' ? [...patterns, TOASTS] : patterns }] },
}));
const toastFiles = {
  files: TOAST_FILES,
  rules: { 'no-restricted-imports': ['error', { patterns: LAYER_PATTERNS.web }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/lib/**',
      '.emulator-data/**',
      '.emulators-cache/**',
      'test-results/**',
      // The rebuild command's bundle while it runs (scripts/analytics-rebuild.mjs).
      'functions/.rebuild-*/**',
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
  ...layers,
  toastFiles,
  {
    // Transactions go through platform/firebase's transaction(): it also retries the emulator's closed transactions.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/firebase.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message:
            "Use transaction() from platform/firebase: it retries what the emulator ends as 'invalid or closed'.",
        },
      ],
    },
  },
  {
    // Modules reach each other only through their index, platform and ui never import modules, layers stay apart;
    // no import cycles (type-only imports vanish at build time and are not counted).
    files: ['{domain,functions,web}/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error', 'boundaries/no-cycle': 'error' },
  },
);
