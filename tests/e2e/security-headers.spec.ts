import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './demo-admin';
import { apiLocation, apiMenu, apiOrganization, signIn, signInTo } from './support';

/** What the Hosting emulator serves comes from firebase.json, so these are the headers production sends. */
function expectSecurityHeaders(response: APIResponse | null, what: string) {
  const headers = response!.headers();
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
}

/**
 * Collects every sign of a refused resource: the browser's console line ('... violates the following Content
 * Security Policy directive ...'), a `securitypolicyviolation` event of the page, and a header the browser did not
 * understand (a Permissions-Policy feature it does not know).
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) problems.push(`console: ${text}`);
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${String(event.lineNumber)})`,
      );
    });
  });
  return problems;
}

test('/ and /api/health carry the security headers', async ({ request }) => {
  expectSecurityHeaders(await request.get('/'), '/');
  expectSecurityHeaders(await request.get('/auth/login'), '/auth/login');
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expectSecurityHeaders(health, '/api/health');
});

test('the CSP is on: an inline script is refused, and the watcher below sees it', async ({ page }) => {
  const problems = await watchPolicy(page);
  await page.goto('/auth/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
  expect(problems.some((problem) => problem.startsWith('event: script-src'))).toBe(true);
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
});

test('every layout runs under the CSP without a violation: auth, default, fullpage (POS, kitchen, print), admin', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, staff } = await apiOrganization(request, 'Bar Cabeceras', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const slug = organization.slug;
  await apiLocation(request, owner, organization.id, {
    name: 'Centro',
    ticketSeries: 'BC',
    tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }],
  });
  await apiMenu(request, owner, organization.id, 'Bebidas', [['Caña', '2,50']]);

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchPolicy(page);

  // Auth layout, then signing in (the Auth endpoints) lands on the default layout's home.
  await signInTo(page, staff, slug);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  // A module's list in the default layout.
  await page.goto(`/${slug}/restaurant/menu`);
  await expect(page.getByRole('heading', { name: 'Carta' })).toBeVisible();
  // Fullpage: the POS sells and prints (the ticket is rendered in an iframe), the kitchen board listens to Firestore.
  await page.goto(`/${slug}/pos/restaurant`);
  await expect(page.locator('[data-layout="fullpage"]')).toBeVisible();
  await page.getByRole('button', { name: 'Mesa 1: Libre' }).click();
  await page.getByRole('dialog', { name: 'Mesa 1: ¿cuántos comensales?' }).getByRole('button', { name: '2' }).click();
  await page.getByRole('button', { name: /^Caña/ }).click();
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Tarjeta' }).click();
  await payment.getByRole('button', { name: 'Cobrar 2,50 €' }).click();
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByTitle(/^Ticket BC-1-\d{6}$/)).toBeAttached();
  await page.getByRole('button', { name: 'Hecho' }).click();
  await page.goto(`/${slug}/orders/restaurant`);
  await expect(page.getByRole('heading', { name: 'Cocina' })).toBeVisible();
  await expect(page.getByText('En directo')).toBeVisible();
  await context.close();

  // The admin layout, signed in as the demo platform administrator.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems = await watchPolicy(admin);
  await admin.goto('/admin/login');
  await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(admin.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(admin.locator('[data-layout="admin"]')).toBeVisible();
  await adminContext.close();

  expect([...problems, ...adminProblems]).toEqual([]);
});
