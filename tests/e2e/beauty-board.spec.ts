import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, todayIn } from '@plataforma/domain';
import { apiCall, apiLocation, apiOrganization, choose, signInTo } from './support';

/** No serious or critical axe violation on the screen as it stands (the accessibility suite's rules). */
async function expectAccessible(page: Page, name: string) {
  // Once every transition is over: axe blends a fading menu or dialog into the colours it measures (a contained
  // button under a closing select's menu read as short of contrast). Endless ones (a spinner) do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(grave, name).toEqual([]);
}

const everyDay = (from: string, to: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from, to }]]));

test('a receptionist books two services for a client on the day board, another screen sees it live; moved, confirmed', async ({
  browser,
  page,
  request,
}) => {
  const { organization, owner, staff } = await apiOrganization(request, 'Salón Ruth', ['beauty', 'crm', 'orders']);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  const location = await apiLocation(
    request,
    owner,
    organization.id,
    { name: 'Salón Ruth Centro', ticketSeries: 'SR', openingHours: everyDay('09:00', '21:00') },
    { till: false },
  );
  const employee = (firstName: string, lastName: string) =>
    apiCall<{ id: string }>(request, owner, 'POST', `${base}/configuration/employees`, {
      firstName,
      lastName,
      locationIds: [location.id],
      workingHours: everyDay('09:00', '20:00'),
    });
  const ana = await employee('Ana', 'Ruiz');
  const bea = await employee('Bea', 'Gil');
  const { id: categoryId } = await apiCall<{ id: string }>(
    request,
    owner,
    'POST',
    `${base}/beauty/service-categories`,
    {
      name: 'Peluquería',
    },
  );
  const service = (name: string, durationMinutes: number, employeeIds: string[]) =>
    apiCall(request, owner, 'POST', `${base}/beauty/services`, {
      name,
      categoryId,
      durationMinutes,
      price: '30',
      employeeIds,
    });
  await service('Color', 45, [ana.id]);
  await service('Corte', 30, [ana.id, bea.id]);
  await apiCall(request, owner, 'POST', `${base}/crm/clients`, {
    firstName: 'Clara',
    lastName: 'Sol',
    phone: '612345678',
    tags: [],
    marketingConsent: { granted: false },
  });
  const tomorrow = addDays(todayIn('Europe/Madrid'), 1);
  const board = `/${slug}/orders/beauty`;

  // The reception's screen and the one at the back, both on tomorrow's board.
  const openBoard = async (screen: Page) => {
    await signInTo(screen, staff, slug);
    await screen.goto(board);
    await expect(screen.getByText('En directo')).toBeVisible();
    await screen.getByLabel('Día', { exact: true }).fill(tomorrow);
    await expect(screen.getByRole('region', { name: 'Ana Ruiz' })).toBeVisible();
  };
  await openBoard(page);
  const backContext = await browser.newContext();
  const back = await backContext.newPage();
  await openBoard(back);
  await expectAccessible(page, 'the day board');

  // Tapping Ana's free 10:00 books Clara for colour then a cut, both with Ana.
  await page.getByRole('button', { name: 'Nueva cita con Ana Ruiz a las 10:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cita' });
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill('Clara');
  await page.getByRole('option', { name: /Clara Sol/ }).click();
  await expect(dialog.getByLabel('Teléfono')).toHaveValue('612 345 678');
  await choose(page, 'Servicio 1', 'Color (45 min)');
  await dialog.getByRole('button', { name: 'Añadir otro servicio' }).click();
  await choose(page, 'Servicio 2', 'Corte (30 min)');
  await expectAccessible(page, 'the booking dialog');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(dialog).toBeHidden();
  const booked = '10:00-11:15, Clara Sol: Color, Corte (Reservada)';
  await expect(page.getByRole('button', { name: booked })).toBeVisible();
  // The other screen sees it appear without reloading.
  await expect(back.getByRole('button', { name: booked })).toBeVisible();

  // Moved to 12:00 with 'Mover' (no dragging needed), then confirmed.
  await page.getByRole('button', { name: booked }).click();
  const appointment = page.getByRole('dialog', { name: 'Cita de Clara Sol' });
  await appointment.getByRole('button', { name: 'Mover' }).click();
  await appointment.getByLabel('Hora de inicio').fill('12:00');
  await appointment.getByRole('button', { name: 'Mover aquí' }).click();
  await expect(appointment).toBeHidden();
  const moved = '12:00-13:15, Clara Sol: Color, Corte (Reservada)';
  await expect(back.getByRole('button', { name: moved })).toBeVisible();
  await page.getByRole('button', { name: moved }).click();
  await appointment.getByRole('button', { name: 'Confirmar' }).click();
  await expect(appointment.getByTestId('appointment-state')).toHaveText('Estado: Confirmada');
  await appointment.getByRole('button', { name: 'Cerrar' }).click();
  await expect(back.getByRole('button', { name: '12:00-13:15, Clara Sol: Color, Corte (Confirmada)' })).toBeVisible();

  // The week at a glance lists it on its day.
  await page.getByRole('button', { name: 'Semana' }).click();
  const [year, month, day] = tomorrow.split('-');
  await expect(page.getByRole('region', { name: `${day}/${month}/${year}` })).toContainText('12:00 · Clara Sol');
  await expectAccessible(page, 'the week');

  // Tomorrow's reminders: a call and a WhatsApp with the text ready.
  await page.getByRole('button', { name: 'Recordatorios' }).click();
  const reminders = page.getByRole('dialog', { name: /Recordatorios de mañana/ });
  await expect(reminders.getByRole('link', { name: 'Llamar a Clara Sol' })).toHaveAttribute('href', 'tel:612345678');
  await expect(reminders.getByRole('link', { name: 'WhatsApp a Clara Sol' })).toHaveAttribute(
    'href',
    `https://wa.me/34612345678?text=${encodeURIComponent(
      'Hola Clara, te recordamos tu cita mañana a las 12:00 en Salón Ruth: Color, Corte.',
    )}`,
  );
  await expectAccessible(page, 'the reminders');
  await backContext.close();
});
