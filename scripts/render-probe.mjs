// What a signed-in screen's first load costs on the main thread, measured in the browser rather than simulated:
// `node scripts/render-probe.mjs` with the emulators up (Hosting serving web/dist), e.g. inside
// `node emulators/exec.mjs --only auth,firestore,functions,hosting -- "node scripts/render-probe.mjs"` after a build.
// It opens the menu list (PROBE_PAGE=pos: the POS order screen) PROBE_RUNS times (default 7, after one warm-up: the
// assets cached, as in `npm run lighthouse`) under Chromium's real 4x CPU slowdown (Lighthouse's mobile profile
// simulates it) and prints, per run and as medians: the long tasks until the rows show and a second after (count,
// longest, blocking time: the sum of each one's time over 50 ms), when the rows showed, the main thread's script and
// task time over the load (every task, long or not: steadier than the long tasks), the layout shift, the DOM's
// elements, and, in one more run of its own (the counting costs time), React's commits and the components and
// elements it mounted.
//
// A/B on one machine under the same load: PROBE_DISTS=before:/tmp/dist-a,after:/tmp/dist-b (builds copied aside)
// serves each build in turn from web/dist (a symbolic link while it runs, the real folder put back after), run by
// run, so that both see the same load.
/* global window, document */ // observe() and the probes run in the page.
import { existsSync, lstatSync, renameSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { setup, signIn } from './ui-bench-support.mjs';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.PROBE_RUNS ?? 7);
const PAGE = process.env.PROBE_PAGE ?? 'menu';
const DIST = join(import.meta.dirname, '..', 'web', 'dist');
const SAVED = `${DIST}.probe-saved`;
const variants = (process.env.PROBE_DISTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, dir] = pair.split(':');
    return { name, dir };
  });
if (variants.length === 0) variants.push({ name: 'web/dist', dir: null });

function serve(variant) {
  if (!variant.dir) return;
  if (lstatSync(DIST, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(DIST);
  else if (existsSync(DIST)) renameSync(DIST, SAVED);
  symlinkSync(variant.dir, DIST);
}
function restore() {
  if (!lstatSync(DIST, { throwIfNoEntry: false })?.isSymbolicLink()) return;
  unlinkSync(DIST);
  if (existsSync(SAVED)) renameSync(SAVED, DIST);
}

// Installed before the page's scripts: the long tasks and layout shifts as the browser reports them, and (counting
// runs only) a stand-in for React's devtools hook that React calls on every commit.
function observe(countFibers) {
  const probe = { longTasks: [], shifts: [], commits: 0, mounted: 0, mountedHost: 0 };
  window.__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(
        ({ node, previousRect: a, currentRect: b }) =>
          `${node?.nodeName ?? '?'}.${String(node?.className ?? '').split(' ')[0]} y ${a.y}->${b.y} h ${a.height}->${b.height}`,
      );
      probe.shifts.push([entry.startTime, entry.value, sources.join(', ')]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  if (!countFibers) return;
  const seen = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      probe.commits += 1;
      const before = probe.mounted;
      // A fiber never rendered again keeps no alternate: the WeakSet counts each mount once.
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (fiber.alternate === null && !seen.has(fiber)) {
          seen.add(fiber);
          if (typeof fiber.type === 'string') probe.mountedHost += 1;
          else if (typeof fiber.type === 'function' || typeof fiber.type === 'object') probe.mounted += 1;
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      (probe.timeline ??= []).push(`${Math.round(performance.now())}: +${probe.mounted - before}`);
    },
  };
}

// What shows that the screen is up: a dish's link in the list's first row; the POS's catalogue (on a phone's width
// the order's lines are in the other tab).
const READY = {
  menu: 'document.querySelector(\'table tbody tr a[href*="/restaurant/menu/dish/"]\')',
  pos: 'document.querySelector(\'[data-testid="pos-item"]\')',
};

async function measure(browser, url, countFibers) {
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(observe, countFibers);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // A URL of its own each time: the SPA's routes are served without a Cache-Control header, so the browser would
    // take the HTML from its cache (heuristically fresh) and miss a build swapped in meanwhile.
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}probe=${Date.now()}`);
    await page.waitForFunction(READY[PAGE], { timeout: 60_000, polling: 50 });
    const rowsAt = await page.evaluate(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const probe = await page.evaluate(() => ({ ...window.__probe, elements: document.querySelectorAll('*').length }));
    if (process.env.PROBE_SHIFTS)
      for (const [at, value, sources] of probe.shifts)
        if (value >= 0.001) console.log(`shift ${value.toFixed(3)} at ${Math.round(at)} ms: ${sources}`);
    if (process.env.PROBE_TASKS && countFibers)
      console.log(`commits (at ms: components mounted): ${probe.timeline.join(', ')}`);
    if (process.env.PROBE_TASKS)
      console.log(
        `long tasks: ${probe.longTasks.map(([at, d]) => `${Math.round(d)} ms at ${Math.round(at)}`).join(', ')}; rows at ${Math.round(rowsAt)}`,
      );
    // The main thread's busy time over the whole load (Chromium's counters, in seconds): all tasks, not only long ones.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busy = (name) => Math.round((metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000);
    const durations = probe.longTasks.map(([, duration]) => duration);
    return {
      'long tasks': durations.length,
      'longest ms': Math.round(Math.max(0, ...durations)),
      'blocking ms': Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      'rows at ms': Math.round(rowsAt),
      'script ms': busy('ScriptDuration'),
      'tasks ms': busy('TaskDuration'),
      CLS: Number(probe.shifts.reduce((sum, [, value]) => sum + value, 0).toFixed(3)),
      elements: probe.elements,
      ...(countFibers && { commits: probe.commits, components: probe.mounted, 'host elements': probe.mountedHost }),
    };
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const { account, slug, order } = await setup();
const url =
  PAGE === 'pos' ? `${BASE}/${slug}/pos/restaurant/order?order=${order.id}` : `${BASE}/${slug}/restaurant/menu`;
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new'] });
try {
  const page = await browser.newPage();
  await signIn(page, BASE, account);
  await page.close();
  const rows = [];
  for (const variant of variants) {
    serve(variant);
    await measure(browser, url, false); // warm-up: the assets in the cache
  }
  for (let run = 1; run <= RUNS; run += 1)
    for (const variant of variants) {
      serve(variant);
      rows.push({ variant: variant.name, run, ...(await measure(browser, url, false)) });
    }
  const counts = [];
  for (const variant of variants) {
    serve(variant);
    counts.push({ variant: variant.name, ...(await measure(browser, url, true)) });
  }
  console.table(rows);
  console.log('Medians:');
  console.table(
    variants.map(({ name }) => {
      const runs = rows.filter((row) => row.variant === name);
      const of = (key) => median(runs.map((row) => row[key]));
      return {
        variant: name,
        runs: runs.length,
        ...Object.fromEntries(
          ['long tasks', 'longest ms', 'blocking ms', 'rows at ms', 'script ms', 'tasks ms', 'CLS', 'elements'].map(
            (k) => [k, of(k)],
          ),
        ),
      };
    }),
  );
  console.log('React (one counting run each):');
  console.table(counts);
} finally {
  restore();
  await browser.close();
}
