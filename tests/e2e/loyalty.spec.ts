import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

test('a points card at the restaurant POS: a paid order shows the points earned on its ticket; the next redeems a reward and costs less', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Bar Puntos', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
    'crm',
    'promotions',
  ]);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  await apiLocation(request, owner, organization.id, { name: 'Bar Puntos', ticketSeries: 'BP' });
  await apiMenu(request, owner, organization.id, 'Carnes', [['Chuletón', '60']]);
  // A program of 1 point per euro with a 5 € reward at 50 points, and a client who joined it (by API).
  const program = await apiCall<{ id: string }>(request, manager, 'POST', `${base}/promotions/cards`, {
    name: 'Club Bar Puntos',
    kind: 'points',
    pointsPerEuro: 1,
    pointValue: '0,10',
    rewards: [{ name: '5 € menos', threshold: 50, type: 'discount', amount: 5 }],
  });
  const client = await apiCall<{ id: string }>(request, staff, 'POST', `${base}/crm/clients`, {
    firstName: 'Clara',
    lastName: 'Sol',
  });
  await apiCall(request, staff, 'POST', `${base}/promotions/cards/${program.id}/members`, { clientId: client.id });

  const posContext = await browser.newContext();
  await posContext.addInitScript(() => {
    window.print = () => undefined;
  });
  const pos = await posContext.newPage();
  await signInTo(pos, staff, slug);

  /** A takeaway of the chuletón sent to the kitchen, with Clara attached. */
  async function takeawayForClara(page: Page) {
    await page.goto(`/${slug}/pos/restaurant`);
    await page.getByRole('link', { name: 'Para llevar' }).click();
    await page.getByRole('button', { name: /^Chuletón/ }).click();
    await page.getByRole('button', { name: 'Enviar a cocina' }).click();
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await page.getByRole('button', { name: 'Añadir cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Cliente del pedido' });
    await picker.getByRole('combobox', { name: 'Cliente' }).fill('Clara');
    await page.getByRole('option', { name: /^Clara Sol/ }).click();
    await expect(page.getByTestId('order-client')).toHaveText('Cliente: Clara Sol');
  }

  // First order: the card shows, nothing to redeem yet; paid, its ticket tells the points earned.
  await takeawayForClara(pos);
  await expect(pos.getByTestId('client-card')).toHaveText(/Club Bar Puntos: 0 puntos/);
  await expect(pos.getByRole('button', { name: /^Canjear/ })).toHaveCount(0);
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  let payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Tarjeta' }).click();
  await payment.getByRole('button', { name: 'Cobrar 60,00 €' }).click();
  let ticket = pos.getByTestId('ticket');
  await expect(ticket.getByText('Club Bar Puntos')).toBeVisible();
  await expect(ticket.getByText('Puntos ganados: 60 · Saldo: 60')).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  // Second order: the card holds 60 points; the 5 € reward is redeemed, priced by the server; the total drops.
  await takeawayForClara(pos);
  await expect(pos.getByTestId('client-card')).toHaveText(/Club Bar Puntos: 60 puntos/);
  await expect(pos.getByTestId('pos-total')).toContainText('60,00 €');
  await pos.getByRole('button', { name: 'Canjear 5 € menos (50 puntos)' }).click();
  await expect(pos.getByTestId('order-reward')).toHaveText('Premio: 5 € menos');
  await expect(pos.getByTestId('pos-total')).toContainText('55,00 €');
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Tarjeta' }).click();
  await payment.getByRole('button', { name: 'Cobrar 55,00 €' }).click();
  ticket = pos.getByTestId('ticket');
  await expect(ticket.getByText(/^TOTAL\s+55,00 €$/)).toBeVisible();
  await expect(ticket.getByText('Puntos canjeados: 50')).toBeVisible();
  // 60 - 50 spent + 55 earned on the 55 € paid.
  await expect(ticket.getByText('Puntos ganados: 55 · Saldo: 65')).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  await posContext.close();
});
