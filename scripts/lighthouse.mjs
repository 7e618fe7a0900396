// `npm run lighthouse`: Lighthouse's performance score (its default mobile profile: a mid-range phone, simulated
// slow 4G and CPU) of the built app served by the Hosting emulator, driving the system Chromium: /auth/login signed
// out, then signed in the restaurant POS order screen and the menu list of an organization it sets up through the
// API. Prints the score and the main metrics of each; issue 22's goals are 95 for the login and 90 for the others.
// Run by itself: it builds and starts the emulators.
// LH_ONLY=menu (a part of the pages' names, comma-separated) audits only those pages; LH_RUNS=5 audits each page that
// many times in turn and prints each run and the medians (the figures to compare on a busy machine).
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { setup, signIn } from './ui-bench-support.mjs';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOALS = { login: 95, other: 90 };

/** Lighthouse on a page of the browser (its storage kept: a signed-in session stays signed in). */
async function audit(page, name, url, goal) {
  const { lhr } = await lighthouse(
    url,
    { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
    undefined,
    page,
  );
  const metric = (id) => lhr.audits[id]?.displayValue ?? '';
  // What moved, where the page's layout shifts count: the elements Lighthouse names, with their share.
  if (lhr.audits['cumulative-layout-shift']?.numericValue > 0.05) {
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
      console.log(
        `${name}: layout shift ${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
      );
    }
  }
  // LH_DETAILS=1: where the main thread's time went (per script, and the long tasks), to see what blocks.
  if (process.env.LH_DETAILS) {
    const ms = (value) => `${Math.round(value ?? 0)} ms`;
    for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8))
      console.log(`${name}: script ${item.url} total ${ms(item.total)} scripting ${ms(item.scripting)}`);
    for (const item of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 8))
      console.log(`${name}: long task ${ms(item.duration)} at ${ms(item.startTime)} ${item.url ?? ''}`);
  }
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    name,
    score: Math.round(lhr.categories.performance.score * 100),
    goal,
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    SI: metric('speed-index'),
    // Numbers for the medians: the long tasks as Lighthouse counts them (after its 4x CPU slowdown).
    values: {
      score: lhr.categories.performance.score * 100,
      TBT: value('total-blocking-time'),
      CLS: value('cumulative-layout-shift'),
      FCP: value('first-contentful-paint'),
      LCP: value('largest-contentful-paint'),
      longTasks: longTasks.length,
      longest: Math.max(0, ...longTasks.map((item) => item.duration ?? 0)),
      bootup: lhr.audits['bootup-time']?.numericValue ?? NaN,
      mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const RUNS = Number(process.env.LH_RUNS ?? 1);
const ONLY = (process.env.LH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name) => ONLY.length === 0 || ONLY.some((part) => name.toLowerCase().includes(part));

const { account, slug, order } = await setup();
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new'] });
try {
  // Signed out, in a context of its own.
  const guest = await (await browser.createBrowserContext()).newPage();
  const page = await browser.newPage();
  await signIn(page, BASE, account);
  const pages = [
    { name: '/auth/login', tab: guest, url: `${BASE}/auth/login`, goal: GOALS.login },
    {
      name: 'POS order screen',
      tab: page,
      url: `${BASE}/${slug}/pos/restaurant/order?order=${order.id}`,
      goal: GOALS.other,
    },
    { name: 'Menu list', tab: page, url: `${BASE}/${slug}/restaurant/menu`, goal: GOALS.other },
  ].filter((entry) => wanted(entry.name));

  const rows = [];
  for (let run = 1; run <= RUNS; run += 1)
    for (const entry of pages) rows.push({ run, ...(await audit(entry.tab, entry.name, entry.url, entry.goal)) });
  console.table(rows.map(({ values: _values, ...row }) => row));
  if (RUNS > 1) {
    const medians = pages.map(({ name }) => {
      const runs = rows.filter((row) => row.name === name).map((row) => row.values);
      const of = (key, digits = 0) => Number(median(runs.map((v) => v[key])).toFixed(digits));
      return {
        name,
        runs: runs.length,
        score: of('score'),
        'TBT ms': of('TBT'),
        CLS: of('CLS', 3),
        'FCP ms': of('FCP'),
        'LCP ms': of('LCP'),
        'long tasks': of('longTasks'),
        'longest ms': of('longest'),
        'bootup ms': of('bootup'),
        'main thread ms': of('mainThread'),
      };
    });
    console.log('Medians:');
    console.table(medians);
  }
  const missed = rows.filter((row) => row.score < row.goal);
  if (missed.length > 0) console.log(`Below the goal: ${[...new Set(missed.map((row) => row.name))].join(', ')}`);
} finally {
  await browser.close();
}
