import { expect, test } from '@playwright/test';
import { apiLocation, apiMenu, apiOrganization, signInTo } from './support';

test('a manager creates a 10 % coupon for a dish chosen by name and issues a 50 € voucher; the POS applies the coupon and is paid part by voucher, part cash', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Bar Promo', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
    'promotions',
  ]);
  const slug = organization.slug;
  await apiLocation(request, owner, organization.id, { name: 'Bar Promo', ticketSeries: 'PR' });
  await apiMenu(request, owner, organization.id, 'Carnes', [['Chuletón', '60']]);

  // The manager: a 10 % coupon and a 50 € voucher, through the screens.
  const managerContext = await browser.newContext();
  const office = await managerContext.newPage();
  await signInTo(office, manager, slug);
  await office.goto(`/${slug}/promotions`);
  await office.getByRole('link', { name: 'Nuevo cupón' }).click();
  await office.getByLabel('Código', { exact: true }).fill('diez');
  await office.getByLabel('Porcentaje (%)').fill('10');
  // It applies to the chuletón, chosen by its name: the picker searches what the organization sells.
  await office.getByRole('combobox', { name: /Artículos a los que se aplica/ }).fill('chule');
  await office.getByRole('option', { name: /Chuletón/ }).click();
  await expect(office.getByRole('button', { name: 'Chuletón' })).toBeVisible();
  await office.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(office.getByRole('link', { name: 'DIEZ' })).toBeVisible();

  await office.getByRole('tab', { name: 'Bonos regalo' }).click();
  await office.getByRole('button', { name: 'Emitir bono' }).click();
  const issue = office.getByRole('dialog', { name: 'Emitir bono' });
  await issue.getByLabel(/Importe/).fill('50');
  await issue.getByRole('button', { name: 'Emitir bono' }).click();
  const heading = office.getByRole('heading', { name: /^Bono regalo / });
  await expect(heading).toBeVisible();
  const code = ((await heading.textContent()) ?? '').replace('Bono regalo ', '').trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(office.getByTestId('voucher-balance')).toHaveText(/50,00\s€/);

  // The waiter: a takeaway with the chuletón, the coupon applied, paid 50 € by voucher and the rest in cash.
  const posContext = await browser.newContext();
  const pos = await posContext.newPage();
  await signInTo(pos, staff, slug);
  await pos.goto(`/${slug}/pos/restaurant`);
  await pos.getByRole('link', { name: 'Para llevar' }).click();
  await pos.getByRole('button', { name: /^Chuletón/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(1);
  await pos.getByLabel('Cupón', { exact: true }).fill('diez');
  await pos.getByRole('button', { name: 'Aplicar' }).click();
  await expect(pos.getByTestId('order-coupon')).toContainText('DIEZ');
  await expect(pos.getByTestId('pos-total')).toContainText('54,00 €');

  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Bono regalo' }).click();
  await payment.getByLabel('Código del bono').fill(code.toLowerCase());
  await payment.getByRole('button', { name: 'Consultar' }).click();
  await expect(payment.getByText('Saldo disponible: 50,00 €')).toBeVisible();
  await expect(payment.getByTestId('payment-rest')).toHaveText(/Resto a pagar: 4,00\s€/);
  await payment.getByLabel('Entregado').fill('5');
  await expect(payment.getByTestId('payment-change')).toHaveText(/Cambio: 1,00\s€/);
  await payment.getByRole('button', { name: /Cobrar 54,00/ }).click();

  const ticket = pos.getByTestId('ticket');
  await expect(ticket.getByText(/^TOTAL\s+54,00 €$/)).toBeVisible();
  // The ticket layout prints a coupon's line as any discount.
  await expect(ticket.getByText(/^Descuento\s+-6,00/)).toBeVisible();
  await expect(ticket.getByText(new RegExp(`Bono regalo.*${code.slice(-4)}`))).toBeVisible();
  await expect(ticket.getByText(/^Efectivo\s+4,00 €$/)).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  // The voucher's movements show the redemption.
  await office.reload();
  await expect(office.getByTestId('voucher-balance')).toHaveText(/0,00\s€/);
  const movements = office.getByRole('table', { name: 'Movimientos' });
  const redeem = movements.getByRole('row').filter({ hasText: 'Pago' });
  await expect(redeem).toContainText('-50,00');
  await expect(redeem).toContainText(/Ticket PR-/);
  await managerContext.close();
  await posContext.close();
});
