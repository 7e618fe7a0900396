// `npm run bench:scan`: the shop's counter with 5,000 products (a fifth with six variants: 11,000 barcodes), in
// Chromium on the emulators. A scanner's keys (the 13 digits typed as fast as the browser takes them, then Enter) ->
// the line shows in the cart: from the first key's keydown (its event time) to the next frame after the cart has the
// line, measured in the page. Half the scans with nothing focused, half with the cursor in the search field (its
// first key lands there and filters the grid before the scan is told apart). Prints median and p95 of each, and fails
// when the page made any request during the scans (the scan path is a lookup in the catalogue it has loaded).
//
// The catalogue is written straight into Firestore in the shape the API stores (a benchmark's set-up, not a test of
// the catalogue API). Runs by itself: it starts the emulators (after `npm run build`) unless BENCH_BASE_URL points at
// running ones. BENCH_RUNS sets the scans of each kind (default 25).
/* global window, document, HTMLElement, MutationObserver, requestAnimationFrame -- the functions given to page.evaluate run in the page */
import { chromium } from '@playwright/test';
import browser from '../tests/e2e/chromium.json' with { type: 'json' };
import { baseUrl, call, registeredAccount, summary } from './bench-support.mjs';
import { loadDomain } from './domain.mjs';
import { db } from './maintenance-db.mjs';
import { typeLikeAScanner } from './scanner.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const WITH_VARIANTS_EVERY = 5;
const CATEGORIES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const WARMUP = 3;
const TIMEOUT_MS = 20_000;

/** An organization with the shop, a location whose till is open, and its catalogue written into Firestore. */
async function setup(domain) {
  const owner = await registeredAccount();
  const { token } = owner;
  const org = await call('/organizations/create', {
    method: 'POST',
    token,
    body: { name: `Bench Tienda ${Date.now()}`, modules: ['ecommerce', 'pos', 'orders', 'configuration'] },
  });
  const base = `/organizations/${org.id}`;
  const location = await call(`${base}/configuration/locations`, {
    method: 'POST',
    token,
    body: { name: 'Tienda', ticketSeries: 'T', tables: [] },
  });
  await call(`${base}/tills/${location.id}/open`, { method: 'POST', token, body: { float: { amount: '100' } } });

  const now = new Date();
  const meta = (id, text) => ({ id, createdAt: now, updatedAt: now, searchTokens: domain.searchTokens(text) });
  const ean = (n) => {
    const twelve = `84${String(n).padStart(10, '0')}`;
    return `${twelve}${domain.ean13CheckDigit(twelve)}`;
  };
  const categories = Array.from({ length: CATEGORIES }, (_, i) => ({
    ...meta(`cat${i}`, `Categoría ${i + 1}`),
    name: `Categoría ${i + 1}`,
    description: '',
    parentId: null,
    active: true,
    position: i,
  }));
  const products = [];
  const stock = {};
  let code = 1;
  for (let i = 0; i < PRODUCTS; i++) {
    const id = `p${String(i).padStart(5, '0')}`;
    const variants = i % WITH_VARIANTS_EVERY === 0;
    const options = variants
      ? [
          { name: 'Talla', values: ['S', 'M', 'L'] },
          { name: 'Color', values: ['Blanco', 'Negro'] },
        ]
      : [];
    const product = {
      ...meta(id, `Producto ${i + 1}`),
      name: `Producto ${i + 1}`,
      description: '',
      categoryId: `cat${i % CATEGORIES}`,
      priceCents: 500 + (i % 50) * 100,
      vatRate: 21,
      sku: `SKU-${i}`,
      barcode: ean(code++),
      trackStock: true,
      lowStockAt: 0,
      photoIds: [],
      options,
      variants: variants
        ? ['S', 'M', 'L'].flatMap((size) =>
            ['Blanco', 'Negro'].map((colour) => ({
              id: `${size}${colour.slice(0, 1)}`,
              values: [size, colour],
              sku: `SKU-${i}-${size}${colour.slice(0, 1)}`,
              barcode: ean(code++),
              priceCents: null,
              active: true,
            })),
          )
        : [],
      modifierGroupIds: [],
      active: true,
    };
    products.push(product);
    for (const variant of product.options.length ? product.variants : [null])
      stock[domain.stockIdOf(id, variant?.id ?? null)] = 100;
  }

  const writer = db.bulkWriter();
  const at = (collection, id) => db.doc(`organizations/${org.id}/${collection}/${id}`);
  const stored = ({ id, ...doc }) => {
    void id;
    return doc;
  };
  for (const category of categories) void writer.set(at('shopCategories', category.id), stored(category));
  for (const product of products) void writer.set(at('shopProducts', product.id), stored(product));
  for (const [stockId, quantity] of Object.entries(stock)) {
    const [productId, variantId = null] = stockId.split('_');
    const product = products.find((p) => p.id === productId);
    const variant = product.variants.find((v) => v.id === variantId) ?? null;
    void writer.set(at('shopStock', stockId), {
      productId,
      variantId,
      name: product.name,
      variant: variant ? domain.variantLabel(variant) : '',
      sku: variant ? variant.sku : product.sku,
      barcode: variant ? variant.barcode : product.barcode,
      tracked: true,
      lowStockAt: 0,
      quantity,
      low: false,
      removed: false,
      updatedAt: now,
    });
  }
  await writer.close();

  // The catalogue as the till asks for it. Where the API does not serve it yet, the page is answered this (the same
  // documents, in the answer's shape): what is measured happens after it has loaded either way.
  const iso = now.toISOString();
  const answer = {
    locations: [{ id: location.id, name: location.name, timezone: location.timezone, ticketSeries: 'T' }],
    locationId: location.id,
    categories: categories.map((c) => ({
      ...stored(c),
      id: c.id,
      searchTokens: undefined,
      createdAt: iso,
      updatedAt: iso,
    })),
    products: products.map((p) => ({
      ...stored(p),
      id: p.id,
      searchTokens: undefined,
      createdAt: iso,
      updatedAt: iso,
    })),
    modifierGroups: [],
    packs: [],
    stock,
  };
  let served = 'api';
  try {
    const catalog = await call(`${base}/pos/ecommerce/catalog?locationId=${location.id}`, { token });
    if (catalog.products.length !== PRODUCTS) throw new Error(`the API's catalogue has ${catalog.products.length}`);
  } catch (failure) {
    if (!String(failure.message).includes('404')) throw failure;
    served = 'stub';
  }
  // Scan targets: a product of each kind in turn (its own barcode without variants, a variant's with them).
  const codes = products.map((p, i) =>
    p.variants.length ? { code: p.variants[i % 6].barcode, name: p.name } : { code: p.barcode, name: p.name },
  );
  return { owner, org, answer, served, codes };
}

/** Watches the cart until it has `lines` lines; notes the frame after (window.__shownAt) and the first key's time. */
const watch = (page, lines) =>
  page.evaluate((lines) => {
    window.__shownAt = undefined;
    window.__keyAt = undefined;
    const done = () => document.querySelectorAll('[data-testid="cart-line"]').length >= lines;
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__shownAt = performance.timeOrigin + performance.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true });
  }, lines);

async function scans(page, cdp, codes, { from, count, focus }) {
  const samples = [];
  for (let i = 0; i < count; i++) {
    const { code } = codes[((from + i) * 37) % codes.length];
    await focus();
    await watch(page, from + i + 1);
    await typeLikeAScanner(cdp, code);
    const shown = await page
      .waitForFunction(() => window.__shownAt, undefined, { timeout: TIMEOUT_MS })
      .then((at) => at.jsonValue())
      .catch(async (failure) => {
        const gaps = await page.evaluate(() => window.__gaps);
        console.error(`No line for ${code}; key gaps (ms): ${gaps}`);
        await page.screenshot({ path: '/tmp/bench-scan-failure.png' });
        throw failure;
      });
    const keyed = await page.evaluate(() => window.__keyAt);
    samples.push(shown - keyed);
  }
  return samples;
}

const domain = await loadDomain();
const started = performance.now();
const { owner, org, answer, served, codes } = await setup(domain);
console.log(
  `Seeded ${PRODUCTS} products (${answer.products.reduce((n, p) => n + 1 + p.variants.length, 0)} barcodes, ${Object.keys(answer.stock).length} stock items) in ${((performance.now() - started) / 1000).toFixed(1)} s; catalogue served by: ${served}`,
);
const launched = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browser.defaultPath,
  args: browser.args,
});
try {
  const context = await launched.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const page = await context.newPage();
  if (served === 'stub')
    await page.route('**/api/organizations/*/pos/ecommerce/catalog*', (route) => route.fulfill({ json: answer }));
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(new RegExp(`/${org.slug}$`), { timeout: TIMEOUT_MS });
  const opening = performance.now();
  await page.goto(`/${org.slug}/pos/ecommerce`);
  await page.getByRole('button', { name: /^Producto 1,/ }).waitFor({ timeout: TIMEOUT_MS });
  const openMs = performance.now() - opening;
  // Settled: the lazy pieces (dialogs, the till's button) are in; from here on the page must not ask for anything.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    window.addEventListener('keydown', (event) => (window.__keyAt ??= performance.timeOrigin + event.timeStamp), {
      capture: true,
    }),
  );
  const cdp = await context.newCDPSession(page);
  const requests = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  const search = page.getByRole('textbox', { name: 'Buscar producto' });
  const nothing = () =>
    page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await scans(page, cdp, codes, { from: 0, count: WARMUP, focus: nothing });
  const unfocused = await scans(page, cdp, codes, { from: WARMUP, count: RUNS, focus: nothing });
  const inSearch = await scans(page, cdp, codes, { from: WARMUP + RUNS, count: RUNS, focus: () => search.focus() });

  const lines = await page.getByTestId('cart-line').count();
  if (lines !== WARMUP + 2 * RUNS) throw new Error(`the cart has ${lines} lines, not ${WARMUP + 2 * RUNS}`);
  if ((await search.inputValue()) !== '') throw new Error(`the search field kept "${await search.inputValue()}"`);
  console.log(`Counter opened with the catalogue in ${openMs.toFixed(0)} ms (login done, grid shown)`);
  console.table([
    summary('Scan -> line in the cart (nothing focused)', unfocused),
    summary('Scan -> line in the cart (cursor in the search field)', inSearch),
  ]);
  console.log(`Requests during the ${WARMUP + 2 * RUNS} scans: ${requests.length}`);
  if (requests.length > 0) {
    console.error(requests.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await launched.close();
}
