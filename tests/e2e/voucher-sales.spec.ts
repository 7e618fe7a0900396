import { expect, test } from '@playwright/test';
import { apiLocation, apiMenu, apiOrganization, signInTo } from './support';

test('a gift voucher sold at the POS prints its code on the ticket, and then pays another order', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, staff } = await apiOrganization(request, 'Bar Bonos', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
    'promotions',
  ]);
  const slug = organization.slug;
  await apiLocation(request, owner, organization.id, { name: 'Bar Bonos', ticketSeries: 'BB' });
  await apiMenu(request, owner, organization.id, 'Carnes', [['Chuletón', '60']]);

  const context = await browser.newContext();
  const pos = await context.newPage();
  await signInTo(pos, staff, slug);
  await pos.goto(`/${slug}/pos/restaurant`);

  // A takeaway with a chuletón and a 30 € voucher, paid in cash: the ticket prints the voucher's whole code.
  await pos.getByRole('link', { name: 'Para llevar' }).click();
  await pos.getByRole('button', { name: /^Chuletón/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(1);
  await pos.getByRole('button', { name: 'Bono regalo' }).click();
  const sell = pos.getByRole('dialog', { name: 'Bono regalo' });
  await sell.getByLabel('Importe del bono (€)').fill('30');
  await sell.getByRole('button', { name: 'Añadir al pedido' }).click();
  await expect(sell).toBeHidden();
  await expect(pos.getByTestId('order-line')).toHaveCount(2);
  await expect(pos.getByTestId('pos-total')).toContainText('90,00 €');

  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByLabel('Entregado').fill('90');
  await payment.getByRole('button', { name: /Cobrar 90,00/ }).click();
  const ticket = pos.getByTestId('ticket');
  await expect(ticket.getByText(/^TOTAL\s+90,00 €$/)).toBeVisible();
  await expect(ticket.getByText(/^Bonos regalo, no sujeto a IVA\s+30,00/)).toBeVisible();
  const printed = (await ticket.getByText(/Código [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/).textContent()) ?? '';
  const code = /([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(printed)?.[1] ?? '';
  expect(code).not.toBe('');
  await pos.getByRole('button', { name: 'Hecho' }).click();

  // Another takeaway, paid 30 € by that voucher and the rest in cash.
  await pos.goto(`/${slug}/pos/restaurant`);
  await pos.getByRole('link', { name: 'Para llevar' }).click();
  await pos.getByRole('button', { name: /^Chuletón/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(1);
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const second = pos.getByRole('dialog', { name: 'Cobrar' });
  await second.getByRole('button', { name: 'Bono regalo' }).click();
  await second.getByLabel('Código del bono').fill(code.toLowerCase());
  await second.getByRole('button', { name: 'Consultar' }).click();
  await expect(second.getByText('Saldo disponible: 30,00 €')).toBeVisible();
  await expect(second.getByTestId('payment-rest')).toHaveText(/Resto a pagar: 30,00\s€/);
  await second.getByLabel('Entregado').fill('30');
  await second.getByRole('button', { name: /Cobrar 60,00/ }).click();
  const paid = pos.getByTestId('ticket');
  await expect(paid.getByText(/^TOTAL\s+60,00 €$/)).toBeVisible();
  await expect(paid.getByText(new RegExp(`Bono regalo.*${code.slice(-4)}`))).toBeVisible();
  await expect(paid.getByText(/^Efectivo\s+30,00 €$/)).toBeVisible();
  await context.close();
});
