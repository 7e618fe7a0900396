import { expect, test } from '@playwright/test';
import { apiOrganization, choose, signInTo } from './support';

test('a manager sets up a location with opening hours and tables, and an employee who works there', async ({
  page,
  request,
}) => {
  const { organization, manager } = await apiOrganization(request, 'Casa Pepa', ['configuration']);
  const slug = organization.slug;
  await signInTo(page, manager, slug);

  await page.goto(`/${slug}/configuration/locations`);
  await page.getByRole('link', { name: 'Nuevo local' }).click();
  await page.getByLabel('Nombre').fill('Casa Pepa Centro');
  await page.getByLabel('Dirección').fill('Calle Mayor 1, Madrid');
  await page.getByLabel('Serie de tickets').fill('cp');
  await page.getByRole('button', { name: 'Añadir horario: Martes' }).click();
  await page.getByRole('button', { name: 'Añadir mesa' }).click();
  await page.getByRole('button', { name: 'Añadir mesa' }).click();
  await page.getByLabel('Zona', { exact: true }).first().fill('Salón');
  await page.getByRole('button', { name: 'Crear' }).click();
  const row = page.getByRole('row', { name: /Casa Pepa Centro/ });
  await expect(row).toContainText('CP');
  await expect(row).toContainText('2');

  // Editing shows what was saved: Madrid time, Tuesday's hours, the tables.
  await row.getByRole('link', { name: 'Casa Pepa Centro' }).click();
  await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveText('Península y Baleares');
  await expect(page.getByLabel('Martes 1: Desde')).toHaveValue('09:00');
  await expect(page.getByLabel('Mesa', { exact: true }).nth(1)).toHaveValue('Mesa 2');

  // A second location cannot take the same ticket series.
  await page.goto(`/${slug}/configuration/locations/location/new`);
  await page.getByLabel('Nombre').fill('Casa Pepa Norte');
  await page.getByLabel('Serie de tickets').fill('CP');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.locator('#ticketSeries-helper')).toHaveText('Otro local ya usa esta serie');

  await page.goto(`/${slug}/configuration/employees`);
  await page.getByRole('link', { name: 'Nuevo empleado' }).click();
  await page.getByLabel('Nombre').fill('Eva');
  await page.getByLabel('Apellidos').fill('Martín');
  await page.getByLabel('Puesto').fill('Camarera');
  await choose(page, 'Locales donde trabaja', 'Casa Pepa Centro');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Añadir horario: Lunes' }).click();
  await page.getByRole('button', { name: 'Crear' }).click();
  const employee = page.getByRole('row', { name: /Eva Martín/ });
  await expect(employee).toContainText('Camarera');
  await expect(employee).toContainText('5');
  await expect(employee).toContainText('Activo');
});
