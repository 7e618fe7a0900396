// `npm run lighthouse`: Lighthouse's performance score (its default mobile profile: a mid-range phone, simulated
// slow 4G and CPU) of the built app served by the Hosting emulator, driving the system Chromium: /auth/login signed
// out, then signed in the restaurant POS order screen and the menu list of an organization it sets up through the
// API. Prints the score and the main metrics of each; issue 22's goals are 95 for the login and 90 for the others.
// Run by itself: it builds and starts the emulators.
import { randomUUID } from 'node:crypto';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { call, registeredAccount } from './bench-support.mjs';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOALS = { login: 95, other: 90 };

/** An organization with a restaurant menu and an open takeaway order at a location whose till is open. */
async function setup() {
  const account = await registeredAccount();
  const { token } = account;
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name: `Lighthouse ${Date.now()}`, modules: ['restaurant', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  const post = (path, body) => call(`${base}${path}`, { method: 'POST', token, body });
  const location = await post('/configuration/locations', {
    name: 'Centro',
    ticketSeries: 'LH',
    tables: [{ name: '1', zone: 'Sala', seats: 4 }],
  });
  await post(`/tills/${location.id}/open`, { float: { amount: '100' } });
  const dishes = [];
  for (const [category, names] of Object.entries({
    Entrantes: ['Croquetas', 'Patatas bravas', 'Ensaladilla'],
    Carnes: ['Entrecot', 'Secreto ibérico'],
    Bebidas: ['Caña', 'Vino tinto', 'Agua'],
  })) {
    const { id } = await post('/restaurant/categories', { name: category });
    for (const name of names) dishes.push(await post('/restaurant/dishes', { name, price: '6,50', categoryId: id }));
  }
  const order = await call(`${base}/orders`, {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      locationId: location.id,
      tableId: '',
      lines: dishes.slice(0, 3).map((d) => ({ kind: 'dish', dishId: d.id, quantity: 1 })),
    },
  });
  return { account, slug: org.slug, order };
}

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
  return {
    name,
    score: Math.round(lhr.categories.performance.score * 100),
    goal,
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    SI: metric('speed-index'),
  };
}

const { account, slug, order } = await setup();
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new'] });
try {
  const rows = [];
  // Signed out, in a context of its own.
  const guest = await (await browser.createBrowserContext()).newPage();
  rows.push(await audit(guest, '/auth/login', `${BASE}/auth/login`, GOALS.login));

  const page = await browser.newPage();
  await page.goto(`${BASE}/auth/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', account.email);
  await page.type('input[type="password"]', account.password);
  await Promise.all([page.waitForFunction('!location.pathname.startsWith("/auth/")'), page.keyboard.press('Enter')]);
  rows.push(
    await audit(page, 'POS order screen', `${BASE}/${slug}/pos/restaurant/order?order=${order.id}`, GOALS.other),
  );
  rows.push(await audit(page, 'Menu list', `${BASE}/${slug}/restaurant/menu`, GOALS.other));
  console.table(rows);
  const missed = rows.filter((row) => row.score < row.goal);
  if (missed.length > 0) console.log(`Below the goal: ${missed.map((row) => row.name).join(', ')}`);
} finally {
  await browser.close();
}
