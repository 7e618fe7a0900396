import { expect, test } from '@playwright/test';
import { apiLocation, apiMenu, apiOrganization, browserPrints, countBrowserPrints, signInTo } from './support';

test('a table prints its pre-bill, then pays evenly in three parts, one of them by card with a tip', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, staff } = await apiOrganization(request, 'Bar Tres', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  // Its till opens with it (money needs an open till).
  await apiLocation(request, owner, organization.id, {
    name: 'Bar Tres',
    ticketSeries: 'B3',
    tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }],
  });
  await apiMenu(request, owner, organization.id, 'Barra', [
    ['Caña', '2,50'],
    ['Patatas bravas', '5'],
  ]);

  const context = await browser.newContext();
  await countBrowserPrints(context);
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);
  await pos.goto(`/${organization.slug}/pos/restaurant`);
  await pos.getByRole('button', { name: 'Mesa 1: Libre' }).click();
  // A free table asks its diners first: three, who will pay a part each.
  await pos.getByRole('dialog', { name: 'Mesa 1: ¿cuántos comensales?' }).getByRole('button', { name: '3' }).click();
  for (const dish of ['Caña', 'Caña', 'Caña', 'Patatas bravas'])
    await pos.getByRole('button', { name: new RegExp(`^${dish}`) }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('pos-total')).toContainText('12,50 €');

  // The pre-bill: the order as it stands, not an invoice; printing it marks the table as waiting for the bill.
  await pos.getByRole('button', { name: 'Cuenta', exact: true }).click();
  const preBill = pos.getByRole('document', { name: 'Cuenta de Mesa 1' });
  await expect(preBill.getByText('CUENTA', { exact: true })).toBeVisible();
  await expect(preBill.getByText('Documento no válido como factura').first()).toBeVisible();
  await expect(preBill.getByText(/^TOTAL\s+12,50 €$/)).toBeVisible();
  await pos.getByRole('button', { name: 'Imprimir la cuenta' }).click();
  await expect(pos.getByText('Cuenta pedida')).toBeVisible();
  expect(await browserPrints(pos)).toBe(1);

  // 12,50 € in three: 4,17 + 4,17 + 4,16, each part by its own method, each with its own ticket.
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  let payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'A partes iguales' }).click();
  await payment.getByRole('button', { name: 'Una parte más' }).click();
  await expect(payment.getByTestId('split-progress')).toHaveText('Parte 1 de 3 · cuenta de 12,50 €');
  await payment.getByRole('button', { name: 'Cobrar 4,17 €' }).click();
  await expect(pos.getByTestId('ticket').getByText('Parte 1 de 3')).toBeVisible();
  await expect(pos.getByTestId('ticket').getByText('Nº: B3-1-000001')).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await expect(payment.getByTestId('split-progress')).toHaveText('Parte 2 de 3 · cuenta de 12,50 €');
  await payment.getByRole('button', { name: 'Tarjeta' }).click();
  await payment.getByLabel('Propina').fill('1');
  await payment.getByRole('button', { name: 'Cobrar 4,17 €' }).click();
  const ticket = pos.getByTestId('ticket');
  await expect(ticket.getByText(/^Propina\s+1,00 €$/)).toBeVisible();
  await expect(ticket.getByText(/^Total tarjeta\s+5,17 €$/)).toBeVisible();
  await expect(ticket.getByText(/^TOTAL\s+4,17 €$/)).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await expect(payment.getByTestId('split-progress')).toHaveText('Parte 3 de 3 · cuenta de 12,50 €');
  await payment.getByRole('button', { name: 'Cobrar 4,16 €' }).click();
  await expect(pos.getByTestId('ticket').getByText('Nº: B3-1-000003')).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  await expect(pos).toHaveURL(new RegExp(`/${organization.slug}/pos/restaurant$`));
  await context.close();
});
