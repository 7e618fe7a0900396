import { expect, test, type Page } from '@playwright/test';
import { register, uniqueEmail } from './support';

const sidebarModules = (page: Page) =>
  page.locator('[data-layout="default"] nav').first().locator('.MuiListSubheader-root');

async function signOut(page: Page) {
  await page.goto('/user/settings');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('an owner creates an organization, enables a module and invites staff, who joins on accepting; outsiders see nothing', async ({
  page,
}) => {
  const staffEmail = uniqueEmail('sara');
  const outsiderEmail = uniqueEmail('otro');

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
  // The POS sells at a location: configuration, where locations are made, comes with it.
  await expect(sidebarModules(page)).toHaveText(['Belleza', 'Punto de venta', 'Configuración', 'Mi cuenta']);
  // The home page shows the enabled modules as entry cards.
  await expect(page.getByRole('link', { name: 'Belleza', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Punto de venta', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ajustes de la organización' }).click();
  // The switch follows the organization's data (updated optimistically a tick after the click): click, then wait.
  await page.getByLabel('Clientes').click();
  await expect(page.getByLabel('Clientes')).toBeChecked();
  await expect(page.getByText('Clientes activado')).toBeVisible();
  await expect(sidebarModules(page)).toHaveText([
    'Belleza',
    'Clientes',
    'Punto de venta',
    'Configuración',
    'Mi cuenta',
  ]);

  // Sara has no account yet: the invitation waits for her, and she is no member until she accepts.
  await page.getByLabel('Correo electrónico').fill(staffEmail);
  await page.getByRole('button', { name: 'Invitar', exact: true }).click();
  await expect(page.getByText(`Invitación enviada a ${staffEmail}`)).toBeVisible();
  const pending = page.getByRole('table', { name: 'Invitaciones pendientes' });
  await expect(pending.getByRole('row').filter({ hasText: staffEmail })).toContainText('EmpleadoLola García');
  await expect(page.getByRole('table', { name: 'Miembros' }).getByRole('row')).toHaveCount(2);
  await signOut(page);

  // Staff: registers, finds the invitation, accepts it and lands in the organization.
  await register(page, { first: 'Sara', last: 'Molina', email: staffEmail, password: 'secreto1' });
  await expect(page).toHaveURL(/\/new-organization$/);
  await expect(page.getByText('Tienes una invitación para unirte a una organización.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver invitaciones' }).click();
  await expect(page).toHaveURL(/\/user\/invitations$/);
  await expect(page.getByRole('link', { name: 'Invitaciones 1' }).first()).toBeAttached();
  const invitation = page.getByRole('region', { name: 'Peluquería Lola' });
  await expect(invitation).toContainText('Lola García te invita a unirte como Empleado.');
  await invitation.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByText('Te has unido a Peluquería Lola')).toBeVisible();

  // Staff sees the organization, cannot open member management.
  await expect(page.getByRole('link', { name: 'Ajustes de la organización' })).toHaveCount(0);
  await page.goto(`/${slug}/configuration`);
  await expect(page.getByText('Solo los propietarios y administradores pueden cambiar la configuración')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Miembros' })).toHaveCount(0);
  await signOut(page);

  // Someone else typing the address: 'Organización no encontrada'.
  await register(page, { first: 'Otro', last: 'Usuario', email: outsiderEmail, password: 'secreto1' });
  await expect(page).toHaveURL(/\/new-organization$/);
  await page.goto(`/${slug}`);
  const notFound = page.getByTestId('stage-error');
  await expect(notFound).toHaveText(/Organización no encontrada/);
  await notFound.getByRole('link', { name: 'Crear organización' }).click();
  await expect(page).toHaveURL(/\/new-organization$/);
});
