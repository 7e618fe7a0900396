// Bundles the functions with esbuild so that `domain` (a workspace package a deploy would not upload) is inlined.
// Runtime dependencies listed in package.json stay external and are installed by Cloud Build on deploy.
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';
import { buildId } from '../scripts/build-id.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = {
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  // Some bundled CommonJS code calls require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
