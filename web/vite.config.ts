/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// @ts-expect-error: a plain .mjs helper shared with the functions build
import { buildId as computeBuildId } from '../scripts/build-id.mjs';

const BUILD_ID: string = computeBuildId();
const PROJECT_ID = 'demo-plataforma';
const FUNCTIONS_REGION = 'europe-west1';

/**
 * Writes version.json (polled by the app to detect a deploy) and .vite/chunk-modules.json (which source modules
 * went into each chunk: read by the size report and the code-splitting test).
 */
function buildArtifacts(): Plugin {
  return {
    name: 'plataforma-build-artifacts',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId: BUILD_ID }) });
      // chunk file -> { source module id: rendered bytes }
      const chunks: Record<string, Record<string, number>> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/** The source of a pattern matching the given MUI components' folders ('Modal|Popover'). */
const mui = (components: string) => String.raw`node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](${components})[\\/]`;
const icons = (names: string) => String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/](${names})\.js$`;
const web = (paths: string) => String.raw`web[\\/]src[\\/](${paths.replaceAll('/', String.raw`[\\/]`)})\.tsx?$`;

export default defineConfig({
  plugins: [react(), buildArtifacts()],
  // The app's own small runtimes of the react-i18next and react-hook-form APIs it uses (src/i18n/react.ts,
  // src/platform/forms/hook-form.ts): the libraries stay for their types.
  resolve: {
    alias: {
      'react-i18next': new URL('./src/i18n/react.ts', import.meta.url).pathname,
      'react-hook-form': new URL('./src/platform/forms/hook-form.ts', import.meta.url).pathname,
    },
  },
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Chunks of code that pages load together, so that one gzip stream carries them (a file per MUI component
        // cost each page several KB of compression). The entry's static imports (React, the router, MUI's core,
        // the app shell) in one; then what most pages share: the form controls, the overlays with server state and
        // the signed-in bars; then what the editors and the tills share (docs/decisions.md, "More groups"). The later
        // groups take only the modules they name (no dependencies), so a page never loads a group for a helper.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'controls',
              test: new RegExp(
                [
                  mui('InputBase|OutlinedInput|FormControl|InputLabel|FormHelperText|FormLabel|TextareaAutosize'),
                  mui('InputAdornment|IconButton|Alert|Paper|Link|utils'),
                  // MUI's utils, not the copies the MUI X packages (data grid, charts) bring: those go with them.
                  /^(?!.*@mui[\\/]x-).*node_modules[\\/]@mui[\\/]utils[\\/]/.source,
                  /web[\\/]src[\\/](ui[\\/](TextInput|PasswordField|FormPage|CenteredCard)|platform[\\/]forms[\\/]useSubmit)/
                    .source,
                ].join('|'),
              ),
            },
            {
              name: 'overlays',
              test: new RegExp(
                [
                  mui('Modal|Popover|Menu|MenuList|MenuItem|List|Fade|Grow|Backdrop|Portal|Unstable_TrapFocus'),
                  mui('transitions|Dialog|DialogTitle|DialogContent|DialogActions|Divider'),
                  /node_modules[\\/]react-transition-group[\\/]/.source,
                  /node_modules[\\/]@tanstack[\\/]/.source,
                  mui('ListItemIcon|ListSubheader|Toolbar|ListItemText|ListItemButton|AppBar'),
                  icons(
                    'AccountCircleOutlined|LogoutOutlined|ManageAccountsOutlined|PersonOutline|SwapHorizOutlined|ArrowBack',
                  ),
                  web(
                    'platform/server-state/.*|platform/layout/(UserMenu|FullpageBar)|platform/organizations/OrganizationOutlet',
                  ),
                  /domain[\\/]src[\\/](modules[\\/]\w+[\\/])?permissions\.ts$/.source,
                ].join('|'),
              ),
            },
            {
              name: 'nav',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [icons('Menu|HomeOutlined|TuneOutlined|MailOutline'), web('platform/layout/(SideNav|ShellFrame)')].join(
                  '|',
                ),
              ),
            },
            {
              name: 'fields',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  mui('TextField|Select|FilledInput|Input|NativeSelect|Chip'),
                  /@mui[\\/]material[\\/]esm[\\/]internal[\\/]svg-icons[\\/](ArrowDropDown|Cancel)\.js$/.source,
                ].join('|'),
              ),
            },
            {
              name: 'schemas',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  /node_modules[\\/]zod[\\/]/.source,
                  /domain[\\/]src[\\/]platform[\\/](identity[\\/]schemas|organizations[\\/](schemas|tax-id)|admin[\\/]schemas)\.ts$/
                    .source,
                  /domain[\\/]src[\\/]platform[\\/](text|roles|resources|money-schemas)\.ts$/.source,
                ].join('|'),
              ),
            },
            {
              name: 'forms',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  mui('SwitchBase|FormControlLabel|Switch'),
                  /@mui[\\/]material[\\/]esm[\\/]internal[\\/](SwitchBase|switchBaseClasses)\.js$/.source,
                  web('platform/forms/.*|platform/validation|ui/form-field'),
                ].join('|'),
              ),
            },
            {
              name: 'editor',
              includeDependenciesRecursively: false,
              test: new RegExp([web('ui/(form-controls|select-fields)|platform/resources/ResourceEditor')].join('|')),
            },
            {
              name: 'till',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  web('modules/pos/shell/(api|useTillCatalog)|modules/pos/till/device-series'),
                  web('modules/pos/staff/(session|api|PinPad|LockScreen|StaffLock)'),
                  /domain[\\/]src[\\/]modules[\\/]orders[\\/]staff\.ts$/.source,
                  icons('LockOutlined|BackspaceOutlined'),
                ].join('|'),
              ),
            },
            {
              name: 'sale',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  web('modules/pos/shell/(PosOrderScreen|cart|CartTotals)|ui/TabStrip'),
                  /domain[\\/]src[\\/]modules[\\/]orders[\\/]settlement\.ts$/.source,
                  mui('useMediaQuery'),
                ].join('|'),
              ),
            },
            {
              name: 'cart',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  web(
                    'modules/pos/shell/(CartPanel|useCatalog|CatalogGrid|LazyTicketDialog|OrderClient|useCart|choices)',
                  ),
                  web('platform/device/keyboard'),
                  icons('Block|EditNote|Remove|Person|PersonAdd'),
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev`: the same /api as Hosting, served by the Functions emulator.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001',
        rewrite: (path) => `/${PROJECT_ID}/${FUNCTIONS_REGION}/api${path}`,
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of whole routes (lazy chunks, MUI X) take seconds on a loaded 2-core machine.
    testTimeout: 45_000,
  },
});
