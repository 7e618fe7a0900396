import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bytesToBase64, qrModules, ticketToEscPos, type Ticket } from '@plataforma/domain';
import answers from '../../../../../tests/fixtures/print-bridge/answers.json';
import requests from '../../../../../tests/fixtures/print-bridge/requests.json';
import ticketFixture from '../../../../../tests/fixtures/print-bridge/ticket.json';
import { toast } from '../../../platform/layout/toast';
import { loadModuleMessages } from '../../../i18n';
import { createPrintBridge, PrintBridgeError, type InjectedPrinterObject } from './bridge';
import { PRINTER_STORAGE_KEY, readPrinterChoice, savePrinterChoice } from './printer-choice';
import { PrinterPicker } from './PrinterPicker';
import { printInBrowser, printTicket } from './printTicket';
import { TicketView } from './TicketView';

const TICKET: Ticket = {
  code: 'C1-000123',
  series: 'C1',
  number: 123,
  issuedAt: '2026-11-22T19:45:00.000Z',
  timezone: 'Europe/Madrid',
  business: { name: 'Casa Lola Restauración S.L.', taxId: 'B12345674', address: 'Calle de Toledo 12, 28005 Madrid' },
  location: { name: 'Casa Lola La Latina', address: 'Calle de Toledo 12, Madrid', phone: '910 000 000' },
  table: 'Mesa 1',
  lines: [
    {
      name: 'Entrecot de ternera',
      quantity: 1,
      unitPriceCents: 2150,
      totalCents: 2150,
      details: ['+ Al punto', '+ Patatas (+1,50 €)'],
    },
    { name: 'Caña', quantity: 3, unitPriceCents: 250, totalCents: 750, details: [] },
  ],
  discountCents: 0,
  vat: [
    { rate: 21, baseCents: 620, vatCents: 130, grossCents: 750 },
    { rate: 10, baseCents: 1955, vatCents: 195, grossCents: 2150 },
  ],
  totalCents: 2900,
  payment: { method: 'cash', cashCents: 2900, cardCents: 0, tenderedCents: 5000, changeCents: 2100 },
  locationId: 'L1',
  date: '2026-11-22',
  tableId: 't1',
};

const MTP = { name: 'MTP-II', address: '66:22:B3:01:02:03' };
const KITCHEN = { name: 'Cocina', address: '66:22:B3:0A:0B:0C' };
const BAR = { name: 'Barra', address: 'tcp://192.168.1.50:9100' };

type Request = { v: number; id: string; type: string; [field: string]: unknown };

/** A test double of the Android wrapper's injected object: answers each request with `answer(request)`. */
function installBridge(answer: (request: Request) => object | null) {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const requests: Request[] = [];
  const target: InjectedPrinterObject = {
    postMessage: (message) => {
      const request = JSON.parse(message) as Request;
      requests.push(request);
      const reply = answer(request);
      if (reply)
        setTimeout(() => listeners.forEach((l) => l({ data: JSON.stringify({ v: 1, id: request.id, ...reply }) })), 5);
    },
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  (globalThis as Record<string, unknown>).PlataformaPrinter = target;
  return { target, requests };
}

beforeAll(async () => {
  await loadModuleMessages('pos', () => import('../i18n'));
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>).PlataformaPrinter;
  window.localStorage.clear();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  vi.restoreAllMocks();
});

describe('TicketView', () => {
  it('shows the number, the VAT breakdown, the total and the change', () => {
    render(<TicketView ticket={TICKET} paperWidth={58} />);
    const ticket = screen.getByRole('document', { name: 'Ticket C1-000123' });
    expect(ticket).toHaveAttribute('data-paper', '58');
    expect(screen.getByText('FACTURA SIMPLIFICADA')).toBeInTheDocument();
    expect(screen.getByText('Nº: C1-000123')).toBeInTheDocument();
    expect(screen.getByText('NIF: B12345674')).toBeInTheDocument();
    expect(screen.getByText('Tipo Base Cuota')).toBeInTheDocument();
    expect(screen.getByText('21 % 6,20 1,30')).toBeInTheDocument();
    expect(screen.getByText('10 % 19,55 1,95')).toBeInTheDocument();
    expect(screen.getByText('TOTAL 29,00 €')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText('Entregado 50,00 €')).toBeInTheDocument();
    expect(screen.getByText('Cambio 21,00 €')).toBeInTheDocument();
    expect(screen.getByText('+ Patatas (+1,50 €)')).toBeInTheDocument();
    // Only the ticket prints, at the paper's width.
    expect(ticket.querySelector('style')?.textContent).toMatch(
      /@media print[\s\S]*box-sizing: border-box[\s\S]*width: 58mm/,
    );
  });

  it('lays out 48 characters on 80 mm paper', () => {
    render(<TicketView ticket={TICKET} paperWidth={80} />);
    expect(screen.getByRole('document')).toHaveStyle({ width: '48ch' });
    expect(screen.getByText(/^1 x Entrecot de ternera +21,50$/).textContent).toHaveLength(48);
  });

  it('draws the VERI*FACTU QR under its legend, 35 mm wide, named by its URL', async () => {
    const url =
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=C1-000123&fecha=22-11-2026&importe=29.00';
    render(<TicketView ticket={{ ...TICKET, verifactu: { qrUrl: url } }} paperWidth={58} />);
    expect(screen.getByText('VERI*FACTU')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: url });
    expect(qr).toHaveStyle({ width: '35mm' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});

describe('PrinterPicker', () => {
  it('without the Android bridge offers the browser printer and remembers the paper width', async () => {
    const onClose = vi.fn();
    render(<PrinterPicker open onClose={onClose} />);
    expect(screen.getByText('Impresora del navegador')).toBeInTheDocument();
    expect(screen.getByText(/no tiene la app de Android/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '80 mm' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '58 mm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(JSON.parse(window.localStorage.getItem(PRINTER_STORAGE_KEY) ?? 'null')).toEqual({
      kind: 'browser',
      paperWidth: 58,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("remembers 'Imagen' as the QR mode of a printer without the QR command; native by default", async () => {
    installBridge((request) => (request.type === 'listDevices' ? { ok: true, devices: [MTP, KITCHEN] } : { ok: true }));
    render(<PrinterPicker open onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'MTP-II' }));
    expect(screen.getByRole('button', { name: 'QR nativo' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Imagen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(readPrinterChoice()).toEqual({ kind: 'bluetooth', ...MTP, paperWidth: 80, qr: 'image' }),
    );
  });

  it('lists the paired printers, connects to the one chosen and remembers it on this device', async () => {
    const { requests } = installBridge((request) =>
      request.type === 'listDevices' ? { ok: true, devices: [MTP, KITCHEN] } : { ok: true },
    );
    const first = render(<PrinterPicker open onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'MTP-II' }));
    await userEvent.click(screen.getByRole('button', { name: '58 mm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(readPrinterChoice()).toEqual({ kind: 'bluetooth', ...MTP, paperWidth: 58 }));
    expect(requests.map(({ type, address }) => ({ type, address }))).toEqual([
      { type: 'listDevices', address: undefined },
      { type: 'connect', address: MTP.address },
    ]);
    expect(requests.every((r) => r.v === 1 && typeof r.id === 'string')).toBe(true);
    first.unmount();

    // Opening the picker again shows the remembered printer and width.
    render(<PrinterPicker open onClose={() => {}} />);
    // The remembered printer shows at once; the paired list arrives from the bridge after it.
    expect(await screen.findByRole('radio', { name: 'Cocina' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'MTP-II' })).toBeChecked();
    expect(screen.getByRole('button', { name: '58 mm' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists Bluetooth and network printers in their groups, proposes their paper and remembers a network one', async () => {
    const { requests: sent } = installBridge((request) =>
      request.type === 'listDevices'
        ? {
            ok: true,
            devices: [
              { ...MTP, paperWidth: 80 },
              { ...BAR, paperWidth: 58 },
              { name: 'USB', address: 'usb://0416:5011' },
            ],
          }
        : { ok: true },
    );
    render(<PrinterPicker open onClose={() => {}} />);
    const bluetooth = await screen.findByRole('group', { name: 'Bluetooth' });
    const network = screen.getByRole('group', { name: 'Red' });
    expect(
      within(bluetooth)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([MTP.address]);
    expect(
      within(network)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([BAR.address]);
    // A kind of printer this web does not know is left out.
    expect(screen.queryByRole('radio', { name: 'USB' })).not.toBeInTheDocument();

    await userEvent.click(within(network).getByRole('radio', { name: 'Barra' }));
    expect(screen.getByRole('button', { name: '58 mm' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(readPrinterChoice()).toEqual({ kind: 'network', ...BAR, paperWidth: 58 }));
    expect(sent.at(-1)).toMatchObject({ type: 'connect', address: BAR.address });
  });

  it("says why a network printer does not connect in the network's words", async () => {
    installBridge((request) =>
      request.type === 'listDevices'
        ? { ok: true, devices: [BAR] }
        : { ok: false, error: { code: 'connect_failed', message: 'Connection refused' } },
    );
    render(<PrinterPicker open onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Barra' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('no responde: ¿está encendida y conectada a la red?')).toBeInTheDocument();
  });

  it('keeps the previous choice when the chosen printer does not connect', async () => {
    installBridge((request) =>
      request.type === 'listDevices'
        ? { ok: true, devices: [MTP] }
        : { ok: false, error: { code: 'connect_failed', message: 'socket closed' } },
    );
    render(<PrinterPicker open onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'MTP-II' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('no responde: ¿está encendida y cerca?')).toBeInTheDocument();
    expect(window.localStorage.getItem(PRINTER_STORAGE_KEY)).toBeNull();
  });
});

describe('printTicket', () => {
  it("prints a VERI*FACTU ticket's QR as a raster image on a printer set to 'Imagen', natively otherwise", async () => {
    const qrUrl =
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=C1-000123&fecha=22-11-2026&importe=29.00';
    const ticket: Ticket = { ...TICKET, verifactu: { qrUrl } };
    const { requests } = installBridge(() => ({ ok: true }));
    const choice = { kind: 'bluetooth', ...MTP, paperWidth: 58 } as const;
    await printTicket(ticket, { ...choice, qr: 'image' }, { printInBrowser: vi.fn() });
    await printTicket(ticket, choice, { printInBrowser: vi.fn() });
    expect(requests.map((r) => r.dataBase64)).toEqual([
      bytesToBase64(ticketToEscPos(ticket, 58, qrModules)),
      bytesToBase64(ticketToEscPos(ticket, 58)),
    ]);
    // GS v 0 in the first, GS ( k in the second.
    const text = (base64: unknown) => atob(String(base64));
    expect(text(requests[0]!.dataBase64)).toContain('\x1dv0\x00');
    expect(text(requests[0]!.dataBase64)).not.toContain('\x1d(k');
    expect(text(requests[1]!.dataBase64)).toContain('\x1d(k');
  });

  it('sends the ESC/POS bytes to the chosen printer through the bridge', async () => {
    const { requests } = installBridge(() => ({ ok: true }));
    const browser = vi.fn(async () => {});
    const outcome = await printTicket(
      TICKET,
      { kind: 'bluetooth', ...MTP, paperWidth: 58 },
      { printInBrowser: browser },
    );
    expect(outcome).toEqual({ via: 'bridge' });
    expect(requests).toEqual([
      {
        v: 1,
        id: expect.any(String),
        type: 'print',
        address: MTP.address,
        paperWidth: 58,
        dataBase64: bytesToBase64(ticketToEscPos(TICKET, 58)),
      },
    ]);
    expect(browser).not.toHaveBeenCalled();
  });

  it("sends a network printer the contract fixture's request: the bytes the Android core's TCP test expects", async () => {
    const { requests: sent } = installBridge(() => ({ ok: true }));
    const choice = { kind: 'network', ...BAR, paperWidth: 80 } as const;
    expect(ticketFixture.paperWidth).toBe(80);
    expect(await printTicket(ticketFixture.ticket as Ticket, choice, { printInBrowser: vi.fn() })).toEqual({
      via: 'bridge',
    });
    expect(sent).toEqual([
      {
        v: 1,
        id: expect.any(String),
        type: 'print',
        address: BAR.address,
        paperWidth: 80,
        dataBase64: ticketFixture.dataBase64,
      },
    ]);
  });

  it('falls back to the browser dialog with a toast when the bridge fails', async () => {
    installBridge(() => ({ ok: false, error: { code: 'print_failed', message: 'broken pipe' } }));
    const warning = vi.spyOn(toast, 'warning');
    const browser = vi.fn(async () => {});
    const outcome = await printTicket(
      TICKET,
      { kind: 'bluetooth', ...MTP, paperWidth: 80 },
      { printInBrowser: browser },
    );
    expect(outcome).toMatchObject({ via: 'browser', fallbackFrom: { code: 'print_failed' } });
    expect(browser).toHaveBeenCalledWith(TICKET, 80);
    expect(warning).toHaveBeenCalledWith(
      'No se pudo imprimir en MTP-II (se cortó la conexión al imprimir). Se intenta con la impresión del navegador.',
    );
  });

  it('remembers network printers, and forgets a choice whose address is not of its kind', () => {
    savePrinterChoice({ kind: 'network', ...BAR, paperWidth: 58 });
    expect(readPrinterChoice()).toEqual({ kind: 'network', ...BAR, paperWidth: 58 });
    window.localStorage.setItem(PRINTER_STORAGE_KEY, JSON.stringify({ kind: 'network', ...MTP, paperWidth: 58 }));
    expect(readPrinterChoice()).toEqual({ kind: 'browser', paperWidth: 80 });
  });

  it('reads a stored choice without its unknown fields, and refuses a bad paper, name or kind', () => {
    const stored = (value: unknown) => {
      window.localStorage.setItem(PRINTER_STORAGE_KEY, JSON.stringify(value));
      return readPrinterChoice();
    };
    expect(stored({ kind: 'bluetooth', ...MTP, paperWidth: 80, extra: 1 })).toEqual({
      kind: 'bluetooth',
      ...MTP,
      paperWidth: 80,
    });
    expect(stored({ kind: 'browser', paperWidth: 58, name: 'x' })).toEqual({ kind: 'browser', paperWidth: 58 });
    const browser = { kind: 'browser', paperWidth: 80 };
    expect(stored({ kind: 'bluetooth', ...MTP, paperWidth: 70 })).toEqual(browser);
    expect(stored({ kind: 'bluetooth', ...MTP, name: 'x'.repeat(201), paperWidth: 58 })).toEqual(browser);
    expect(stored({ kind: 'usb', ...MTP, paperWidth: 58 })).toEqual(browser);
    expect(stored([{ kind: 'browser', paperWidth: 58 }])).toEqual(browser);
  });

  it('uses the browser dialog when there is no bridge, whatever was chosen', async () => {
    savePrinterChoice({ kind: 'bluetooth', ...MTP, paperWidth: 58 });
    const browser = vi.fn(async () => {});
    expect(await printTicket(TICKET, readPrinterChoice(), { printInBrowser: browser })).toEqual({ via: 'browser' });
    expect(browser).toHaveBeenCalledWith(TICKET, 58);
  });

  it('prints the HTML ticket alone from a hidden frame', async () => {
    const print = vi.fn();
    const append = document.body.appendChild.bind(document.body);
    vi.spyOn(document.body, 'appendChild').mockImplementation((node) => {
      const added = append(node);
      if (node instanceof HTMLIFrameElement && node.contentWindow)
        Object.assign(node.contentWindow, { print, focus: () => {} });
      return added;
    });
    await printInBrowser(TICKET, 58);
    const frame = document.querySelector('iframe');
    expect(frame?.contentDocument?.body.textContent).toContain('FACTURA SIMPLIFICADA');
    expect(frame?.contentDocument?.querySelector('[data-paper="58"]')).not.toBeNull();
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('bridge client', () => {
  /** A bridge whose Android side answers every request with `text`, its id made the request's. */
  const answering = (text: string) => {
    let listener: (event: { data: unknown }) => void = () => {};
    const target: InjectedPrinterObject = {
      postMessage: (message) => {
        const { id } = JSON.parse(message) as Request;
        let data = text;
        try {
          const answer = JSON.parse(text) as Record<string, unknown>;
          if ('id' in answer) data = JSON.stringify({ ...answer, id });
        } catch {
          // Not JSON: sent as it is.
        }
        setTimeout(() => listener({ data }), 0);
      },
      addEventListener: (_type, l) => (listener = l),
    };
    return createPrintBridge(target, { listDevices: 50, connect: 50, print: 50 });
  };

  it("takes every answer of the contract fixtures as Android gives it, and refuses the fixtures' bad ones", async () => {
    const good = [
      ...answers.good.map(({ text }) => text),
      ...[...requests.good, ...requests.bad].map(({ answer }) => JSON.stringify(answer)),
    ];
    for (const text of good) {
      const answer = JSON.parse(text) as { ok: boolean; error?: { code: string } };
      const outcome = answering(text)
        .listDevices()
        .then(
          () => 'ok',
          (error: PrintBridgeError) => error.code,
        );
      expect(await outcome, text).toBe(answer.ok ? 'ok' : answer.error?.code);
    }
    for (const { name, text } of answers.bad) {
      const error = await answering(text)
        .connect(MTP.address)
        .then(
          () => null,
          (failure: PrintBridgeError) => failure.code,
        );
      expect(['timeout', 'unsupported_version'], name).toContain(error);
    }
  });

  it('lists the printers of both kinds the fixtures answer', async () => {
    const both = answers.good.find(({ name }) => name === 'devices of both kinds')!.text;
    const devices = await answering(both).listDevices();
    expect(devices.map(({ address }) => address)).toEqual([
      '66:22:B3:01:02:03',
      'tcp://192.168.1.50:9100',
      'tcp://barra.local:9100',
    ]);
  });

  it('times out, and refuses answers of an unknown version', async () => {
    const silent: InjectedPrinterObject = { postMessage: () => {}, addEventListener: () => {} };
    const bridge = createPrintBridge(silent, { listDevices: 20, connect: 20, print: 20 });
    await expect(bridge.listDevices()).rejects.toMatchObject({ code: 'timeout' });

    let listener: (event: { data: unknown }) => void = () => {};
    const future: InjectedPrinterObject = {
      postMessage: (message) => {
        const { id } = JSON.parse(message) as Request;
        setTimeout(() => listener({ data: JSON.stringify({ v: 2, id, ok: true }) }), 0);
      },
      addEventListener: (_type, l) => (listener = l),
    };
    const error = await createPrintBridge(future)
      .connect(MTP.address)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrintBridgeError);
    expect(error).toMatchObject({ code: 'unsupported_version' });
  });
});
