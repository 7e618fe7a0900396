import { expect, test } from '@playwright/test';
import { register, uniqueEmail } from './support';

test.describe('SPA shell on the Hosting emulator', () => {
  test('an unknown deep path renders the 404 page, and its button goes home', async ({ page }) => {
    await page.goto('/some/unknown/deep/path');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-layout="auth"]')).toBeVisible();
  });

  test('/auth/login renders in the auth layout, in Spanish, and the loader goes away', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('[data-layout="auth"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByTestId('global-loader')).toHaveCount(0);
    await expect(page).toHaveTitle('Plataforma: tu negocio en la nube');
  });

  test('module screens use the layout the spec gives them', async ({ page }) => {
    await register(page, { first: 'Lola', last: 'Martínez', email: uniqueEmail('layouts'), password: 'secreto1' });
    await expect(page).toHaveURL(/\/new-organization$/);
    await page.getByLabel('Nombre del negocio').fill('Bar Layouts');
    for (const module of ['Restaurante', 'Punto de venta', 'Pedidos']) await page.getByLabel(module).check();
    await page.getByRole('button', { name: 'Crear organización' }).click();
    await expect(page).toHaveURL(/\/bar-layouts(-\d+)?$/);
    const slug = new URL(page.url()).pathname;

    await page.goto(`${slug}/pos/restaurant`);
    await expect(page.locator('[data-layout="fullpage"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'TPV del restaurante' })).toBeVisible();
    await page.goto(`${slug}/restaurant/menu`);
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Carta' })).toBeVisible();
    await page.getByRole('link', { name: 'Combos' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${slug}/restaurant/combos$`));
    await expect(page.getByRole('heading', { name: 'Combos' })).toBeVisible();
  });

  test('the build publishes the version file the app polls', async ({ request }) => {
    const response = await request.get('/version.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const { buildId } = await response.json();
    const health = await (await request.get('/api/health')).json();
    expect(health.build).toBe(buildId);
  });
});
