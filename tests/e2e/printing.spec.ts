import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  bytesToBase64,
  qrModules,
  readBridgeRequest,
  ticketToEscPos,
  type PaperWidth,
  type PrintBridgeRequest,
  type TicketDetail,
} from '@plataforma/domain';
import {
  apiCall,
  apiLocation,
  apiMenu,
  apiOrganization,
  bridgeRequests,
  browserPrints,
  countBrowserPrints,
  fakePrintBridge,
  signInTo,
  type ApiAccount,
} from './support';

/** What the fake Android wrapper lists: a paired Bluetooth printer and a network printer saved in the app. */
const MTP = { name: 'MTP-II', address: '66:22:B3:01:02:03', paperWidth: 58 } as const;
const KITCHEN = { name: 'Cocina', address: 'tcp://192.168.1.50:9100', paperWidth: 80 } as const;

/** A counter with its till open and a caña on the menu, and the staff member who sells. */
async function counter(request: Parameters<typeof apiOrganization>[0], name: string, series: string) {
  const { organization, owner, staff } = await apiOrganization(request, name, [
    'restaurant',
    'pos',
    'orders',
    'configuration',
  ]);
  const base = `/organizations/${organization.id}`;
  await apiLocation(request, owner, organization.id, { name, ticketSeries: series, tables: [] });
  await apiMenu(request, owner, organization.id, 'Barra', [['Caña', '2,50']]);
  return { organization, owner, staff, base };
}

/** Sells a caña at the counter's quick sale, paid in cash; its ticket prints on this device's printer. */
async function sellACaña(page: Page, slug: string, code: string) {
  await page.goto(`/${slug}/pos/restaurant/quick`);
  await page.getByRole('button', { name: /^Caña/ }).click();
  await page.getByRole('button', { name: 'Cobrar 2,50 €' }).click();
  await expect(page.getByText(`Cobrado · ${code}`)).toBeVisible();
}

/** Chooses this device's printer in the picker of the tables' bar. */
async function choosePrinter(page: Page, slug: string, current: string, group: string, name: string) {
  await page.goto(`/${slug}/pos/restaurant`);
  await page.getByRole('button', { name: `Impresora: ${current}` }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir impresora' });
  await picker.getByRole('group', { name: group }).getByRole('radio', { name }).check();
  return picker;
}

/** The print requests the page sent, read as Android reads them (every request of the page must be one). */
async function printsSent(page: Page) {
  const sent = (await bridgeRequests(page)).map((text) => readBridgeRequest(text));
  for (const read of sent) expect(read.ok, JSON.stringify(read)).toBe(true);
  return sent.flatMap((read) => (read.ok && read.request.type === 'print' ? [read.request] : []));
}

/** The ESC/POS bytes, in base64, of a ticket as the API keeps it. */
async function escPos(
  request: Parameters<typeof apiCall>[0],
  account: ApiAccount,
  base: string,
  code: string,
  width: PaperWidth,
  qrImage?: typeof qrModules,
) {
  const { ticket } = await apiCall<TicketDetail>(request, account, 'GET', `${base}/tickets/${code}`);
  return bytesToBase64(ticketToEscPos(ticket, width, qrImage));
}

test('the ticket prints through the Android bridge on a network printer, then on a Bluetooth one', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, staff, base } = await counter(request, 'Bar Imprenta', 'IM');
  const context = await browser.newContext();
  await countBrowserPrints(context);
  await fakePrintBridge(context, [MTP, KITCHEN]);
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);

  // The picker lists the wrapper's printers by kind; the network one proposes its 80 mm paper.
  let picker = await choosePrinter(pos, organization.slug, 'Impresora del navegador', 'Red', 'Cocina');
  await expect(picker.getByRole('group', { name: 'Bluetooth' }).getByRole('radio', { name: 'MTP-II' })).toBeVisible();
  await expect(picker.getByRole('button', { name: '80 mm' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Guardar' }).click();
  await expect(pos.getByText('Impresora guardada: Cocina')).toBeVisible();
  const connects = (await bridgeRequests(pos)).map((text) => JSON.parse(text) as PrintBridgeRequest);
  expect(connects.map(({ type }) => type)).toEqual(['listDevices', 'connect']);
  expect(connects[1]).toMatchObject({ address: KITCHEN.address });

  await sellACaña(pos, organization.slug, 'IM-1-000001');
  await expect.poll(async () => (await printsSent(pos)).length).toBe(1);
  expect((await printsSent(pos))[0]).toEqual({
    v: 1,
    id: expect.any(String),
    type: 'print',
    address: KITCHEN.address,
    paperWidth: 80,
    dataBase64: await escPos(request, staff, base, 'IM-1-000001', 80),
  });

  // The Bluetooth printer, on its 58 mm paper.
  picker = await choosePrinter(pos, organization.slug, 'Cocina', 'Bluetooth', 'MTP-II');
  await expect(picker.getByRole('button', { name: '58 mm' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Guardar' }).click();
  await expect(pos.getByText('Impresora guardada: MTP-II')).toBeVisible();

  await sellACaña(pos, organization.slug, 'IM-1-000002');
  await expect.poll(async () => (await printsSent(pos)).length).toBe(1);
  expect((await printsSent(pos))[0]).toMatchObject({
    address: MTP.address,
    paperWidth: 58,
    dataBase64: await escPos(request, staff, base, 'IM-1-000002', 58),
  });
  // Nothing went to the browser's print dialog.
  expect(await browserPrints(pos)).toBe(0);
  await context.close();
});

test('a printer without the QR command gets the VERI*FACTU QR as an image; the ticket downloads as a PDF with it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { organization, owner, staff, base } = await counter(request, 'Bar Raster', 'RS');
  await apiCall(request, owner, 'PUT', base, { fiscal: { businessName: 'Bar Raster S.L.', taxId: 'B12345674' } });
  await apiCall(request, owner, 'PUT', `${base}/verifactu/settings`, { mode: 'verifactu', environment: 'pruebas' });
  const context = await browser.newContext();
  await countBrowserPrints(context);
  await fakePrintBridge(context, [MTP]);
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);

  // The printer's QR mode: native by default, 'Imagen' for this one.
  const picker = await choosePrinter(pos, organization.slug, 'Impresora del navegador', 'Bluetooth', 'MTP-II');
  await expect(picker.getByRole('button', { name: 'QR nativo' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Imagen' }).click();
  await picker.getByRole('button', { name: 'Guardar' }).click();
  await expect(pos.getByText('Impresora guardada: MTP-II')).toBeVisible();

  await sellACaña(pos, organization.slug, 'RS-1-000001');
  await expect.poll(async () => (await printsSent(pos)).length).toBe(1);
  const [sent] = await printsSent(pos);
  expect(sent).toMatchObject({
    address: MTP.address,
    paperWidth: 58,
    dataBase64: await escPos(request, staff, base, 'RS-1-000001', 58, qrModules),
  });
  // A raster bit image (GS v 0), no QR command (GS ( k).
  const bytes = Buffer.from(sent!.dataBase64, 'base64').toString('latin1');
  expect(bytes).toContain('\x1dv0\x00');
  expect(bytes).not.toContain('\x1d(k');
  expect(await browserPrints(pos)).toBe(0);

  // The ticket history: the ticket downloads as a PDF, its text and its QR (filled rectangles) in it.
  await pos.goto(`/${organization.slug}/pos/tickets`);
  await pos.getByTestId('ticket-row').filter({ hasText: 'RS-1-000001' }).click();
  await expect(pos.getByRole('document', { name: 'Ticket RS-1-000001' })).toBeVisible();
  const [download] = await Promise.all([
    pos.waitForEvent('download'),
    pos.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ticket-RS-1-000001.pdf');
  const pdf = readFileSync((await download.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain('FACTURA SIMPLIFICADA');
  expect(pdf).toContain('RS-1-000001');
  expect(pdf).toContain('VERI*FACTU');
  expect(pdf.match(/ re\n/g)?.length ?? 0).toBeGreaterThan(100);
  await context.close();
});

test("without the Android bridge the ticket prints with the browser's dialog", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { organization, staff } = await counter(request, 'Bar Navegador', 'NV');
  const context = await browser.newContext();
  await countBrowserPrints(context);
  const pos = await context.newPage();
  await signInTo(pos, staff, organization.slug);

  await pos.goto(`/${organization.slug}/pos/restaurant`);
  await pos.getByRole('button', { name: 'Impresora: Impresora del navegador' }).click();
  const picker = pos.getByRole('dialog', { name: 'Elegir impresora' });
  await expect(picker.getByText(/no tiene la app de Android/)).toBeVisible();
  await expect(picker.getByRole('radio')).toHaveCount(0);
  await picker.getByRole('button', { name: 'Cancelar' }).click();

  await sellACaña(pos, organization.slug, 'NV-1-000001');
  await expect.poll(() => browserPrints(pos)).toBe(1);
  await context.close();
});
