import type { BrowserContext, Page } from '@playwright/test';

/** A paired printer the fake Android bridge offers. */
export interface FakePrinter {
  name: string;
  address: string;
}

/** What the fake bridge was asked to print: the printer, the paper, and the bytes read as Latin-1 text. */
export interface PrintJob {
  address: string;
  paperWidth: number;
  text: string;
}

/**
 * Injects into every page of the context the object the Android wrapper would (`PlataformaPrinter`, see the contract
 * in domain's `modules/orders/tickets/print-bridge.ts`): it answers every request once, with its id, as the app
 * does, and keeps the print jobs for the test. With `choose`, this device has already chosen that printer.
 */
export async function installFakePrintBridge(
  context: BrowserContext,
  printers: FakePrinter[],
  choose?: FakePrinter & { paperWidth: 58 | 80 },
): Promise<void> {
  await context.addInitScript(
    ({ printers, choose }) => {
      if (window !== window.top) return; // The bridge is offered to the main frame only.
      const jobs: unknown[] = [];
      const listeners: ((event: { data: unknown }) => void)[] = [];
      const answer = (body: object) =>
        setTimeout(() => listeners.forEach((listener) => listener({ data: JSON.stringify({ v: 1, ...body }) })), 5);
      (window as unknown as Record<string, unknown>).__printJobs = jobs;
      (window as unknown as Record<string, unknown>).PlataformaPrinter = {
        postMessage(message: string) {
          const request = JSON.parse(message) as {
            id: string;
            type: string;
            address?: string;
            paperWidth?: number;
            dataBase64?: string;
          };
          if (request.type === 'listDevices') answer({ id: request.id, ok: true, devices: printers });
          else if (request.type === 'connect') answer({ id: request.id, ok: true });
          else if (request.type === 'print') {
            jobs.push({
              address: request.address,
              paperWidth: request.paperWidth,
              text: atob(request.dataBase64 ?? ''),
            });
            answer({ id: request.id, ok: true });
          }
        },
        addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
          listeners.push(listener);
        },
      };
      // about:blank, before the first navigation, has no storage.
      if (choose && window.location.protocol.startsWith('http'))
        window.localStorage.setItem('plataforma.printer', JSON.stringify({ kind: 'bluetooth', ...choose }));
    },
    { printers, choose },
  );
}

/** The jobs the fake bridge of this page has printed so far. */
export const printJobs = (page: Page): Promise<PrintJob[]> =>
  page.evaluate(() => (window as unknown as { __printJobs: PrintJob[] }).__printJobs);
