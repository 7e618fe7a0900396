import { expect, test } from '@playwright/test';
import { DEFAULT_TIMEZONE, todayIn, WEEKDAYS } from '@plataforma/domain';
import { apiCall, apiLocation, apiOrganization, signInTo } from './support';

test('a table orders at the POS, the kitchen sees it live and moves it on, the POS charges cash and the table is free', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Casa Pepe', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;

  // Set up through the API: a location with 'Mesa 1', a category, a dish with a required modifier group and
  // today's menú del día (offered every day of the week, so the test does not depend on the weekday).
  await apiLocation(request, owner, organization.id, {
    name: 'Casa Pepe Centro',
    address: 'Calle Mayor 1, Madrid',
    ticketSeries: 'C1',
    tables: [
      { name: 'Mesa 1', zone: 'Sala', seats: 4 },
      { name: 'Mesa 2', zone: 'Sala', seats: 2 },
    ],
  });
  const category = await apiCall<{ id: string }>(request, owner, 'POST', `${base}/restaurant/categories`, {
    name: 'Carnes',
  });
  const group = await apiCall<{ id: string }>(request, owner, 'POST', `${base}/restaurant/modifier-groups`, {
    name: 'Punto de la carne',
    required: true,
    min: 1,
    max: 1,
    options: [{ name: 'Poco hecha' }, { name: 'Al punto' }, { name: 'Muy hecha' }],
  });
  await apiCall(request, owner, 'POST', `${base}/restaurant/dishes`, {
    name: 'Entrecot de ternera',
    price: '18,50',
    categoryId: category.id,
    allergens: ['mustard'],
    station: 'Plancha',
    modifierGroupIds: [group.id],
  });
  const today = todayIn(DEFAULT_TIMEZONE);
  await apiCall(request, owner, 'PUT', `${base}/restaurant/daily-menus/${today}`, {
    price: '12,50',
    weekdays: [...WEEKDAYS],
    courses: [
      { name: 'Primeros', items: [{ name: 'Lentejas estofadas', allergens: ['celery'] }, { name: 'Ensalada mixta' }] },
      { name: 'Segundos', items: [{ name: 'Merluza a la romana', allergens: ['fish', 'gluten', 'eggs'] }] },
    ],
  });

  // The kitchen board is open before the order exists.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signInTo(kitchen, manager, slug);
  await kitchen.goto(`/${slug}/orders/restaurant`);
  await expect(kitchen.getByRole('heading', { name: 'Cocina' })).toBeVisible();
  await expect(kitchen.getByText('En directo')).toBeVisible();
  await expect(kitchen.getByTestId('kitchen-ticket')).toHaveCount(0);

  // A waiter opens table 1.
  const posContext = await browser.newContext();
  const pos = await posContext.newPage();
  await signInTo(pos, staff, slug);
  await pos.goto(`/${slug}/pos/restaurant`);
  await pos.getByRole('button', { name: 'Mesa 1: Libre' }).click();
  // A free table asks its diners first.
  await pos.getByRole('dialog', { name: 'Mesa 1: ¿cuántos comensales?' }).getByRole('button', { name: '2' }).click();
  await expect(pos.getByRole('heading', { name: 'Mesa 1' })).toBeVisible();
  await expect(pos.getByRole('button', { name: 'Cambiar comensales: 2' })).toBeVisible();

  // The dish asks for its required modifier before it can be added.
  await pos.getByRole('button', { name: /^Entrecot de ternera/ }).click();
  const dialog = pos.getByRole('dialog', { name: 'Entrecot de ternera' });
  const add = dialog.getByRole('button', { name: /^Añadir/ });
  await expect(add).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Al punto' }).check();
  await add.click();
  await expect(dialog).toBeHidden();

  // The menú del día: one dish per course.
  await pos.getByRole('button', { name: /^Menú del día/ }).click();
  const menu = pos.getByRole('dialog', { name: 'Menú del día' });
  await expect(menu.getByRole('button', { name: /^Añadir/ })).toBeDisabled();
  await menu.getByRole('radio', { name: 'Lentejas estofadas' }).check();
  await menu.getByRole('radio', { name: 'Merluza a la romana' }).check();
  await menu.getByRole('button', { name: /^Añadir/ }).click();

  const cart = pos.getByTestId('cart-line');
  await expect(cart).toHaveCount(2);
  await expect(cart.first()).toContainText('1 × Entrecot de ternera');
  await expect(cart.first()).toContainText('Al punto');
  await expect(pos.getByTestId('pos-total')).toContainText('31,00 €');

  // Sent to the kitchen: the board shows it within 2 s, without a reload.
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(2);
  await expect(pos.getByTestId('order-line').first()).toContainText('Ronda 1 · enviada');
  const ticket = kitchen.getByTestId('kitchen-column-sent').getByTestId('kitchen-ticket');
  await expect(ticket).toBeVisible({ timeout: 2000 });
  await expect(ticket).toContainText('Mesa 1');
  await expect(ticket).toContainText('1 × Entrecot de ternera');
  await expect(ticket).toContainText('Al punto');
  await expect(ticket).toContainText('Lentejas estofadas');

  // The kitchen moves it on with taps: en preparación, then listo.
  await ticket.getByRole('button', { name: 'Pasar a En preparación' }).click();
  const preparing = kitchen.getByTestId('kitchen-column-preparing').getByTestId('kitchen-ticket');
  await expect(preparing).toContainText('Mesa 1');
  await preparing.getByRole('button', { name: 'Pasar a Listo' }).click();
  await expect(kitchen.getByTestId('kitchen-column-ready').getByTestId('kitchen-ticket')).toContainText('Mesa 1');
  await expect(pos.getByText('Listo', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The POS charges 50,00 € in cash and shows the change.
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await expect(payment.getByTestId('payment-amount')).toContainText('31,00 €');
  await payment.getByRole('button', { name: '50,00 €', exact: true }).click();
  await expect(payment.getByTestId('payment-change')).toHaveText('Cambio: 19,00 €');
  await payment.getByRole('button', { name: 'Cobrar 31,00 €' }).click();

  // The HTML ticket (the lines the thermal printer prints): number, VAT breakdown, total, payment and change.
  const printed = pos.getByRole('document', { name: /^Ticket C1-1-\d{6}$/ });
  await expect(printed.getByText('FACTURA SIMPLIFICADA')).toBeVisible();
  await expect(printed.getByText(/^Nº: C1-1-\d{6}$/)).toBeVisible();
  await expect(printed.getByText(/^Tipo\s+Base\s+Cuota$/)).toBeVisible();
  await expect(printed.getByText(/^10 %\s+28,18\s+2,82$/)).toBeVisible();
  await expect(printed.getByText(/^TOTAL\s+31,00 €$/)).toBeVisible();
  await expect(printed.getByText(/^Entregado\s+50,00 €$/)).toBeVisible();
  await expect(printed.getByText(/^Cambio\s+19,00 €$/)).toBeVisible();
  await expect(pos.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  // Back at the tables: table 1 is free again, and the paid order leaves the kitchen board.
  await expect(pos).toHaveURL(new RegExp(`/${slug}/pos/restaurant$`));
  await expect(pos.getByRole('button', { name: 'Mesa 1: Libre' })).toBeVisible();
  await expect(kitchen.getByTestId('kitchen-ticket')).toHaveCount(0);
  // Both screens keep polling or listening while open: close them so that nothing runs into the next test.
  await Promise.all([posContext.close(), kitchenContext.close()]);
});

test('a takeaway gets a second round and its bill is split: one line by card, the rest mixed with change', async ({
  browser,
  request,
}) => {
  const { organization, owner, staff } = await apiOrganization(request, 'Bar Paco', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const base = `/organizations/${organization.id}`;
  await apiLocation(request, owner, organization.id, { name: 'Bar Paco', ticketSeries: 'BP' });
  const category = await apiCall<{ id: string }>(request, owner, 'POST', `${base}/restaurant/categories`, {
    name: 'Barra',
  });
  for (const [name, price] of [
    ['Caña', '2,50'],
    ['Patatas bravas', '5'],
  ])
    await apiCall(request, owner, 'POST', `${base}/restaurant/dishes`, { name, price, categoryId: category.id });

  const context = await browser.newContext();
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);
  await pos.goto(`/${organization.slug}/pos/restaurant`);
  await pos.getByRole('link', { name: 'Para llevar' }).click();
  await expect(pos.getByRole('heading', { name: 'Para llevar' })).toBeVisible();

  // Two rounds: each send shows its lines as sent in their round.
  await pos.getByRole('button', { name: /^Caña/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(1);
  await pos.getByRole('button', { name: /^Patatas bravas/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('order-line')).toHaveCount(2);
  await expect(pos.getByTestId('order-line').nth(1)).toContainText('Ronda 2 · enviada');
  await expect(pos.getByTestId('pos-total')).toContainText('7,50 €');

  // The bravas are paid apart, by card: the order stays open with the rest due.
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  let payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Por platos' }).click();
  await payment.getByRole('button', { name: 'Una más de Patatas bravas' }).click();
  await payment.getByRole('button', { name: 'Tarjeta' }).click();
  await payment.getByRole('button', { name: 'Cobrar 5,00 €' }).click();
  await expect(pos.getByTestId('ticket').getByText(/^TOTAL\s+5,00 €$/)).toBeVisible();
  await expect(pos.getByTestId('ticket').getByText(/^Tarjeta\s+5,00 €$/)).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  await expect(pos.getByText('Pendiente', { exact: true })).toBeVisible();

  // The rest: 1 € by card and the cash part from a 5 € note.
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await expect(payment.getByTestId('payment-amount')).toContainText('2,50 €');
  await payment.getByRole('button', { name: 'Mixto' }).click();
  await payment.getByLabel('Con tarjeta').fill('1');
  await payment.getByLabel('Entregado').fill('5');
  await expect(payment.getByTestId('payment-change')).toHaveText('Cambio: 3,50 €');
  await payment.getByRole('button', { name: 'Cobrar 2,50 €' }).click();
  await expect(pos.getByTestId('ticket').getByText(/^Cambio\s+3,50 €$/)).toBeVisible();
  // The second ticket of the series: numbers follow on with no gap.
  await expect(pos.getByTestId('ticket').getByText('Nº: BP-1-000002')).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  await expect(pos).toHaveURL(new RegExp(`/${organization.slug}/pos/restaurant$`));
  await context.close();
});
