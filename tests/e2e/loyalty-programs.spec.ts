import { expect, test } from '@playwright/test';
import { apiCall, apiOrganization, signInTo } from './support';

test('a manager creates a points program with a reward, adds a client and sees the card at 0 points', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, manager } = await apiOrganization(request, 'Bar Club', [
    'restaurant',
    'crm',
    'promotions',
  ]);
  const slug = organization.slug;
  await apiCall(request, owner, 'POST', `/organizations/${organization.id}/crm/clients`, {
    firstName: 'Clara',
    lastName: 'Sol',
  });

  const context = await browser.newContext();
  const office = await context.newPage();
  await signInTo(office, manager, slug);
  await office.goto(`/${slug}/promotions?tab=cards`);
  await office.getByRole('link', { name: 'Nuevo programa' }).click();
  await office.getByLabel('Nombre', { exact: true }).fill('Club Bar');
  await office.getByLabel('Puntos por euro pagado').fill('2');
  await office.getByRole('button', { name: 'Añadir premio' }).click();
  const reward = office.getByRole('group', { name: 'Premio 1' });
  await reward.getByLabel('Nombre del premio').fill('Caña gratis');
  await reward.getByLabel('Puntos necesarios').fill('50');
  // A discount without its amount: the schema's Spanish message, nothing sent.
  await office.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(reward.getByText(/Escribe un importe en euros/)).toBeVisible();
  await reward.getByRole('textbox', { name: 'Descuento' }).fill('3');
  await office.getByRole('button', { name: 'Crear', exact: true }).click();

  // Created: its own page opens, to add its first clients.
  await expect(office.getByRole('heading', { name: 'Club Bar', level: 1 })).toBeVisible();
  await office.getByRole('button', { name: 'Añadir cliente' }).click();
  const join = office.getByRole('dialog', { name: 'Añadir cliente' });
  await join.getByRole('combobox', { name: 'Cliente' }).fill('clara');
  await office.getByRole('option', { name: /Clara Sol/ }).click();
  await join.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(join).toBeHidden();

  const members = office.getByRole('table', { name: 'Clientes' });
  const row = members.getByRole('row', { name: /Clara Sol/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  await row.getByRole('button', { name: 'Clara Sol' }).click();
  const card = office.getByRole('dialog', { name: 'Tarjeta de Clara Sol' });
  await expect(card.getByTestId('card-balance')).toHaveText('Saldo: 0 puntos');
  await expect(card.getByText('Sin movimientos.')).toBeVisible();
  await card.getByRole('button', { name: 'Cerrar' }).click();

  // The program in the list, as it earns.
  await office.getByRole('link', { name: 'Volver' }).click();
  const program = office.getByRole('row', { name: /Club Bar/ });
  await expect(program).toContainText('2 puntos por euro');
  await expect(program).toContainText('Caña gratis (50 puntos)');
  await context.close();
});
