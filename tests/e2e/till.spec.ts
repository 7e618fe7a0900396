import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiLocation, apiMenu, apiOrganization, signInTo } from './support';

test('the till: opened with its float on entering the POS, a cash sale, cash out, X, and closing with a Z of difference 0', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, staff } = await apiOrganization(request, 'Bar Caja', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  await apiLocation(request, owner, organization.id, { name: 'Bar Caja', ticketSeries: 'BK' }, { till: false });
  await apiMenu(request, owner, organization.id, 'Bebidas', [['Caña', '2,50']]);

  const context = await browser.newContext({ acceptDownloads: true });
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);
  await pos.goto(`/${organization.slug}/pos/restaurant`);

  // The till is closed: the POS asks for the float, counted as one amount.
  const opening = pos.getByRole('dialog', { name: 'Abrir caja' });
  await opening.getByRole('button', { name: 'Importe total' }).click();
  await opening.getByLabel('Efectivo contado').fill('100');
  await opening.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(opening).toBeHidden();

  // A caña for takeaway, paid with a 5 € note.
  await pos.getByRole('link', { name: 'Para llevar' }).click();
  await pos.getByRole('button', { name: /^Caña/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(1);
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: '5,00 €', exact: true }).click();
  await payment.getByRole('button', { name: 'Cobrar 2,50 €' }).click();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  // The till screen: 5 € out for ice, then the X report, downloaded as a PDF.
  await pos.getByRole('link', { name: 'Caja: Caja abierta' }).click();
  await pos.getByRole('button', { name: 'Salida de efectivo' }).click();
  const out = pos.getByRole('dialog', { name: 'Salida de efectivo' });
  await out.getByLabel('Importe').fill('5');
  await out.getByLabel('Motivo').fill('Hielo');
  await out.getByRole('button', { name: 'Registrar' }).click();
  await expect(pos.getByTestId('till-movements')).toContainText('Hielo');
  await pos.getByRole('button', { name: 'Informe X' }).click();
  const x = pos.getByTestId('till-report');
  await expect(x.getByText('INFORME X')).toBeVisible();
  await expect(x.getByText(/^Efectivo esperado\s+97,50 €$/)).toBeVisible();
  const [download] = await Promise.all([
    pos.waitForEvent('download'),
    pos.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^informe-x-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync((await download.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain('INFORME X');
  await pos.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // Closing: 97,50 € counted, difference 0; the Z prints and is listed.
  await pos.getByRole('button', { name: 'Cerrar caja' }).click();
  const closing = pos.getByRole('dialog', { name: 'Cerrar caja' });
  await closing.getByRole('button', { name: 'Importe total' }).click();
  await closing.getByLabel('Efectivo contado').fill('97,50');
  await closing.getByRole('button', { name: 'Cerrar caja e imprimir Z' }).click();
  const z = pos.getByTestId('till-report');
  await expect(z.getByText('INFORME Z 000001')).toBeVisible();
  await expect(z.getByText(/^Diferencia\s+0,00 €$/)).toBeVisible();
  await expect(z.getByText(/^Primer ticket\s+BK-1-000001$/)).toBeVisible();
  // The closing's toast appears under the pointer, over the report's buttons: they take the clicks all the same.
  await expect(pos.locator('[data-sonner-toast]').getByText('Caja cerrada: informe Z 1')).toBeVisible();
  await pos.getByRole('button', { name: 'Imprimir' }).click();
  await expect(pos.getByTitle('Informe INFORME Z 000001')).toBeAttached();
  await pos.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(pos.getByText('Caja cerrada', { exact: true })).toBeVisible();
  await expect(pos.getByTestId('z-reports')).toContainText('Z 000001');
  await context.close();
});
