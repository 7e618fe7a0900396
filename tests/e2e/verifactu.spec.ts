import { expect, test } from '@playwright/test';
import type { BillingRecordDto, Page as ListPage, RegistrationRecord } from '@plataforma/domain';
import { dirname } from 'node:path';
import { FakeAgency, makeCertificates } from '../support/fake-agency';
import { apiCall, apiLocation, apiMenu, apiOrganization, signInTo } from './support';

/**
 * VERI*FACTU (issue 23): the owner fills the fiscal data and turns it on (pruebas); a sale at the restaurant POS
 * prints the QR with the AEAT's checking URL; its refund is an R5 record chained after it; the records screen shows
 * both and the chain checks out; the owner uploads the certificate and sends: the (fake) agency accepts both. One
 * browser (one till device, so one chain) does it all. The fake agency's port and folder come from the variables
 * `emulators/exec.mjs` gives the emulators (their functions send there).
 */
test('an owner turns VERI*FACTU on, sells and refunds at the POS, and checks the chain of records', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { organization, owner } = await apiOrganization(request, 'Bar Huella', [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const slug = organization.slug;
  const base = `/organizations/${organization.id}`;
  await apiLocation(request, owner, organization.id, {
    name: 'Bar Huella',
    ticketSeries: 'HU',
    tables: [{ name: 'Mesa 1', zone: 'Sala', seats: 4 }],
  });
  await apiMenu(request, owner, organization.id, 'Barra', [['Caña', '2,50']]);

  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const page = await context.newPage();
  await signInTo(page, owner, slug);

  // The fiscal data first (VERI*FACTU needs them), then the mode and the agency's test environment.
  await page.goto(`/${slug}/configuration`);
  await page.getByRole('textbox', { name: 'Razón social' }).fill('Bar Huella S.L.');
  await page.getByRole('textbox', { name: 'NIF / CIF' }).fill('B12345674');
  await page.getByRole('button', { name: 'Guardar' }).first().click();
  await expect(page.getByText('Faltan datos fiscales')).toBeHidden();
  const section = page.getByRole('heading', { name: 'VERI*FACTU' }).locator('..');
  await section.getByRole('combobox', { name: 'Modo' }).selectOption('VERI*FACTU');
  await section.getByRole('combobox', { name: 'Entorno de la Agencia Tributaria' }).selectOption('Pruebas');
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect
    .poll(async () => (await apiCall<{ verifactu: unknown }>(request, owner, 'GET', base)).verifactu)
    .toEqual({ mode: 'verifactu', environment: 'pruebas' });

  // A caña at table 1, paid in cash: the ticket carries the QR with its NIF, number, date and amount.
  await page.goto(`/${slug}/pos/restaurant`);
  await page.getByRole('button', { name: 'Mesa 1: Libre' }).click();
  await page.getByRole('dialog', { name: 'Mesa 1: ¿cuántos comensales?' }).getByRole('button', { name: '2' }).click();
  await page.getByRole('button', { name: /^Caña/ }).click();
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(page.getByTestId('pos-total')).toContainText('2,50 €');
  await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cobrar' }).getByRole('button', { name: 'Cobrar 2,50 €' }).click();
  const ticket = page.getByRole('document', { name: /^Ticket HU-\d+-\d{6}$/ });
  const code = ((await ticket.getByText(/^Nº: HU-\d+-\d{6}$/).textContent()) ?? '').replace('Nº: ', '');
  const chain = code.slice(0, code.lastIndexOf('-'));
  await expect(ticket.getByText('VERI*FACTU', { exact: true })).toBeVisible();
  const qr = ticket.getByRole('img');
  await expect(qr).toBeVisible();
  const url = new URL((await qr.getAttribute('data-qr')) ?? '');
  expect(url.origin + url.pathname).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR');
  const day = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    nif: 'B12345674',
    numserie: code,
    fecha: day,
    importe: '2.50',
  });
  await expect(qr).toHaveAccessibleName(url.href);
  await page.getByRole('button', { name: 'Hecho' }).click();
  await expect(page.getByRole('button', { name: 'Mesa 1: Libre' })).toBeVisible({ timeout: 30_000 });

  // The caña goes back: a rectifying ticket, recorded as R5 right after the sale in the same chain.
  await page.getByRole('button', { name: 'Devoluciones' }).click();
  await page.getByRole('dialog', { name: 'Cobrados hoy' }).getByTestId('paid-order').click();
  const refund = page.getByRole('dialog', { name: `Devolver de ${code}` });
  await refund.getByRole('button', { name: 'Una más de Caña' }).click();
  await refund.getByLabel('Motivo').fill('Estaba caliente');
  await refund.getByRole('button', { name: 'Devolver', exact: true }).click();
  const rectifying = page.getByRole('document', { name: /^Ticket HU-\d+-R\d{6}$/ });
  await expect(rectifying.getByText('FACTURA SIMPLIFICADA RECTIFICATIVA')).toBeVisible();
  const refundCode = ((await rectifying.getByText(/^Nº: HU-\d+-R\d{6}$/).textContent()) ?? '').replace('Nº: ', '');
  await page.getByRole('button', { name: 'Hecho' }).click();

  const stored = await apiCall<ListPage<BillingRecordDto>>(
    request,
    owner,
    'GET',
    `${base}/verifactu/records?chain=${encodeURIComponent(chain)}`,
  );
  const [sale, rectification] = stored.items as RegistrationRecord[] & BillingRecordDto[];
  expect(stored.items.map((r) => [r.seq, r.ticketCode])).toEqual([
    [1, code],
    [2, refundCode],
  ]);
  expect(sale!.invoiceType).toBe('F2');
  expect(rectification).toMatchObject({
    invoiceType: 'R5',
    totalCents: -250,
    rectified: [{ number: code }],
    previous: { invoice: { number: code }, fingerprint: sale!.fingerprint },
  });

  // The records screen, from the settings' VERI*FACTU section: both records, and the chain checks out.
  await page.goto(`/${slug}/configuration`);
  await page.getByRole('link', { name: 'Ver los registros de facturación y comprobar las cadenas' }).click();
  await expect(page.getByRole('heading', { name: 'Registros VERI*FACTU', level: 1 })).toBeVisible();
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(refundCode);
  await expect(rows.nth(0)).toContainText('Rectificativa (R5)');
  await expect(rows.nth(0)).toContainText(/-2,50\s€/);
  await expect(rows.nth(0)).toContainText('Pendiente de envío');
  await expect(rows.nth(1)).toContainText(code);
  await expect(rows.nth(1)).toContainText('Factura simplificada (F2)');
  await expect(rows.nth(1)).toContainText(`${sale!.fingerprint.slice(0, 8)}…${sale!.fingerprint.slice(-4)}`);
  await page.getByRole('button', { name: `Comprobar la cadena ${chain}` }).click();
  await expect(page.getByTestId('chain-row').filter({ hasText: chain }).getByRole('status')).toHaveText(
    'Cadena correcta (2 registros)',
  );

  // The period's CSV for the gestor, as downloaded.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  expect(csv.startsWith('\uFEFFSerie;Número;Fecha;Tipo;')).toBe(true);
  expect(csv).toContain(`${chain};${refundCode};${day.replaceAll('-', '/')};R5 Rectificativa simplificada;`);

  // Sending: the owner uploads the certificate on the records screen and sends now; the fake agency accepts both.
  const endpoint = process.env.VERIFACTU_ENDPOINT_PRUEBAS;
  const caFile = process.env.VERIFACTU_AGENCY_CA;
  if (!endpoint || !caFile) throw new Error('Run on the emulators with node emulators/exec.mjs (the fake agency)');
  const certificates = makeCertificates('clave-e2e', dirname(caFile));
  const agency = new FakeAgency(certificates);
  await agency.start(Number(new URL(endpoint).port));
  try {
    const sending = page.getByRole('region', { name: 'Envío a la AEAT' });
    await expect(sending.getByText('No hay certificado: los registros no se pueden enviar.')).toBeVisible();
    await sending.getByLabel('Certificado (.p12 o .pfx)').setInputFiles({
      name: 'bar-huella.p12',
      mimeType: 'application/x-pkcs12',
      buffer: certificates.pkcs12,
    });
    await sending.getByLabel('Contraseña del certificado').fill('clave-e2e');
    await sending.getByRole('button', { name: 'Subir certificado' }).click();
    await expect(sending.getByText(/^Certificado: .*BAR VERIFACTU SL/)).toBeVisible();
    await expect(sending.getByRole('status')).toHaveText('2 registros pendientes de envío');
    await sending.getByRole('button', { name: 'Enviar ahora' }).click();
    // Sent: none pending, the next send after the agency's waiting time.
    await expect(sending.getByRole('status')).toHaveText(/^0 registros pendientes de envío/);
    await expect(rows.nth(0)).toContainText('Aceptado');
    await expect(rows.nth(1)).toContainText('Aceptado');
    expect(agency.received.map((message) => [message.numbers, message.valid])).toEqual([[[code, refundCode], true]]);
  } finally {
    await agency.stop();
  }
  await context.close();
});
