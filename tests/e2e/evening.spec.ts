import { expect, test, type Page } from '@playwright/test';
import {
  readBridgeRequest,
  type Order,
  type Page as ListPage,
  type Ticket,
  type TillReport,
  type TillState,
} from '@plataforma/domain';
import {
  apiCall,
  apiLocation,
  apiMenu,
  apiOrganization,
  bridgeRequests,
  choose,
  fakePrintBridge,
  signInTo,
} from './support';

const PRINTER = { name: 'MTP-II', address: '66:22:B3:01:02:03', paperWidth: 80 } as const;
const ANA_PIN = '1357';
const MARTA_PIN = '2468';

/** Types a PIN on the till's pad. */
async function typePin(page: Page, pin: string) {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
}

/** What the page sent the fake bridge to print, as the Android app reads it: the printer and the text. */
async function printed(page: Page) {
  return (await bridgeRequests(page)).flatMap((text) => {
    const read = readBridgeRequest(text);
    return read.ok && read.request.type === 'print'
      ? [{ address: read.request.address, paperWidth: read.request.paperWidth, text: atob(read.request.dataBase64) }]
      : [];
  });
}

/** Opens a free table for some diners. */
async function openTable(page: Page, table: string, diners: number) {
  await page.getByRole('button', { name: `${table}: Libre` }).click();
  await page
    .getByRole('dialog', { name: `${table}: ¿cuántos comensales?` })
    .getByRole('button', { name: String(diners), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: table })).toBeVisible();
}

const addDish = (page: Page, dish: string) => page.getByRole('button', { name: new RegExp(`^${dish}`) }).click();

test('a whole evening: till, tables, courses, a moved table, pre-bill, split with tip, a void, a coffee, the Z', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Casa Velada', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const base = `/organizations/${organization.id}`;
  const location = await apiLocation(
    request,
    owner,
    organization.id,
    {
      name: 'Casa Velada',
      ticketSeries: 'EV',
      tables: ['Mesa 1', 'Mesa 2', 'Mesa 3'].map((name) => ({ name, zone: 'Sala', seats: 4 })),
    },
    { till: false },
  );
  await apiMenu(request, owner, organization.id, 'Carta', [
    ['Ensalada', '9'],
    ['Merluza', '16'],
    ['Tarta', '5'],
    ['Caña', '2,50'],
    ['Café', '1,50'],
  ]);
  // Two people at the shared till: a waitress, and a manager who may authorise.
  for (const [firstName, pin, mayAuthorize] of [
    ['Ana', ANA_PIN, false],
    ['Marta', MARTA_PIN, true],
  ] as const)
    await apiCall(request, owner, 'POST', `${base}/configuration/employees`, {
      firstName,
      lastName: 'Velada',
      pin,
      mayAuthorize,
    });

  /** The open order at a table, as the API has it (the till shows the cart before its call has answered). */
  const openOrderAt = async (table: string) => {
    const query = `module=restaurant&active=true&pageSize=100&locationId=${location.id}`;
    let order: Order | undefined;
    await expect
      .poll(async () => {
        const { items } = await apiCall<ListPage<Order>>(request, owner, 'GET', `${base}/orders?${query}`);
        order = items.find((o) => o.table?.name === table);
        return order !== undefined;
      }, table)
      .toBe(true);
    return order!;
  };

  // The kitchen board is up before service.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signInTo(kitchen, manager, organization.slug);
  await kitchen.goto(`/${organization.slug}/orders/restaurant`);
  await expect(kitchen.getByText('En directo')).toBeVisible();

  // The till's tablet: the Android app with its Bluetooth printer (a fake bridge that keeps the jobs).
  const posContext = await browser.newContext();
  await fakePrintBridge(posContext, [PRINTER]);
  const pos = await posContext.newPage();
  await signInTo(pos, staff, organization.slug);
  await pos.goto(`/${organization.slug}/pos/restaurant`);

  // Ana unlocks the till with her PIN and opens it with a float of 100 €.
  await expect(pos.getByText('Caja bloqueada')).toBeVisible();
  await typePin(pos, ANA_PIN);
  const opening = pos.getByRole('dialog', { name: 'Abrir caja' });
  await opening.getByRole('button', { name: 'Importe total' }).click();
  await opening.getByLabel('Efectivo contado').fill('100');
  await opening.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(opening).toBeHidden();

  // This tablet prints on its Bluetooth printer, chosen once in the picker.
  await pos.getByRole('button', { name: 'Impresora: Impresora del navegador' }).click();
  const picker = pos.getByRole('dialog', { name: 'Elegir impresora' });
  await picker.getByRole('group', { name: 'Bluetooth' }).getByRole('radio', { name: 'MTP-II' }).check();
  await picker.getByRole('button', { name: 'Guardar' }).click();
  await expect(picker).toBeHidden();

  // Mesa 1, three diners: a salad first, hake second (held), three beers now.
  await openTable(pos, 'Mesa 1', 3);
  const courses = pos.getByRole('group', { name: 'Curso de los platos que añades' });
  await courses.getByRole('button', { name: 'Primeros' }).click();
  await addDish(pos, 'Ensalada');
  await courses.getByRole('button', { name: 'Segundos' }).click();
  await addDish(pos, 'Merluza');
  await courses.getByRole('button', { name: 'Sin curso' }).click();
  for (let i = 0; i < 3; i++) await addDish(pos, 'Caña');
  await pos.getByRole('button', { name: 'Segundos en espera' }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('pos-total')).toContainText('32,50 €');
  const mesa1 = kitchen.getByTestId('kitchen-ticket').filter({ hasText: 'Mesa 1' });
  await expect(mesa1).toContainText('Ensalada');
  await expect(mesa1).not.toContainText('Merluza');
  const mesa1Id = (await openOrderAt('Mesa 1')).id;

  // Mesa 2, two diners: two beers and a cake.
  await pos.getByRole('link', { name: 'Mesas' }).click();
  await openTable(pos, 'Mesa 2', 2);
  await addDish(pos, 'Caña');
  await addDish(pos, 'Caña');
  await addDish(pos, 'Tarta');
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('pos-total')).toContainText('10,00 €');
  const mesa2Id = (await openOrderAt('Mesa 2')).id;

  // A beer was spilt: Ana may not void a sent line alone; Marta's PIN authorises it, and the kitchen sees it struck.
  await pos.getByRole('button', { name: 'Anular Caña' }).click();
  const voiding = pos.getByRole('dialog', { name: 'Anular una línea enviada a cocina' });
  await choose(pos, 'Unidades a anular', '1');
  await voiding.getByLabel('Motivo').fill('Se ha derramado');
  await voiding.getByLabel('PIN del encargado').fill(MARTA_PIN);
  await voiding.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(voiding).toBeHidden();
  await expect(pos.getByTestId('pos-total')).toContainText('7,50 €');
  const struck = kitchen.getByTestId('kitchen-ticket').filter({ hasText: 'Mesa 2' }).getByTestId('kitchen-void');
  await expect(struck).toContainText('Anulado: Se ha derramado');
  await expect(struck.locator('del')).toContainText('1 × Caña');

  // Mesa 2 wants the terrace's sun: its order moves to Mesa 3, nothing lost.
  await pos.getByRole('button', { name: 'Mesa', exact: true }).click();
  await pos.getByRole('menuitem', { name: 'Cambiar de mesa' }).click();
  await pos
    .getByRole('dialog', { name: 'Mesa 2: ¿a qué mesa se cambia?' })
    .getByRole('button', { name: /^Mesa 3/ })
    .click();
  await expect(pos.getByText('Pedido pasado a Mesa 3')).toBeVisible();
  const moved = await apiCall<Order>(request, staff, 'GET', `${base}/orders/${mesa2Id}`);
  expect(moved.table?.name).toBe('Mesa 3');
  expect(moved.totals.totalCents).toBe(750);

  // Back to Mesa 1: the seconds are marched.
  await pos.getByRole('link', { name: 'Mesas' }).click();
  await pos.getByRole('link', { name: /^Mesa 1:/ }).click();
  await pos.getByRole('button', { name: 'Marchar segundos' }).click();
  await expect(mesa1.filter({ hasText: 'Merluza' })).toBeVisible();

  // The bill of Mesa 1, printed on the Bluetooth printer.
  await pos.getByRole('button', { name: 'Cuenta', exact: true }).click();
  await pos.getByRole('button', { name: 'Imprimir la cuenta' }).click();
  await expect(pos.getByText('Cuenta pedida')).toBeVisible();
  await expect.poll(async () => (await printed(pos)).length).toBe(1);
  const [preBill] = await printed(pos);
  expect(preBill).toMatchObject({ address: PRINTER.address, paperWidth: 80 });
  expect(preBill!.text).toContain('CUENTA');
  expect(preBill!.text).toMatch(/TOTAL\s+32,50/);

  // Split evenly in three: 10,84 + 10,83 + 10,83; the second by card with a 2 € tip.
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  let payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'A partes iguales' }).click();
  await payment.getByRole('button', { name: 'Una parte más' }).click();
  await payment.getByRole('button', { name: 'Cobrar 10,84 €' }).click();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Tarjeta' }).click();
  await payment.getByLabel('Propina').fill('2');
  await payment.getByRole('button', { name: 'Cobrar 10,83 €' }).click();
  await expect(pos.getByTestId('ticket').getByText(/^Propina\s+2,00 €$/)).toBeVisible();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Cobrar 10,83 €' }).click();
  await pos.getByRole('button', { name: 'Hecho' }).click();
  const paid = await apiCall<Order>(request, staff, 'GET', `${base}/orders/${mesa1Id}`);
  expect(paid.paidCents).toBe(paid.totals.totalCents);

  // Paid in full, the till is back on the tables. Mesa 3 pays its 7,50 € in cash.
  await pos.getByRole('link', { name: /^Mesa 3:/ }).click();
  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await pos.getByRole('dialog', { name: 'Cobrar' }).getByRole('button', { name: 'Cobrar 7,50 €' }).click();
  await pos.getByRole('button', { name: 'Hecho' }).click();

  // A coffee at the bar: a quick sale, two taps.
  await pos.getByRole('link', { name: 'Venta rápida' }).click();
  await addDish(pos, 'Café');
  await pos.getByRole('button', { name: 'Cobrar 1,50 €' }).click();
  await expect(pos.getByText(/^Cobrado · EV-1-\d+$/)).toBeVisible();

  // Closing: the cash counted is what the till expects (100 + 10,84 + 10,83 + 7,50 + 1,50), so no difference.
  await pos.getByRole('link', { name: 'Mesas' }).click();
  await pos.getByRole('link', { name: /^Caja:/ }).click();
  await pos.getByRole('button', { name: 'Cerrar caja' }).click();
  const closing = pos.getByRole('dialog', { name: 'Cerrar caja' });
  await closing.getByRole('button', { name: 'Importe total' }).click();
  await closing.getByLabel('Efectivo contado').fill('130,67');
  await closing.getByRole('button', { name: 'Cerrar caja e imprimir Z' }).click();
  const z = pos.getByTestId('till-report');
  await expect(z.getByText('INFORME Z 000001')).toBeVisible();
  await expect(z.getByText(/^Diferencia\s+0,00 €$/)).toBeVisible();

  // The Z's figures are the sum of the evening's tickets, computed here from the ticket history.
  const report = await apiCall<TillReport>(request, owner, 'GET', `${base}/tills/${location.id}/reports/1`);
  const tickets = (
    await apiCall<ListPage<Ticket>>(request, owner, 'GET', `${base}/tickets?locationId=${location.id}&pageSize=50`)
  ).items;
  expect(tickets).toHaveLength(5);
  const sum = (pick: (ticket: Ticket) => number) => tickets.reduce((total, ticket) => total + pick(ticket), 0);
  expect(report.sales).toMatchObject({
    count: 5,
    totalCents: sum((t) => t.totalCents),
    cashCents: sum((t) => t.payment.cashCents),
    cardCents: sum((t) => t.payment.cardCents),
  });
  expect(report.sales.totalCents).toBe(3250 + 750 + 150);
  expect(report.tipCents).toBe(sum((t) => t.payment.tipCents ?? 0));
  expect(report.tipCents).toBe(200);
  expect(report.vat.reduce((total, row) => total + row.baseCents + row.vatCents, 0)).toBe(report.sales.totalCents);
  expect(report.voids).toMatchObject({ count: 1, totalCents: 250 });
  expect(report.voids.items[0]).toMatchObject({ name: 'Caña', reason: 'Se ha derramado' });
  expect(report.voids.items[0]!.authorizedBy?.name).toMatch(/^Marta/);
  expect(report.employees.map((e) => [e.name, e.count, e.tipCents])).toEqual([[expect.stringMatching(/^Ana/), 5, 200]]);
  expect(report.covers).toBe(5);
  const numbers = tickets.map((t) => t.number).sort((a, b) => a - b);
  expect(report.tickets).toMatchObject({ first: 'EV-1-000001', last: `EV-1-00000${numbers.at(-1)}`, count: 5 });
  const state = await apiCall<TillState>(request, owner, 'GET', `${base}/tills/${location.id}`);
  expect(state.session).toBeNull();
  await kitchenContext.close();
  await posContext.close();
});
