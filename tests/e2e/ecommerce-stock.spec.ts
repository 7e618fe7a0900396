import { expect, test } from '@playwright/test';
import type { Product } from '@plataforma/domain';
import { apiCall, apiOrganization, signInTo } from './support';

test('a manager adjusts the stock of a size, reads its movements and books a stocktake', async ({ page, request }) => {
  const { organization, manager } = await apiOrganization(request, 'Tienda Pepa', ['ecommerce']);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}/ecommerce`;
  const category = await apiCall<{ id: string }>(request, manager, 'POST', `${base}/categories`, { name: 'Camisetas' });
  const product = await apiCall<Product>(request, manager, 'POST', `${base}/products`, {
    name: 'Camiseta rayas',
    categoryId: category.id,
    price: '18',
    lowStockAt: 2,
    options: [{ name: 'Talla', values: ['S', 'M'] }],
    variants: [{ values: ['S'] }, { values: ['M'] }],
  });
  await signInTo(page, manager, slug);

  // The stock list: both sizes, at 0 (low); 5 units of M come in from the supplier.
  await page.goto(`/${slug}/ecommerce/stock`);
  await page.getByRole('button', { name: 'Ajustar stock de Camiseta rayas (M)' }).click();
  const adjust = page.getByRole('dialog', { name: 'Ajustar stock de Camiseta rayas (M)' });
  await adjust.getByLabel('Unidades', { exact: true }).fill('5');
  await adjust.getByRole('button', { name: 'Entrada de proveedor' }).click();
  await expect(adjust.getByRole('status')).toHaveText('Quedarán 5 unidades.');
  await adjust.getByRole('button', { name: 'Ajustar stock' }).click();
  await expect(adjust).toBeHidden();
  // The row of M is the one with M's buttons (a bare 'M' is also in the 'Movimientos' of every row).
  const rowM = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Ajustar stock de Camiseta rayas (M)' }) });
  await expect(rowM.getByRole('cell').nth(3)).toHaveText('5');

  // Its movements.
  await page.getByRole('button', { name: 'Movimientos de Camiseta rayas (M)' }).click();
  const movements = page.getByRole('dialog', { name: 'Movimientos de Camiseta rayas (M)' });
  await expect(movements.getByRole('row').nth(1)).toContainText('Entrada de proveedor');
  await expect(movements.getByRole('row').nth(1)).toContainText('+5');
  await movements.getByRole('button', { name: 'Cerrar' }).click();

  // Only the low ones: S (0, at or below 2).
  // (The switch lives in the address: click, then wait for it.)
  await page.getByLabel('Solo stock bajo').click();
  await expect(page.getByLabel('Solo stock bajo')).toBeChecked();
  await expect(page.getByRole('button', { name: /^Ajustar stock de/ })).toHaveText(['Ajustar stock']);
  await expect(page.getByRole('button', { name: 'Ajustar stock de Camiseta rayas (S)' })).toBeVisible();

  // A stocktake: S counted 3 (+3), M counted 4 (-1).
  await page.goto(`/${slug}/ecommerce/stock/stocktake`);
  await page.getByLabel('Contado de Camiseta rayas (S)').fill('3');
  await page.getByLabel('Contado de Camiseta rayas (M)').fill('4');
  await expect(page.getByRole('status')).toHaveText('2 contados · 2 con diferencia · +2 unidades netas');
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  const review = page.getByRole('dialog', { name: 'Diferencias a registrar' });
  await review.getByLabel('Nota (estantería, sección...)').fill('Estantería A');
  await review.getByRole('button', { name: 'Registrar inventario' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('table', { name: 'Inventarios anteriores' }).getByRole('row').nth(1)).toContainText(
    'Estantería A',
  );

  // The product's stock panel and the catalogue's column agree.
  await page.goto(`/${slug}/ecommerce/catalog/product/${product.id}`);
  const panel = page.getByRole('region', { name: 'Existencias' });
  await expect(panel.getByText('Ahora hay 3 unidades.')).toBeVisible();
  await expect(panel.getByText('Ahora hay 4 unidades.')).toBeVisible();
  await page.goto(`/${slug}/ecommerce/catalog`);
  await expect(page.getByRole('row').filter({ hasText: 'Camiseta rayas' }).getByRole('cell').nth(4)).toHaveText('7');
});
