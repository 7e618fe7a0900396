import { expect, test } from '@playwright/test';
import type { Order } from '@plataforma/domain';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

test('an encargado gives back a caña of a discounted bill paid by card, and the rectifying ticket prints', async ({
  browser,
  request,
}) => {
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Taberna Sol', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const base = `/organizations/${organization.id}`;
  const location = await apiLocation(request, owner, organization.id, {
    name: 'Taberna Sol',
    ticketSeries: 'TS',
    tables: [{ name: '4', zone: 'Barra', seats: 2 }],
  });
  const [cana, bravas] = await apiMenu(request, owner, organization.id, 'Barra', [
    ['Caña', '2,50'],
    ['Patatas bravas', '5'],
  ]);

  // Sold and charged earlier: 2 cañas and bravas (10 €), 2 € off by the encargado, paid by card (8 €).
  const order = await apiCall<Order>(request, staff, 'POST', `${base}/orders`, {
    locationId: location.id,
    lines: [
      { kind: 'dish', dishId: cana!, quantity: 2 },
      { kind: 'dish', dishId: bravas!, quantity: 1 },
    ],
  });
  await apiCall(request, manager, 'POST', `${base}/orders/${order.id}/lines`, {
    lines: [{ kind: 'discount', name: 'Cliente habitual', amount: '2' }],
  });
  await apiCall(request, staff, 'POST', `${base}/orders/${order.id}/payments`, { method: 'card' });

  // Staff may start a refund, but giving money back needs an encargado's PIN (as a void does); the encargado's own
  // session needs none.
  const context = await browser.newContext();
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);
  await pos.goto(`/${organization.slug}/pos/restaurant`);
  await pos.getByRole('button', { name: 'Devoluciones' }).click();
  await pos.getByRole('dialog', { name: 'Cobrados hoy' }).getByTestId('paid-order').click();
  const staffRefund = pos.getByRole('dialog', { name: 'Devolver de TS-000001' });
  await expect(staffRefund.getByLabel('PIN del encargado')).toBeVisible();
  await context.close();

  const managerContext = await browser.newContext();
  const till = await managerContext.newPage();
  await signInTo(till, manager, organization.slug);
  await till.goto(`/${organization.slug}/pos/restaurant`);
  await till.getByRole('button', { name: 'Devoluciones' }).click();
  const paid = till.getByRole('dialog', { name: 'Cobrados hoy' });
  await expect(paid.getByTestId('paid-order')).toHaveCount(1);
  await expect(paid.getByTestId('paid-order')).toContainText('TS-000001 · Para llevar');
  await expect(paid.getByTestId('paid-order')).toContainText('8,00 €');
  await paid.getByTestId('paid-order').click();

  // One caña back: 2,50 less its share of the discount (0,50), to the card it was paid with, back in stock.
  const refund = till.getByRole('dialog', { name: 'Devolver de TS-000001' });
  await refund.getByRole('button', { name: 'Una más de Caña' }).click();
  await expect(refund.getByTestId('refund-total')).toHaveText(/^A devolver: 2,00\s€ · a la tarjeta$/);
  await refund.getByLabel('Motivo').fill('Estaba caliente');
  await refund.getByLabel('Devolver al stock (no se ha servido)').check();
  await refund.getByRole('button', { name: 'Devolver', exact: true }).click();

  const printed = till.getByRole('document', { name: /^Ticket TS-\d-R000001$/ });
  await expect(printed.getByText('FACTURA SIMPLIFICADA RECTIFICATIVA')).toBeVisible();
  await expect(printed.getByText('Rectifica: TS-000001')).toBeVisible();
  await expect(printed.getByText('Motivo: Estaba caliente')).toBeVisible();
  await expect(printed.getByText(/^1 x Caña\s+-2,50$/)).toBeVisible();
  await expect(printed.getByText(/^Descuento\s+0,50$/)).toBeVisible();
  await expect(printed.getByText(/^TOTAL\s+-2,00 €$/)).toBeVisible();
  await expect(printed.getByText(/^Tarjeta\s+-2,00 €$/)).toBeVisible();
  await expect(till.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await till.getByRole('button', { name: 'Hecho' }).click();

  // The order shows what went back; the other caña can still be given back, no more.
  await till.getByRole('button', { name: 'Devoluciones' }).click();
  await expect(till.getByTestId('paid-order')).toContainText('Devuelto 2,00 €');
  await managerContext.close();
});
