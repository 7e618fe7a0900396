import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Service } from '@plataforma/domain';
import { apiCall, apiOrganization, choose, signInTo } from './support';

/** No serious or critical axe violation on the screen as it stands (the accessibility suite's rules). */
async function expectAccessible(page: Page, name: string) {
  // Once the saving's toast is gone: the check is of this module's screen (axe finds the success toast's title
  // short of contrast, a platform matter reported apart).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(grave, name).toEqual([]);
}

test('a manager creates a material, a service using it with processing time, sees its margin, and a pack of it', async ({
  page,
  request,
}) => {
  const { organization, owner, manager } = await apiOrganization(request, 'Salón Marta', ['beauty']);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  await apiCall(request, owner, 'POST', `${base}/beauty/service-categories`, { name: 'Color' });
  const { id: employeeId } = await apiCall<{ id: string }>(request, owner, 'POST', `${base}/configuration/employees`, {
    firstName: 'Irene',
    lastName: 'Castro',
  });

  await signInTo(page, manager, slug);

  // A material: 0,1333 € a millilitre.
  await page.goto(`/${slug}/beauty/materials`);
  await page.getByRole('link', { name: 'Nuevo material' }).click();
  await page.getByLabel('Nombre').fill('Tinte rubio');
  await choose(page, 'Unidad', 'Mililitros (ml)');
  await page.getByLabel('Stock').fill('1000');
  await page.getByLabel('Avisar cuando queden').fill('200');
  await page.getByLabel('Coste por unidad (€)').fill('0.1333');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/beauty/materials$`));
  await expect(page.getByRole('row', { name: /Tinte rubio/ })).toContainText('0,1333 €/ml');
  await expectAccessible(page, 'the materials list');

  // A service using 60 ml of it, with 40 minutes of processing: the margin follows the form.
  await page.goto(`/${slug}/beauty/services`);
  await page.getByRole('link', { name: 'Nuevo servicio' }).click();
  await page.getByLabel('Nombre').fill('Tinte raíz');
  await choose(page, 'Categoría', 'Color');
  await page.getByLabel('Duración (min)').fill('90');
  await page.getByLabel('Precio (IVA incluido)').fill('60,50');
  const margin = page.getByTestId('service-margin');
  await expect(margin).toHaveText('50,00 €');
  await page.getByLabel('Tiene tiempo de exposición').check();
  await page.getByLabel('Empieza a los (min)').fill('20');
  await page.getByLabel('Dura (min)').fill('40');
  await choose(page, 'Quién lo realiza', 'Irene Castro');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Añadir material' }).click();
  await choose(page, 'Material 1', 'Tinte rubio');
  await page.getByLabel('Cantidad (ml)').fill('60');
  await expect(page.getByTestId('material-cost-0')).toHaveText('Coste 8,00 €');
  await expect(margin).toHaveText('42,00 €');
  await expectAccessible(page, 'the service editor');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/beauty/services$`));
  await expect(page.getByRole('row', { name: /Tinte raíz/ })).toContainText('60,50 €');
  const { items } = await apiCall<{ items: Service[] }>(request, manager, 'GET', `${base}/beauty/services`);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    durationMinutes: 90,
    processing: { startsAfter: 20, minutes: 40 },
    priceCents: 6050,
    employeeIds: [employeeId],
    materials: [{ quantity: 60 }],
  });

  // A pack of five sessions of it.
  await page.goto(`/${slug}/beauty/packs`);
  await page.getByRole('link', { name: 'Nuevo bono' }).click();
  await page.getByLabel('Nombre').fill('Bono 5 tintes');
  await choose(page, 'Servicio 1', 'Tinte raíz');
  await page.getByLabel('Sesiones', { exact: true }).fill('5');
  await page.getByLabel('Precio (IVA incluido)').fill('250');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/beauty/packs$`));
  const pack = page.getByRole('row', { name: /Bono 5 tintes/ });
  await expect(pack).toContainText('5 × Tinte raíz');
  await expect(pack).toContainText('250,00 €');

  // The material in use cannot be deleted: the editor says who uses it.
  await page.goto(`/${slug}/beauty/materials`);
  await page.getByRole('link', { name: 'Tinte rubio' }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('No se puede eliminar porque se usa en servicios: «Tinte raíz»')).toBeVisible();
});
