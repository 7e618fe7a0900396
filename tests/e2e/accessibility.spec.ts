import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './demo-admin';
import { apiCall, apiLocation, apiOrganization, signIn, signInTo, type ApiAccount } from './support';

/**
 * axe-core over every main screen of every layout: no serious or critical violation (WCAG 2.1 A and AA rules and
 * axe's best practices). One browser context per layout, signed in once; each screen is checked once it has
 * painted its content (its heading), so the check sees the page a person sees.
 */

interface Screen {
  name: string;
  path: string;
  /** The heading the screen shows once loaded. */
  heading: string | RegExp;
}

/**
 * Opens a path inside the running app (as a link would: no reload, the session and the fetched data stay), so that
 * each screen costs what a person's click costs.
 */
async function open(page: Page, path: string) {
  if (page.url() === 'about:blank') return void (await page.goto(path));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectAccessible(page: Page, screen: Screen) {
  await open(page, screen.path);
  // Generous: on a busy machine the Functions emulator starts a new worker for each concurrent request.
  await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  // The lazily loaded pieces (toasts, fonts of icons) settle before the check.
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(grave, `${screen.name} (${screen.path})`).toEqual([]);
}

async function checkAll(page: Page, screens: Screen[]) {
  for (const screen of screens) await test.step(screen.name, () => expectAccessible(page, screen));
}

/**
 * The keyboard's first stop on a freshly loaded screen is "Saltar al contenido", visible once focused, and it moves
 * the focus to the main landmark.
 */
async function expectSkipLinkFirst(page: Page, heading: string | RegExp) {
  await page.reload();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  // From the start of the document (a screen may have put the focus in its first field).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return page;
}

test('auth layout: sign-in, registration and password recovery', async ({ browser }) => {
  const page = await newPage(browser);
  await checkAll(page, [
    { name: 'login', path: '/auth/login', heading: 'Iniciar sesión' },
    { name: 'register', path: '/auth/register', heading: 'Crear cuenta' },
    { name: 'forgot password', path: '/auth/forgot-password', heading: 'Recuperar contraseña' },
  ]);
  await page.context().close();
});

test('keyboard: the skip link comes first, and the focus ring is plain to see', async ({ page }) => {
  await page.goto('/auth/login');
  await expectSkipLinkFirst(page, 'Iniciar sesión');
  // From the main landmark on, the Tab key reaches the form's buttons: each shows a thick outline.
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.tagName === 'BUTTON')) break;
  }
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { tag: document.activeElement!.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring).toEqual({ tag: 'BUTTON', style: 'solid', width: expect.any(Number) });
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test('admin layout: login, dashboard, organizations and users', async ({ browser }) => {
  test.slow();
  const page = await newPage(browser);
  await checkAll(page, [{ name: 'admin login', path: '/admin/login', heading: 'Acceso de administración' }]);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await checkAll(page, [
    { name: 'dashboard', path: '/admin', heading: 'Panel de administración' },
    { name: 'organizations', path: '/admin/organizations', heading: 'Organizaciones' },
    { name: 'users', path: '/admin/users', heading: 'Usuarios' },
  ]);
  await page.context().close();
});

test.describe('a restaurant owner', () => {
  // Several screens per test, each waiting for the emulated API on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let page: Page;
  let slug: string;
  let dishId: string;
  let tableId: string;
  let clientId: string;
  let programId: string;

  test.beforeAll(async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const built = await apiOrganization(request, 'Casa Accesible', [
      'restaurant',
      'pos',
      'orders',
      'configuration',
      'crm',
      'promotions',
      'analytics',
    ]);
    const owner: ApiAccount = built.owner;
    slug = built.organization.slug;
    const base = `/organizations/${built.organization.id}`;
    // Its till open, as during a shift (a closed till asks to open it, over the POS).
    const location = await apiLocation<{ id: string; tables: { id: string }[] }>(
      request,
      owner,
      built.organization.id,
      { name: 'Centro', ticketSeries: 'CA', tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }] },
    );
    tableId = location.tables[0]!.id;
    const category = await apiCall<{ id: string }>(request, owner, 'POST', `${base}/restaurant/categories`, {
      name: 'Barra',
    });
    for (const name of ['Caña', 'Patatas bravas', 'Tortilla'])
      dishId = (
        await apiCall<{ id: string }>(request, owner, 'POST', `${base}/restaurant/dishes`, {
          name,
          price: '3',
          categoryId: category.id,
          allergens: ['gluten'],
        })
      ).id;
    // A sale, so that the dashboards show their tables, charts and heatmap.
    await apiCall(
      request,
      owner,
      'POST',
      `${base}/orders/quick-sale`,
      { locationId: location.id, lines: [{ kind: 'dish', dishId, quantity: 2 }], payment: { method: 'card' } },
      201,
    );
    clientId = (
      await apiCall<{ id: string }>(request, owner, 'POST', `${base}/crm/clients`, {
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: '600111222',
        tags: ['VIP'],
      })
    ).id;
    await apiCall(request, owner, 'POST', `${base}/crm/reviews`, { rating: 4, text: 'Muy bien', date: '2026-11-20' });
    programId = (
      await apiCall<{ id: string }>(request, owner, 'POST', `${base}/promotions/cards`, {
        name: 'Club Accesible',
        kind: 'points',
        rewards: [{ name: 'Caña gratis', threshold: 50, type: 'discount', amount: 3 }],
      })
    ).id;
    await apiCall(request, owner, 'POST', `${base}/promotions/cards/${programId}/members`, { clientId });
    await request.dispose();
    page = await newPage(browser);
    await signInTo(page, owner, slug);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('default layout: home, settings, the menu, a dish, locations, employees, the CRM, promotions, analytics, profile and account', async () => {
    await open(page, `/${slug}`);
    await expectSkipLinkFirst(page, /^Hola/);
    await checkAll(page, [
      { name: 'organization home', path: `/${slug}`, heading: /^Hola/ },
      { name: 'organization settings', path: `/${slug}/configuration`, heading: 'Ajustes de la organización' },
      { name: 'menu', path: `/${slug}/restaurant/menu`, heading: 'Carta' },
      { name: 'dish', path: `/${slug}/restaurant/menu/dish/${dishId}`, heading: 'Tortilla' },
      { name: 'locations', path: `/${slug}/configuration/locations`, heading: 'Locales' },
      { name: 'employees', path: `/${slug}/configuration/employees`, heading: 'Empleados' },
      { name: 'clients', path: `/${slug}/crm/list`, heading: 'Clientes y empresas' },
      { name: 'client', path: `/${slug}/crm/list/client/${clientId}`, heading: 'Ana Pérez' },
      { name: 'new client', path: `/${slug}/crm/list/client/new`, heading: 'Nuevo cliente' },
      { name: 'reviews', path: `/${slug}/crm/reviews`, heading: 'Reseñas' },
      { name: 'VERI*FACTU records', path: `/${slug}/orders/verifactu`, heading: 'Registros VERI*FACTU' },
      { name: 'profile', path: '/user/profile', heading: 'Mi perfil' },
      { name: 'account settings', path: '/user/settings', heading: 'Ajustes de la cuenta' },
      { name: 'promotions', path: `/${slug}/promotions`, heading: 'Promociones' },
      { name: 'new coupon', path: `/${slug}/promotions/coupon/new`, heading: 'Nuevo cupón' },
      { name: 'loyalty programs', path: `/${slug}/promotions?tab=cards`, heading: 'Promociones' },
      { name: 'loyalty program', path: `/${slug}/promotions/card/${programId}`, heading: 'Club Accesible' },
      { name: 'analytics', path: `/${slug}/analytics`, heading: 'Analítica' },
      { name: 'CRM analytics', path: `/${slug}/analytics/modules/crm`, heading: 'Analítica de clientes' },
      {
        name: 'restaurant analytics',
        path: `/${slug}/analytics/modules/restaurant`,
        heading: 'Analítica del restaurante',
      },
    ]);
  });

  test('fullpage layout: the POS tables and order screen, and the kitchen board', async () => {
    await open(page, `/${slug}/pos/restaurant`);
    await expectSkipLinkFirst(page, 'TPV del restaurante');
    await checkAll(page, [
      { name: 'POS tables', path: `/${slug}/pos/restaurant`, heading: 'TPV del restaurante' },
      { name: 'POS order', path: `/${slug}/pos/restaurant/order?table=${tableId}`, heading: 'Mesa 1' },
      { name: 'kitchen board', path: `/${slug}/orders/restaurant`, heading: 'Cocina' },
    ]);
  });
});
