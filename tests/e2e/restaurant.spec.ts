import { expect, test, type ConsoleMessage } from '@playwright/test';
import { addDays, DEFAULT_TIMEZONE, todayIn } from '@plataforma/domain';
import { apiCall, apiOrganization, choose, signInTo } from './support';

test('a manager builds the menu, a combo and today’s menú del día; staff sees it all and cannot edit', async ({
  page,
  browser,
  request,
}) => {
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Bar Manolo', ['restaurant']);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}/restaurant`;
  // Yesterday's menu exists (written by the owner), so that today's can be copied from it.
  const today = todayIn(DEFAULT_TIMEZONE);
  await apiCall(request, owner, 'PUT', `${base}/daily-menus/${addDays(today, -1)}`, {
    price: '12,50',
    courses: [
      { name: 'Primeros', items: [{ name: 'Lentejas estofadas', allergens: ['celery'] }] },
      { name: 'Segundos', items: [{ name: 'Merluza a la romana', allergens: ['fish', 'gluten', 'eggs'] }] },
    ],
  });

  await signInTo(page, manager, slug);

  // A category.
  await page.goto(`/${slug}/restaurant/menu?tab=categories`);
  await page.getByRole('link', { name: 'Nueva categoría' }).click();
  await page.getByLabel('Nombre').fill('Carnes');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/restaurant/menu\\?tab=categories$`));
  await expect(page.getByTestId('category-row')).toHaveText(['Carnes']);

  // A required modifier group.
  await page.getByRole('tab', { name: 'Modificadores' }).click();
  await page.getByRole('link', { name: 'Nuevo grupo' }).click();
  await page.getByLabel('Nombre').fill('Punto de la carne');
  await page.getByLabel('Obligatorio').check();
  await page.getByLabel('Mínimo de opciones').fill('1');
  await page.getByLabel('Máximo de opciones').fill('1');
  await page.getByLabel('Opción 1', { exact: true }).fill('Poco hecha');
  await page.getByRole('button', { name: 'Añadir opción' }).click();
  await page.getByLabel('Opción 2', { exact: true }).fill('Al punto');
  await page.getByRole('button', { name: 'Añadir opción' }).click();
  await page.getByLabel('Opción 3', { exact: true }).fill('Muy hecha');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('link', { name: 'Punto de la carne' })).toBeVisible();

  // A dish: bad prices are refused in Spanish and nothing is saved.
  await page.getByRole('tab', { name: 'Platos' }).click();
  await page.getByRole('link', { name: 'Nuevo plato' }).click();
  await page.getByLabel('Nombre').fill('Entrecot de ternera');
  await choose(page, 'Categoría', 'Carnes');
  for (const bad of ['-3', 'abc', '1.999']) {
    await page.getByLabel('Precio').fill(bad);
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.locator('#price-helper')).toHaveText(
      'Escribe un importe en euros, sin signo negativo y con dos decimales como máximo (hasta 100000 €)',
    );
  }
  expect((await apiCall<{ total: number }>(request, manager, 'GET', `${base}/dishes`)).total).toBe(0);
  await page.getByLabel('Precio').fill('18,50');
  await page.getByLabel('Sulfitos').check();
  await page.getByLabel('Mostaza').check();
  await choose(page, 'Grupos de modificadores', 'Punto de la carne');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/restaurant/menu$`));
  const row = page.getByRole('row', { name: /Entrecot de ternera/ });
  await expect(row).toContainText('18,50 €');
  await expect(row.getByRole('listitem', { name: 'Sulfitos' })).toBeVisible();

  // A combo offering the dish.
  await page.goto(`/${slug}/restaurant/combos`);
  await page.getByRole('link', { name: 'Nuevo combo' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Menú carnívoro');
  await page.getByLabel('Precio fijo').fill('22');
  await page.getByLabel('Nombre de la elección 1').fill('Elige una carne');
  await choose(page, 'Plato 1', 'Entrecot de ternera');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('row', { name: /Menú carnívoro/ })).toContainText('22,00 €');

  // Today's menú del día, copied from yesterday's in one action. A day without a menu is a normal answer: no
  // failed request in the console.
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => message.type() === 'error' && consoleErrors.push(message.text());
  page.on('console', onConsole);
  await page.goto(`/${slug}/restaurant/daily-menu`);
  await expect(page.getByText('No hay menú para este día.')).toBeVisible();
  page.off('console', onConsole);
  expect(consoleErrors).toEqual([]);
  await page.getByRole('button', { name: 'Copiar el menú de ayer' }).click();
  await expect(page.getByLabel('Primeros 1: Plato', { exact: true })).toHaveValue('Lentejas estofadas');
  await page.getByRole('button', { name: 'Ver en pantalla' }).click();
  const screen = page.getByTestId('daily-menu-screen');
  await expect(screen.getByRole('heading', { name: 'Primeros' })).toBeVisible();
  await expect(screen).toContainText('Merluza a la romana');
  await expect(screen).toContainText('12,50 €');
  await expect(screen.getByRole('listitem', { name: 'Pescado', exact: true }).first()).toBeVisible();
  await expect(screen.getByRole('list', { name: 'Alérgenos' }).last()).toContainText('Pescado');
  const saved = await apiCall<{ priceCents: number }>(request, manager, 'GET', `${base}/daily-menus/${today}`);
  expect(saved.priceCents).toBe(1250);

  // Staff sees everything, with no way to change it; the API refuses them too.
  const staffPage = await (await browser.newContext()).newPage();
  await signInTo(staffPage, staff, slug);
  await staffPage.goto(`/${slug}/restaurant/menu`);
  const staffRow = staffPage.getByRole('row', { name: /Entrecot de ternera/ });
  await expect(staffRow).toContainText('18,50 €');
  await expect(staffPage.getByRole('link', { name: 'Nuevo plato' })).toHaveCount(0);
  await expect(staffRow.getByRole('switch', { name: 'Disponible: Entrecot de ternera' })).toBeDisabled();
  await staffRow.getByRole('link', { name: 'Entrecot de ternera' }).click();
  await expect(staffPage.getByText('Puedes consultar estos datos, pero tu rol no permite cambiarlos.')).toBeVisible();
  await expect(staffPage.getByLabel('Nombre')).toHaveValue('Entrecot de ternera');
  await expect(staffPage.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await staffPage.goto(`/${slug}/restaurant/combos`);
  await expect(staffPage.getByRole('row', { name: /Menú carnívoro/ })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Nuevo combo' })).toHaveCount(0);
  await staffPage.goto(`/${slug}/restaurant/daily-menu`);
  await expect(staffPage.getByLabel('Primeros 1: Plato', { exact: true })).toHaveValue('Lentejas estofadas');
  await expect(staffPage.getByRole('button', { name: 'Copiar el menú de ayer' })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: 'Guardar menú' })).toHaveCount(0);

  const dishes = await apiCall<{ items: { id: string }[] }>(request, staff, 'GET', `${base}/dishes`);
  await apiCall(
    request,
    staff,
    'PUT',
    `${base}/dishes/${dishes.items[0]!.id}`,
    { name: 'X', price: 1, categoryId: 'x' },
    403,
  );
  await apiCall(request, staff, 'POST', `${base}/categories`, { name: 'Postres' }, 403);
  await apiCall(request, staff, 'POST', `${base}/daily-menus/${today}/copy`, { from: addDays(today, -1) }, 403);
});
