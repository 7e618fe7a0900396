import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

/**
 * Issue 24: the owner reads the general dashboard, changes its range, filters a location and exports a table whose
 * totals are what the page shows; staff do not see analytics at all.
 */
test('the owner reads the sales of the month, by range and location, and exports them; staff see no analytics', async ({
  browser,
  request,
}) => {
  const { organization, owner, staff } = await apiOrganization(request, 'Bar Cifras', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
    'analytics',
  ]);
  const base = `/organizations/${organization.id}`;
  const centro = await apiLocation(request, owner, organization.id, { name: 'Centro', ticketSeries: 'CE' });
  const playa = await apiLocation(request, owner, organization.id, { name: 'Playa', ticketSeries: 'PL' });
  const [cana, bravas] = await apiMenu(request, owner, organization.id, 'Barra', [
    ['Caña', '2,50'],
    ['Patatas bravas', '5'],
  ]);
  // Today: 2 cañas and bravas at Centro by card (10 €), bravas at Playa in cash (5 €).
  const sale = (locationId: string, lines: object[], method: string) =>
    apiCall(request, staff, 'POST', `${base}/orders/quick-sale`, { locationId, lines, payment: { method } }, 201);
  await sale(
    centro.id,
    [
      { kind: 'dish', dishId: cana!, quantity: 2 },
      { kind: 'dish', dishId: bravas!, quantity: 1 },
    ],
    'card',
  );
  await sale(playa.id, [{ kind: 'dish', dishId: bravas!, quantity: 1 }], 'cash');

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInTo(page, owner, organization.slug);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Resumen' }).click();
  await expect(page.getByRole('heading', { name: 'Analítica', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Periodo', { exact: true })).toHaveValue('thisMonth');
  await expect(page.getByTestId('kpi-net-value')).toHaveText('15,00 €');
  await expect(page.getByTestId('kpi-tickets-value')).toHaveText('2');
  await expect(page.getByTestId('kpi-average-value')).toHaveText('7,50 €');
  const byLocation = page.getByRole('region', { name: 'Por ubicación' });
  await expect(byLocation.getByRole('row')).toHaveText([
    'NombreTicketsVentas netas',
    'Centro110,00 €',
    'Playa15,00 €',
    'Total215,00 €',
  ]);
  const byPayment = page.getByRole('region', { name: 'Por forma de pago' });
  await expect(byPayment.getByRole('row')).toHaveText([
    'NombreVentas netas',
    'Tarjeta10,00 €',
    'Efectivo5,00 €',
    'Total15,00 €',
  ]);

  // Yesterday sold nothing; the range goes to the URL.
  await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Ayer' });
  await expect(page).toHaveURL(/range=yesterday/);
  await expect(page.getByTestId('kpi-net-value')).toHaveText('0,00 €');
  await expect(page.getByRole('region', { name: 'Ventas por periodo' })).toContainText('Sin ventas en este periodo');

  // This year, at Playa only: a reload keeps both.
  await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Este año' });
  await page.getByLabel('Ubicación', { exact: true }).selectOption({ label: 'Playa' });
  await expect(page).toHaveURL(new RegExp(`range=thisYear&location=${playa.id}`));
  await page.reload();
  await expect(page.getByLabel('Ubicación', { exact: true })).toHaveValue(playa.id);
  await expect(page.getByTestId('kpi-net-value')).toHaveText('5,00 €');
  await expect(page.getByTestId('kpi-tickets-value')).toHaveText('1');

  // The VAT table as the gestor gets it: what the page shows, in the CSV Excel in Spanish opens.
  const vat = page.getByRole('region', { name: 'IVA por tipo' });
  const shownTotal = await vat.getByTestId('total-row').innerText();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    vat.getByRole('button', { name: 'Exportar «IVA por tipo» en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^iva-por-tipo-\d{4}-01-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Tipo;Base;IVA;Total');
  const total = lines.at(-1)!.split(';');
  expect(total[0]).toBe('Total');
  expect(total[3]).toBe('5,00');
  // The same figures the page's total row shows (12,50 € on screen, 12,50 in the file).
  const onScreen = shownTotal.split(/\t|\n/).filter(Boolean);
  expect(onScreen.slice(1).map((cell) => cell.replace(/\s*€$/, ''))).toEqual(total.slice(1));
  await context.close();

  // Staff: no analytics in the sidebar, its address says why, the API refuses.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInTo(staffPage, staff, organization.slug);
  await expect(staffPage.getByTestId('sidebar')).toContainText('Restaurante');
  await expect(staffPage.getByTestId('sidebar')).not.toContainText('Analítica');
  await staffPage.goto(`/${organization.slug}/analytics`);
  await expect(staffPage.getByTestId('analytics-forbidden')).toBeVisible();
  await staffContext.close();
  await apiCall(request, staff, 'GET', `${base}/analytics?from=2026-01-01&to=2026-01-31`, undefined, 403);
});
