// `npm run bench:pos`: the restaurant POS as a waiter's phone sees it, in Chromium at 390x844 (touch) on the
// emulators. (1) Tap a dish -> the phone's order tab counts it: from the tap's pointerdown to the next frame after
// the DOM shows it, measured in the page. (2) The kitchen marks the order 'ready' through the API -> the POS shows
// 'Listo': from the call's start to the next frame after the POS shows it (both on this machine's clock).
// Prints median and p95 of each. Runs by itself: it starts the emulators (after `npm run build`) unless
// BENCH_BASE_URL points at running ones. BENCH_RUNS sets the samples (default 40; at most 90 taps fit on one line).
/* global window, document, MutationObserver, requestAnimationFrame -- the functions given to page.evaluate run in the page */
import { chromium } from '@playwright/test';
import browser from '../tests/e2e/chromium.json' with { type: 'json' };
import { BASE, call, registeredAccount, summary } from './bench-support.mjs';

const RUNS = Math.min(90, Number(process.env.BENCH_RUNS ?? 40));
const WARMUP = 3;
const TIMEOUT_MS = 15_000;

async function setup() {
  const owner = await registeredAccount();
  const { token } = owner;
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name: 'Bench Bar', modules: ['restaurant', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  const location = await call(`${base}/configuration/locations`, {
    method: 'POST',
    token,
    body: { name: 'Barra', ticketSeries: 'B', tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }] },
  });
  const category = await call(`${base}/restaurant/categories`, { method: 'POST', token, body: { name: 'Bebidas' } });
  await call(`${base}/restaurant/dishes`, {
    method: 'POST',
    token,
    body: { name: 'Caña', price: '2,50', categoryId: category.id },
  });
  return { owner, org, base, table: location.tables[0] };
}

/** Watches the page for `text` in the element of `selector` and notes the frame after it shows (window.__shownAt). */
const watch = (page, selector, text) =>
  page.evaluate(
    ([selector, text]) => {
      window.__shownAt = undefined;
      const seen = () => document.querySelector(selector)?.textContent?.includes(text);
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__shownAt = performance.timeOrigin + performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [selector, text],
  );
const shownAt = (page) =>
  page.waitForFunction(() => window.__shownAt, undefined, { timeout: TIMEOUT_MS }).then((at) => at.jsonValue());

async function tapSamples(page) {
  // The page notes when each tap starts (its pointerdown, on the page's clock).
  await page.evaluate(() =>
    document.addEventListener('pointerdown', (event) => (window.__tapAt = performance.timeOrigin + event.timeStamp), {
      capture: true,
    }),
  );
  const dish = page.getByRole('button', { name: /^Caña/ });
  const samples = [];
  for (let i = 1; i <= WARMUP + RUNS; i++) {
    await watch(page, '[data-testid="pos-order-tab"]', `(${i})`);
    await dish.tap();
    const shown = await shownAt(page);
    const tapped = await page.evaluate(() => window.__tapAt);
    if (i > WARMUP) samples.push(shown - tapped);
  }
  return samples;
}

async function kitchenSamples(page, { owner, base }, orderId) {
  const move = (status) =>
    call(`${base}/orders/${orderId}/status`, { method: 'POST', token: owner.token, body: { status } });
  const samples = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    // Back to 'en preparación' (not measured), then 'listo' (measured).
    await watch(page, 'header', 'En preparación');
    await move('preparing');
    await shownAt(page);
    await watch(page, 'header', 'Listo');
    const start = performance.timeOrigin + performance.now();
    await move('ready');
    const shown = await shownAt(page);
    if (i >= WARMUP) samples.push(shown - start);
  }
  return samples;
}

const context = await setup();
const { owner, org, table } = context;
const launched = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browser.defaultPath,
  args: browser.args,
});
try {
  const page = await (
    await launched.newContext({
      baseURL: BASE,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    })
  ).newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(new RegExp(`/${org.slug}$`), { timeout: TIMEOUT_MS });
  await page.goto(`/${org.slug}/pos/restaurant/order?table=${table.id}`);
  await page.getByRole('button', { name: /^Caña/ }).waitFor({ timeout: TIMEOUT_MS });

  const taps = await tapSamples(page);

  await page.getByRole('tab', { name: /^Pedido/ }).tap();
  await page.getByRole('button', { name: 'Enviar a cocina' }).tap();
  await page.getByText('Ronda 1 · enviada').waitFor({ timeout: TIMEOUT_MS });
  const orderId = new URL(page.url()).searchParams.get('order');
  const kitchen = await kitchenSamples(page, context, orderId);

  console.table([
    summary('Phone: tap a dish -> the order tab counts it', taps),
    summary("Kitchen marks 'ready' via the API -> the POS shows 'Listo'", kitchen),
  ]);
} finally {
  await launched.close();
}
