import { expect, test } from '@playwright/test';
import type { Page as ListPage, Product, StockItem, StockMovement } from '@plataforma/domain';
import { typeLikeAScanner } from '../../scripts/scanner.mjs';
import { apiCall, apiLocation, apiOrganization, signInTo } from './support';

/**
 * Issue 19, the shop's counter: a scanned barcode adds the right size, whatever field has the focus; the sale is paid
 * with a coupon and card. A second customer's sale is parked while a third is served, and resumed. A size given back
 * goes back on sale, and the fulfilment board shows both sales handed over at the counter.
 */
test('scan, coupon and card; park and resume; a refund restocks; the board shows both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, manager } = await apiOrganization(request, 'Tienda Prueba', [
    'ecommerce',
    'pos',
    'orders',
    'configuration',
    'crm',
    'promotions',
  ]);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  const post = <T = { id: string }>(path: string, body: object) =>
    apiCall<T>(request, owner, 'POST', `${base}${path}`, body);
  await apiLocation(request, owner, organization.id, { name: 'Tienda', ticketSeries: 'TP' });
  const category = await post('/ecommerce/categories', { name: 'Camisetas' });
  const tee = await post<Product>('/ecommerce/products', {
    name: 'Camiseta lisa',
    categoryId: category.id,
    price: 20,
    options: [{ name: 'Talla', values: ['S', 'M'] }],
    variants: [
      { values: ['S'], barcode: '8412345678905' },
      { values: ['M'], barcode: '4006381333931' },
    ],
  });
  const [small, medium] = tee.variants;
  const stockOf = (variantId: string) => `${tee.id}_${variantId}`;
  for (const variant of [small!, medium!])
    await post(`/ecommerce/stock/${stockOf(variant.id)}/adjustments`, { quantity: 5, reason: 'Stock inicial' });
  await post('/promotions/coupons', { code: 'DIEZ', type: 'percentage', value: 10 });

  const context = await browser.newContext();
  const till = await context.newPage();
  await signInTo(till, manager, slug);
  await till.goto(`/${slug}/pos/ecommerce`);
  await expect(till.getByRole('button', { name: /Camiseta lisa/ })).toBeVisible();
  const lines = till.getByTestId('cart-line');

  // Two M scanned with the cursor in the search field: one line of 2, the field left empty.
  const scanner = await context.newCDPSession(till);
  const search = till.getByRole('textbox', { name: 'Buscar producto' });
  await search.click();
  await typeLikeAScanner(scanner, '4006381333931');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('1 × Camiseta lisa');
  await expect(lines.first()).toContainText('M');
  await typeLikeAScanner(scanner, '4006381333931');
  await expect(lines.first()).toContainText('2 × Camiseta lisa');
  await expect(search).toHaveValue('');

  // The coupon is priced by the server with the sale, paid by card.
  await till.getByRole('textbox', { name: 'Cupón' }).fill('diez');
  await till.getByRole('button', { name: 'Aplicar' }).click();
  await till.getByRole('button', { name: 'Tarjeta' }).click();
  await expect(till.getByText('Cobrado · TP-1-000001')).toBeVisible();
  await expect(lines).toHaveCount(0);

  // The next customer wants an S, then goes to try it on: her sale is parked while the next one is served.
  await till.getByRole('button', { name: /Camiseta lisa/ }).click();
  const choose = till.getByRole('dialog', { name: 'Camiseta lisa: elige la variante' });
  await choose.getByRole('radio', { name: 'S' }).click();
  await choose.getByRole('button', { name: /^Añadir/ }).click();
  await expect(lines).toHaveCount(1);
  await till.getByRole('button', { name: 'Aparcar' }).click();
  const park = till.getByRole('dialog', { name: 'Aparcar la venta' });
  await park.getByLabel('Nombre (opcional)').fill('Probador 1');
  await park.getByLabel('Nombre (opcional)').press('Enter');
  await expect(lines).toHaveCount(0);
  await till.getByRole('link', { name: 'Ventas aparcadas: 1' }).click();
  const parked = till.getByTestId('parked-sale');
  await expect(parked).toContainText('Probador 1');
  await parked.getByRole('link', { name: 'Retomar Probador 1' }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('S');
  await till.getByRole('button', { name: 'Tarjeta' }).click();
  await expect(till.getByText('Cobrado · TP-1-000002')).toBeVisible();

  // One of the two M comes back unworn: back to the card, back in stock.
  await till.getByRole('button', { name: 'Devoluciones' }).click();
  const paid = till.getByRole('dialog', { name: 'Cobrados hoy' });
  await expect(paid.getByTestId('paid-order')).toHaveCount(2);
  // The coupon's 10 % came off at the charge: 36,00 € of 40,00 €.
  await paid.getByTestId('paid-order').filter({ hasText: '36,00' }).click();
  const refund = till.getByRole('dialog', { name: /^Devolver de TP-/ });
  await refund.getByRole('button', { name: 'Una más de Camiseta lisa' }).click();
  await refund.getByLabel('Motivo').fill('Talla equivocada');
  await refund.getByLabel('Devolver al stock (el artículo vuelve a la venta)').check();
  await refund.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(till.getByText('FACTURA SIMPLIFICADA RECTIFICATIVA')).toBeVisible();
  await till.getByRole('button', { name: 'Hecho' }).click();

  const item = (variantId: string) =>
    apiCall<StockItem>(request, owner, 'GET', `${base}/ecommerce/stock?q=${encodeURIComponent(tee.name)}`).then(
      (page) => (page as unknown as ListPage<StockItem>).items.find((i) => i.id === stockOf(variantId))!,
    );
  expect((await item(medium!.id)).quantity).toBe(4);
  expect((await item(small!.id)).quantity).toBe(4);
  const movements = await apiCall<ListPage<StockMovement>>(
    request,
    owner,
    'GET',
    `${base}/ecommerce/stock/${stockOf(medium!.id)}/movements`,
  );
  expect(movements.items.map((m) => [m.kind, m.quantity, m.after])).toEqual([
    ['refund', 1, 4],
    ['sale', -2, 3],
    ['adjustment', 5, 5],
  ]);

  // The fulfilment board: both sales handed over at the counter today.
  await till.goto(`/${slug}/orders/ecommerce`);
  const delivered = till.getByTestId('fulfilment-column-delivered');
  await expect(delivered.getByTestId('fulfilment-card')).toHaveCount(2);
  await expect(delivered.getByTestId('fulfilment-card').first()).toContainText('Mostrador');
  await context.close();
});
