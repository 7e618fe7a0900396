import { expect, test, type Page } from '@playwright/test';
import type { TillReport } from '@plataforma/domain';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

/**
 * Two tills of one location (two browser contexts, each a device): each registers once and numbers its tickets in
 * its own series, 1, 2... without gaps, whatever the other sells; the Z lists both series' ranges (issue 22).
 */
test('two tills of one location sell in their own ticket series, and the Z gives both ranges', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Bar Dos Cajas', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const base = `/organizations/${organization.id}`;
  const location = await apiLocation(request, owner, organization.id, { name: 'Barra', ticketSeries: 'DC' });
  await apiMenu(request, owner, organization.id, 'Bebidas', [['Caña', '2,50']]);

  const tills: Page[] = [];
  for (const account of [staff, manager]) {
    const page = await (await browser.newContext()).newPage();
    await signInTo(page, account, organization.slug);
    await page.goto(`/${organization.slug}/pos/restaurant/quick`);
    tills.push(page);
  }
  const sell = async (page: Page, code: string) => {
    await page.getByRole('button', { name: /^Caña/ }).click();
    await page.getByRole('button', { name: 'Cobrar 2,50 €' }).click();
    await expect(page.getByText(`Cobrado · ${code}`)).toBeVisible();
  };
  const [first, second] = tills as [Page, Page];
  // Which device registered first decides which series is which: the first sale tells.
  await sell(first, 'DC-1-000001');
  await sell(second, 'DC-2-000001');
  await Promise.all([sell(first, 'DC-1-000002'), sell(second, 'DC-2-000002')]);
  await sell(second, 'DC-2-000003');

  // The ticket history shows each ticket with its series' code.
  await first.goto(`/${organization.slug}/pos/tickets`);
  for (const code of ['DC-1-000001', 'DC-1-000002', 'DC-2-000003']) await expect(first.getByText(code)).toBeVisible();

  // The Z, closed at the first till: both series, each from its first to its last ticket.
  await first.goto(`/${organization.slug}/pos/till?location=${location.id}`);
  await first.getByRole('button', { name: 'Cerrar caja' }).click();
  const closing = first.getByRole('dialog', { name: 'Cerrar caja' });
  await closing.getByRole('button', { name: 'Importe total' }).click();
  await closing.getByLabel('Efectivo contado').fill('112,50');
  await closing.getByRole('button', { name: 'Cerrar caja e imprimir Z' }).click();
  const z = first.getByTestId('till-report');
  await expect(z.getByText(/^Diferencia\s+0,00 €$/)).toBeVisible();
  for (const ticket of ['DC-1-000001', 'DC-2-000001'])
    await expect(z.getByText(new RegExp(`^Primer ticket\\s+${ticket}$`))).toBeVisible();
  for (const ticket of ['DC-1-000002', 'DC-2-000003'])
    await expect(z.getByText(new RegExp(`^Último ticket\\s+${ticket}$`))).toBeVisible();
  const report = await apiCall<TillReport>(request, owner, 'GET', `${base}/tills/${location.id}/reports/1`);
  expect(report.ticketSeries).toEqual([
    { series: 'DC-1', first: 'DC-1-000001', last: 'DC-1-000002', count: 2 },
    { series: 'DC-2', first: 'DC-2-000001', last: 'DC-2-000003', count: 3 },
  ]);
  await Promise.all(tills.map((page) => page.context().close()));
});
