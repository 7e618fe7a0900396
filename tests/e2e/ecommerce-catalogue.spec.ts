import { expect, test } from '@playwright/test';
import type { Page as ListPage, Product } from '@plataforma/domain';
import { apiCall, apiOrganization, choose, signInTo } from './support';

/** A small red PNG (16 × 16): the media store checks images by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4Y2xMEmIY1TCqYfhqAABHizIQlvhFxwAAAABJRU5ErkJggg==',
  'base64',
);

test('a manager builds a product with two sizes and a photo; a new size keeps the others’ ids', async ({
  page,
  request,
}) => {
  const { organization, manager } = await apiOrganization(request, 'Tienda Paca', ['ecommerce']);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}/ecommerce`;
  await signInTo(page, manager, slug);

  // A category of the tree.
  await page.goto(`/${slug}/ecommerce/catalog?tab=categories`);
  await page.getByRole('link', { name: 'Nueva categoría' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Camisetas');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('list', { name: 'Árbol de categorías' }).getByRole('link')).toHaveText(['Camisetas']);

  // The product: a wrong EAN-13 is refused as it is typed; two sizes make two variants.
  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByRole('link', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/ecommerce/catalog/product/new$`));
  await page.getByLabel('Nombre', { exact: true }).fill('Camiseta lisa');
  await page.getByLabel('Precio', { exact: true }).fill('15,90');
  await choose(page, 'Categoría', 'Camisetas');
  await page.getByLabel('Código de barras (EAN-13)', { exact: true }).fill('8412345678901');
  await expect(page.getByText('El código de barras no es un EAN-13 válido')).toBeVisible();
  await page.getByLabel('Código de barras (EAN-13)', { exact: true }).fill('');
  await page
    .getByLabel('Añadir fotos', { exact: true })
    .setInputFiles({ name: 'lisa.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Foto principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir opción' }).click();
  await page.getByLabel('Opción 1', { exact: true }).fill('Talla');
  for (const size of ['S', 'M']) {
    await page.getByLabel('Valores de Talla', { exact: true }).fill(size);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('variant-row').getByRole('rowheader')).toHaveText(['S', 'M']);
  await page.getByLabel('SKU de S', { exact: true }).fill('LISA-S');
  await page.getByLabel('Código de M', { exact: true }).fill('8412345678905');
  await page.getByRole('button', { name: 'Crear' }).click();

  // Saved, it opens again with its stock panel.
  await expect(page.getByRole('heading', { name: 'Camiseta lisa' })).toBeVisible();
  const [saved] = (await apiCall<ListPage<Product>>(request, manager, 'GET', `${base}/products`)).items;
  expect(saved).toMatchObject({ name: 'Camiseta lisa', priceCents: 1590, photoIds: [expect.any(String)] });
  expect(saved!.variants.map((v) => [v.values, v.sku, v.barcode])).toEqual([
    [['S'], 'LISA-S', ''],
    [['M'], '', '8412345678905'],
  ]);

  // A third size: the first two keep their ids.
  await page.getByLabel('Valores de Talla', { exact: true }).fill('L');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/ecommerce/catalog$`));
  await expect(page.getByRole('link', { name: 'Camiseta lisa' })).toBeVisible();
  const edited = await apiCall<Product>(request, manager, 'GET', `${base}/products/${saved!.id}`);
  expect(edited.variants.map((v) => v.id).slice(0, 2)).toEqual(saved!.variants.map((v) => v.id));
  expect(edited.variants.map((v) => v.values[0])).toEqual(['S', 'M', 'L']);
});
