import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { register, uniqueEmail } from './support';

const ROOT = new URL('../../', import.meta.url).pathname;

test('only a platform administrator gets into /admin; the claim is granted on the server', async ({ page }) => {
  const email = uniqueEmail('carmen');
  await register(page, { first: 'Carmen', last: 'Admin', email, password: 'secreto1' });
  await expect(page).toHaveURL(/\/new-organization$/);

  // Signed in but not an administrator: /admin is closed.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Esta cuenta no tiene acceso a la administración de la plataforma');

  execFileSync('node', ['scripts/admin-claims.mjs', 'grant', email], { cwd: ROOT, env: process.env });

  await page.getByLabel('Contraseña', { exact: true }).fill('equivocada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(page.locator('[data-layout="admin"] nav')).toBeVisible();
});
