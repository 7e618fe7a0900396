import { expect, test, type Page } from '@playwright/test';
import { register, signIn, uniqueEmail } from './support';

const sidebarModules = (page: Page) =>
  page.locator('[data-layout="default"] nav').first().locator('.MuiListSubheader-root');

async function signOut(page: Page) {
  await page.goto('/user/settings');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('an owner creates an organization, enables a module, adds staff; staff and outsiders see what they may', async ({
  page,
}) => {
  const staffEmail = uniqueEmail('sara');
  const outsiderEmail = uniqueEmail('otro');
  // Two more people register first (members must have an account).
  await register(page, { first: 'Sara', last: 'Molina', email: staffEmail, password: 'secreto1' });
  await expect(page).toHaveURL(/\/new-organization$/);
  await signOut(page);
  await register(page, { first: 'Otro', last: 'Usuario', email: outsiderEmail, password: 'secreto1' });
  await expect(page).toHaveURL(/\/new-organization$/);
  await signOut(page);

  const ownerEmail = uniqueEmail('lola');
  await register(page, { first: 'Lola', last: 'García', email: ownerEmail, password: 'secreto1' });
  await expect(page).toHaveURL(/\/new-organization$/);
  await page.getByLabel('Nombre del negocio').fill('Peluquería Lola');
  await expect(page.getByText(/Tu dirección será .*\/peluqueria-lola/)).toBeVisible();
  await page.getByLabel('Belleza').check();
  await page.getByLabel('Punto de venta').check();
  await page.getByRole('button', { name: 'Crear organización' }).click();

  // The slug is unique: earlier runs on the same emulators may have taken 'peluqueria-lola'.
  await expect(page).toHaveURL(/\/peluqueria-lola(-\d+)?$/);
  const slug = new URL(page.url()).pathname.slice(1);
  await expect(sidebarModules(page)).toHaveText(['Belleza', 'Punto de venta', 'Mi cuenta']);
  // The home page shows the enabled modules as entry cards.
  await expect(page.getByRole('link', { name: 'Belleza', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Punto de venta', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ajustes de la organización' }).click();
  await page.getByLabel('Clientes').check();
  await expect(page.getByText('Clientes activado')).toBeVisible();
  await expect(sidebarModules(page)).toHaveText(['Belleza', 'Clientes', 'Punto de venta', 'Mi cuenta']);

  await page.getByLabel('Correo electrónico').fill(staffEmail);
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: staffEmail })).toContainText('Sara Molina');
  await signOut(page);

  // Staff: sees the organization, cannot open member management.
  await signIn(page, staffEmail, 'secreto1');
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole('link', { name: 'Ajustes de la organización' })).toHaveCount(0);
  await page.goto(`/${slug}/configuration`);
  await expect(page.getByText('Solo los propietarios y administradores pueden cambiar la configuración')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Miembros' })).toHaveCount(0);
  await signOut(page);

  // Someone else typing the address: 'Organización no encontrada'.
  await signIn(page, outsiderEmail, 'secreto1');
  await expect(page).toHaveURL(/\/new-organization$/);
  await page.goto(`/${slug}`);
  await expect(page.getByTestId('stage-error')).toHaveText(/Organización no encontrada/);
});
