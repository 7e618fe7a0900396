import { expect, test } from '@playwright/test';
import { DEFAULT_TIMEZONE, todayIn, WEEKDAYS } from '@plataforma/domain';
import { apiCall, apiLocation, apiOrganization, signInTo } from './support';

/**
 * Issue 18, the salon's till: the client comes, her appointment (two services) is completed, and it is charged at the
 * till with a session of her pack for the colour and the rest by card; the dye's stock went down by the colour's.
 */
test('a completed appointment charged with a pack session and the rest by card', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { organization, owner, staff } = await apiOrganization(request, 'Peluquería Prueba', [
    'beauty',
    'pos',
    'orders',
    'configuration',
    'crm',
    'promotions',
  ]);
  const base = `/organizations/${organization.id}`;
  const post = <T = { id: string }>(path: string, body: object, as = owner) =>
    apiCall<T>(request, as, 'POST', `${base}${path}`, body);
  // Open, and Ana working, all day every day: the appointment fits whatever time the test runs.
  const allDay = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '00:00' }]]));
  const location = await apiLocation(request, owner, organization.id, {
    name: 'Salón',
    ticketSeries: 'PL',
    openingHours: allDay,
  });
  const ana = await post('/configuration/employees', {
    firstName: 'Ana',
    lastName: 'Ruiz',
    locationIds: [location.id],
    workingHours: allDay,
  });
  const clara = await post('/crm/clients', { firstName: 'Clara', lastName: 'Sol', phone: '612345678' });
  const category = await post('/beauty/service-categories', { name: 'Peluquería' });
  const dye = await post('/beauty/materials', { name: 'Tinte', unit: 'ml', stock: 100, costPerUnit: 0.13 });
  const service = (name: string, price: number, materials: object[] = []) =>
    post('/beauty/services', {
      name,
      categoryId: category.id,
      durationMinutes: 60,
      price,
      employeeIds: [ana.id],
      materials,
    });
  const colour = await service('Color', 50, [{ materialId: dye.id, quantity: 60 }]);
  const cut = await service('Corte', 20);
  const pack = await post('/beauty/packs', {
    name: 'Bono color',
    items: [{ serviceId: colour.id, sessions: 2 }],
    price: 90,
    validityDays: 180,
  });
  // Clara bought the pack last time.
  await post(
    '/orders/quick-sale',
    {
      module: 'beauty',
      locationId: location.id,
      clientId: clara.id,
      lines: [{ kind: 'pack', packId: pack.id }],
      payment: { method: 'card' },
    },
    staff,
  );
  // Today's appointment, booked by the owner (any hour: a manager may book in the past), done by Ana.
  const appointment = await post('/beauty/appointments', {
    clientId: clara.id,
    locationId: location.id,
    date: todayIn(DEFAULT_TIMEZONE),
    start: '08:00',
    override: true,
    services: [
      { serviceId: colour.id, employeeId: ana.id },
      { serviceId: cut.id, employeeId: ana.id },
    ],
  });
  for (const state of ['in-progress', 'completed'])
    await post(`/beauty/appointments/${appointment.id}/state`, { state }, staff);

  const context = await browser.newContext();
  const till = await context.newPage();
  await signInTo(till, staff, organization.slug);
  await till.goto(`/${organization.slug}/pos/beauty`);
  const toCharge = till.getByTestId('appointments-to-charge');
  await expect(toCharge).toContainText('08:00 · Clara Sol · Color, Corte');
  await toCharge.getByRole('button', { name: 'Cobrar' }).click();
  await expect(till.getByTestId('order-client')).toContainText('Clara Sol');
  await expect(till.getByRole('button', { name: 'Cobrar 70,00 €' })).toBeVisible();

  const sessions = till.getByTestId('client-sessions');
  await expect(sessions).toContainText('Color: quedan 2 · Bono color');
  await sessions.getByRole('button', { name: 'Usar sesión' }).click();
  await expect(till.getByText('Con Ana Ruiz, Sesión de «Bono color»')).toBeVisible();
  await expect(till.getByRole('button', { name: 'Cobrar 20,00 €' })).toBeVisible();
  await till.getByRole('button', { name: 'Tarjeta' }).click();
  await expect(till.getByText(/^Cobrado · PL-\d+-?\d+/)).toBeVisible();
  // Charged: nothing left to charge, and her pack has one session left.
  await expect(toCharge).toBeHidden();

  const stock = await apiCall<{ stock: number }>(request, owner, 'GET', `${base}/beauty/materials/${dye.id}`);
  expect(stock.stock).toBe(40);
  const left = await apiCall<{ balance: number }[]>(
    request,
    staff,
    'GET',
    `${base}/beauty/clients/${clara.id}/sessions`,
  );
  expect(left.map((account) => account.balance)).toEqual([1]);
  const charged = await apiCall<{ charged: unknown }>(
    request,
    staff,
    'GET',
    `${base}/beauty/appointments/${appointment.id}`,
  );
  expect(charged.charged).toMatchObject({ ticketCode: expect.stringMatching(/^PL-/) });
  await context.close();
});
