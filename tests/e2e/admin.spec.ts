import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from './demo-admin';
import { register, signIn, uniqueEmail } from './support';

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

test('the demo administrator creates an organization and a user, invites them as manager and resets their password; the audit log shows it and the user signs in and joins', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const organization = `Academia ${stamp}`;
  const slug = organization.toLowerCase().replace(' ', '-');
  const email = uniqueEmail('lucia');

  await page.goto('/admin/login');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organizaciones' })).toHaveText(/^Organizaciones\d+$/);

  // An organization, created from the organizations table.
  await page.getByRole('link', { name: 'Organizaciones' }).click();
  await page.getByRole('button', { name: 'Nueva organización' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva organización' });
  await create.getByLabel('Nombre', { exact: true }).fill(organization);
  await create.getByLabel('Formación').check();
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(create).toBeHidden();
  // Any word of the name finds it: its unique one.
  await page.getByLabel('Buscar por nombre o NIF').fill(stamp);
  const organizationRow = page.getByRole('row').filter({ hasText: organization });
  await expect(organizationRow).toContainText(`/${slug}`);
  await expect(page.getByRole('table', { name: 'Organizaciones' }).getByRole('row')).toHaveCount(2);

  // A user, from the users table.
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const newUser = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await newUser.getByLabel('Correo electrónico').fill(email);
  await newUser.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await newUser.getByLabel('Apellidos').fill('Manrique');
  await newUser.getByLabel('Contraseña', { exact: true }).fill('inicial1');
  await newUser.getByRole('button', { name: 'Crear' }).click();
  await expect(newUser).toBeHidden();
  await page.getByLabel('Buscar por nombre o correo').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Lucía Manrique');

  // The user is invited to the organization as manager: a member once they accept.
  await page.getByRole('link', { name: 'Organizaciones' }).click();
  await page.getByLabel('Buscar por nombre o NIF').fill(stamp);
  await page.getByRole('button', { name: `Gestionar: ${organization}` }).click();
  const manage = page.getByRole('dialog', { name: `Gestionar ${organization}` });
  await manage.getByLabel('Correo electrónico').fill(email);
  await manage.getByRole('combobox', { name: /^Rol/ }).click();
  await page.getByRole('option', { name: 'Encargado' }).click();
  await manage.getByRole('button', { name: 'Invitar', exact: true }).click();
  const invitations = manage.getByRole('table', { name: 'Invitaciones pendientes' });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Encargado');
  await manage.getByRole('button', { name: 'Cerrar' }).click();
  await expect(organizationRow.getByRole('cell').nth(2)).toHaveText('0');

  // A new password: too short first, then a valid one.
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await page.getByLabel('Buscar por nombre o correo').fill(email);
  await page.getByRole('button', { name: `Restablecer contraseña: ${email}` }).click();
  const reset = page.getByRole('dialog', { name: `Nueva contraseña para ${email}` });
  await reset.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await reset.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(reset.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await reset.getByLabel('Nueva contraseña', { exact: true }).fill('nueva123');
  await reset.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(reset).toBeHidden();

  // The dashboard's audit log, newest first.
  await page.getByRole('link', { name: 'Panel de administración' }).click();
  const log = page.getByRole('table', { name: 'Actividad reciente' }).getByRole('row');
  await expect(log.nth(1)).toContainText(`${DEMO_ADMIN.email}Contraseña restablecida${email}`);
  await expect(log.nth(2)).toContainText(`Invitación enviada${email} · ${organization}`);
  await expect(log.nth(3)).toContainText(`Usuario creado${email}`);
  await expect(log.nth(4)).toContainText(`Organización creada${organization}`);

  // The administrator signs out; the user signs in with the new password and lands in the organization.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/auth/login');
  await signIn(page, email, 'inicial1');
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, email, 'nueva123');
  await expect(page).toHaveURL(/\/new-organization$/);
  await page.getByRole('link', { name: 'Ver invitaciones' }).click();
  await page.getByRole('region', { name: organization }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
});
