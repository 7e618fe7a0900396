import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = path.join(ROOT, 'eslint.config.js');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });

/** The errors of the repo's ESLint config on `code` as if it were the file at `file` (relative to the repo). */
async function errors(file: string, code: string, linter = eslint, root = ROOT): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const DEEP = /^boundaries\/imports: Module "pos" must not reach into module "restaurant"/;
const SHELL = /^boundaries\/imports: (platform|ui)\/ never imports modules\//;
const LAYER = /^boundaries\/imports: \w+\/src imports only its own files/;

describe('module boundaries', () => {
  it.each([
    [
      'a static import',
      "import { AllergenIcons } from '../../../restaurant/components/AllergenIcons';\nexport { AllergenIcons };",
    ],
    [
      'a type import',
      "import type { AllergenBadge } from '../../../restaurant/components/AllergenIcons';\nexport type X = typeof AllergenBadge;",
    ],
    ['a re-export', "export { AllergenBadge } from '../../../restaurant/components/AllergenIcons';"],
    ['a dynamic import', "export const load = () => import('../../../restaurant/pages/MenuPage');"],
    ["an import of the other module's index file by another name", "export * from '../../../restaurant/i18n';"],
  ])("refuses %s of another module's file from a subfolder", async (_, code) => {
    expect(await errors('web/src/modules/pos/restaurant/pages/Fixture.tsx', code)).toEqual([
      expect.stringMatching(DEEP),
    ]);
  });

  it('refuses a dynamic import into another module one folder down', async () => {
    const code = "export const load = () => import('../../restaurant/pages/MenuPage');";
    expect(await errors('web/src/modules/pos/printing/Fixture.ts', code)).toEqual([expect.stringMatching(DEEP)]);
  });

  it.each(['domain', 'functions'])('refuses a deep cross-module import in %s', async (layer) => {
    const code = "export * from '../restaurant/dishes';";
    expect(await errors(`${layer}/src/modules/pos/Fixture.ts`, code)).toEqual([expect.stringMatching(DEEP)]);
  });

  it.each([
    ['the other module through its folder', "export { AllergenIcons } from '../../../restaurant';"],
    ['the other module through its index', "export { AllergenIcons } from '../../../restaurant/index';"],
    [
      'its own files',
      "export { CartPanel } from '../components/CartPanel';\nexport { TicketView } from '../../printing/TicketView';",
    ],
    [
      'the platform and ui',
      "export { FormPage } from '../../../../ui/FormPage';\nexport { apiRequest } from '../../../../platform/api/client';",
    ],
  ])('lets a module import %s', async (_, code) => {
    expect(await errors('web/src/modules/pos/restaurant/pages/Fixture.tsx', code)).toEqual([]);
  });
});

describe('the shell never imports modules', () => {
  it.each([
    ['web/src/platform/layout/Fixture.tsx', "export { moduleRoutes } from '../../modules';"],
    ['web/src/platform/layout/Fixture.tsx', "export { moduleRoutes } from '../../modules/index';"],
    [
      'web/src/platform/organizations/pages/Fixture.tsx',
      "export const load = () => import('../../../modules/restaurant');",
    ],
    ['web/src/ui/Fixture.tsx', "export { AllergenIcons } from '../modules/restaurant';"],
    ['domain/src/platform/Fixture.ts', "export { RESTAURANT_PERMISSIONS } from '../modules/restaurant';"],
    ['functions/src/platform/resources/Fixture.ts', "export * from '../../modules/restaurant';"],
  ])('refuses %s importing modules', async (file, code) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(SHELL)]);
  });

  it('lets the app hand the registry to the shell', async () => {
    const code = "export { moduleRoutes } from '../modules';";
    expect(await errors('web/src/app/Fixture.tsx', code)).toEqual([]);
  });
});

describe('layers', () => {
  it.each([
    ['web/src/ui/Fixture.ts', "export * from '../../../functions/src/app';"],
    ['domain/src/platform/Fixture.ts', "export * from '../../../web/src/ui/FormPage';"],
    ['functions/src/platform/Fixture.ts', "export * from '../../../domain/src/index';"],
  ])("refuses %s importing another layer's files", async (file, code) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(LAYER)]);
  });

  it('lets tests, and only tests, read the shared fixtures of tests/fixtures', async () => {
    const code =
      "import requests from '../../../../../tests/fixtures/print-bridge/requests.json';\nexport { requests };";
    expect(await errors('domain/src/modules/orders/tickets/Fixture.test.ts', code)).toEqual([]);
    expect(await errors('web/src/modules/pos/printing/Fixture.test.tsx', code)).toEqual([]);
    expect(await errors('web/src/modules/pos/printing/Fixture.tsx', code)).toEqual([expect.stringMatching(LAYER)]);
  });
});

describe('toasts', () => {
  const SONNER = /^no-restricted-imports: .*Show toasts with `toast` of web\/src\/platform\/layout\/toast\.ts/;

  it.each(['web/src/modules/pos/shell/Fixture.tsx', 'web/src/platform/admin/Fixture.ts'])(
    'refuses sonner in %s: every toast goes through the helper that collapses repeats',
    async (file) => {
      expect(await errors(file, "import { toast } from 'sonner';\nexport const show = () => toast('Hola');")).toEqual([
        expect.stringMatching(SONNER),
      ]);
    },
  );

  it('lets the helper and the toaster use it', async () => {
    const code = "export { toast, Toaster } from 'sonner';";
    expect(await errors('web/src/platform/layout/toast.ts', code)).toEqual([]);
    expect(await errors('web/src/platform/layout/Toasts.tsx', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  // A cycle needs both files on disk: a scratch copy of the layout, linted with the repo's config.
  const scratch = mkdtempSync(path.join(tmpdir(), 'lint-cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const linter = new ESLint({ cwd: scratch, overrideConfigFile: CONFIG });
  const write = (file: string, code: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), code);
    return code;
  };

  it('refuses a cycle, static or through a dynamic import', async () => {
    write('web/src/ui/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    const a = write('web/src/ui/a.ts', "export const a = () => import('./b');\n");
    expect(await errors('web/src/ui/a.ts', a, linter, scratch)).toEqual([
      expect.stringMatching(/^boundaries\/no-cycle: Import cycle: a\.ts -> b\.ts -> a\.ts\.$/),
    ]);
  });

  it('lets type-only imports go both ways (they vanish at build time)', async () => {
    write('web/src/ui/d.ts', "import type { C } from './c';\nexport type D = { c: C };\n");
    const c = write('web/src/ui/c.ts', "import type { D } from './d';\nexport type C = { d?: D };\n");
    expect(await errors('web/src/ui/c.ts', c, linter, scratch)).toEqual([]);
  });
});
