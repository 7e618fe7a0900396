import { expect, test } from '@playwright/test';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

test('a manager imports clients from a CSV with a duplicate and an invalid line; staff attach a new client at the POS and the paid ticket reaches their timeline', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { organization, owner, manager, staff } = await apiOrganization(request, 'Bar Clientela', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
    'crm',
  ]);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  await apiLocation(request, owner, organization.id, {
    name: 'Bar Clientela',
    ticketSeries: 'BC',
    tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }],
  });
  await apiMenu(request, owner, organization.id, 'Barra', [['Tortilla', '4,50']]);
  // A client already known by the phone the file repeats (written differently there).
  await apiCall(request, owner, 'POST', `${base}/crm/clients`, {
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '600111222',
    tags: [],
    marketingConsent: { granted: false },
  });

  // The manager's import: preview first (per line), then apply.
  const managerContext = await browser.newContext();
  const crm = await managerContext.newPage();
  await signInTo(crm, manager, slug);
  await crm.goto(`/${slug}/crm/list`);
  await crm.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = crm.getByRole('dialog', { name: 'Importar clientes' });
  const csv = [
    'nombre;apellidos;email;teléfono;fecha de nacimiento',
    'Luis;García;luis@example.com;611 222 333;07/03/1985',
    'Ana;Pérez;;+34 600 11 12 22;',
    'Pedro;Ruiz;esto-no-es-un-correo;;31/02/1990',
  ].join('\r\n');
  await dialog
    .getByLabel('Elegir archivo CSV')
    .setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText('Archivo: clientes.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revisar' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Se crearán 1 · Duplicados 1 · No válidas 1');
  const rows = dialog.getByRole('row');
  const created = rows.filter({ hasText: 'Se creará' });
  await expect(created).toContainText('Luis García');
  const duplicate = rows.filter({ hasText: 'Duplicado' });
  await expect(duplicate).toContainText('mismo teléfono');
  await expect(duplicate.getByRole('link', { name: 'Ana Pérez' })).toBeVisible();
  const invalid = rows.filter({ hasText: 'No válida' });
  // Line 4 of the file (the header is line 1), with each reason.
  await expect(invalid.getByRole('cell').first()).toHaveText('4');
  await expect(invalid.getByRole('listitem')).toHaveText([
    'El correo electrónico no es válido',
    'La fecha de nacimiento no es válida (dd/mm/aaaa)',
  ]);

  await dialog.getByRole('button', { name: 'Importar 1 clientes' }).click();
  await expect(crm.getByRole('dialog', { name: 'Importación terminada' }).getByRole('status')).toHaveText(
    'Creados: 1 · Duplicados: 1 · No válidos: 1',
  );
  await crm.getByRole('button', { name: 'Cerrar' }).click();
  await expect(crm.getByRole('link', { name: 'Luis García' })).toBeVisible();
  await expect(crm.getByRole('link', { name: 'Ana Pérez' })).toBeVisible();
  await managerContext.close();

  // Staff at the till: an order at Mesa 1, a client created on the spot and attached, then paid.
  const posContext = await browser.newContext();
  await posContext.addInitScript(() => {
    window.print = () => undefined;
  });
  const pos = await posContext.newPage();
  await signInTo(pos, staff, slug);
  await pos.goto(`/${slug}/pos/restaurant`);
  await pos.getByRole('button', { name: 'Mesa 1: Libre' }).click();
  await pos.getByRole('dialog', { name: 'Mesa 1: ¿cuántos comensales?' }).getByRole('button', { name: '2' }).click();
  await pos.getByRole('button', { name: /^Tortilla/ }).click();
  await pos.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pos.getByTestId('pos-total')).toContainText('4,50 €');

  await pos.getByRole('button', { name: 'Añadir cliente' }).click();
  const picker = pos.getByRole('dialog', { name: 'Cliente del pedido' });
  await picker.getByRole('combobox', { name: 'Cliente' }).fill('Marta Soler');
  await pos.getByRole('option', { name: 'Crear cliente «Marta Soler»' }).click();
  const quick = pos.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(quick.getByLabel('Nombre', { exact: true })).toHaveValue('Marta');
  await expect(quick.getByLabel('Apellidos')).toHaveValue('Soler');
  await quick.getByLabel('Teléfono').fill('622 333 444');
  await expect(quick.getByText('Se guardará como +34622333444')).toBeVisible();
  await quick.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(pos.getByTestId('order-client')).toHaveText('Cliente: Marta Soler');

  await pos.getByRole('button', { name: 'Cobrar', exact: true }).click();
  const payment = pos.getByRole('dialog', { name: 'Cobrar' });
  await payment.getByRole('button', { name: 'Cobrar 4,50 €' }).click();
  const ticket = pos.getByRole('document', { name: /^Ticket BC-1-\d{6}$/ });
  await expect(ticket.getByText(/Marta Soler/)).toBeVisible();
  const code = ((await ticket.getByText(/^Nº: BC-1-\d{6}$/).textContent()) ?? '').replace('Nº: ', '');
  await pos.getByRole('button', { name: 'Hecho' }).click();
  // The tables view refreshes the open orders every few seconds: slower on a busy machine.
  await expect(pos.getByRole('button', { name: 'Mesa 1: Libre' })).toBeVisible({ timeout: 30_000 });

  // Staff find her in the CRM: the paid ticket is on her timeline, newest first.
  await pos.goto(`/${slug}/crm/list`);
  await pos.getByRole('searchbox', { name: 'Buscar por nombre, e-mail, teléfono o NIF' }).fill('622333444');
  await pos.getByRole('link', { name: 'Marta Soler' }).click();
  await expect(pos.getByRole('heading', { name: 'Marta Soler', level: 1 })).toBeVisible();
  const timeline = pos.getByRole('list', { name: 'Historial' });
  await expect(timeline.getByRole('listitem').first()).toContainText(`Ticket ${code}`);
  await expect(timeline.getByRole('listitem').first()).toContainText('4,50 €');
  // Staff see the client but may not edit, merge or erase.
  await expect(pos.getByRole('button', { name: 'Fusionar con otro' })).toHaveCount(0);
  await expect(pos.getByRole('button', { name: 'Borrar sus datos personales' })).toHaveCount(0);
  await posContext.close();
});
